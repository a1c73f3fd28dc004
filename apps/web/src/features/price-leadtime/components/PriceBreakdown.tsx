import { formatMoney, formatNumber } from '@freight/domain';
import type { TQuote } from '@freight/contracts';
import { ActionIcon, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The lines that make up a quote's price, opened on hover or by a click (touch screens). */
export function PriceBreakdown({ quote, label }: { quote: TQuote; label: string }) {
  const { t } = useTranslation('quotes');
  const [opened, { open, close, toggle }] = useDisclosure(false);
  const { price, chargeable_weight: weight } = quote;
  const money = (amount: number) => formatMoney(amount, price.currency);

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom"
      withArrow
      shadow="md"
      width={300}
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          aria-expanded={opened}
          onClick={toggle}
          onMouseEnter={open}
          onMouseLeave={close}
        >
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown onMouseEnter={open} onMouseLeave={close}>
        <Stack gap={6} aria-label={t('result.breakdown')}>
          <Text fw={650} size="sm">
            {t('result.breakdown')}
          </Text>
          {price.lines.map((line, index) => (
            <Group key={`${line.kind}-${index}`} justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">{line.label}</Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {money(line.amount)}
              </Text>
            </Group>
          ))}
          <Divider />
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" fw={650}>
              {t('result.total')}
            </Text>
            <Text size="sm" fw={650} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {money(price.total)}
            </Text>
          </Group>
          {price.admin && (
            <>
              <Divider label={t('result.admin.title')} labelPosition="left" />
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm">{t('result.admin.carrier_price')}</Text>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(price.admin.carrier_price)}
                </Text>
              </Group>
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm">
                  {t('result.admin.markup', {
                    rate: formatNumber(price.admin.markup_rate_percent),
                    key: price.admin.geography_key,
                  })}
                </Text>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(price.admin.markup)}
                </Text>
              </Group>
            </>
          )}
          <Text size="xs" c="dimmed">
            {t('result.chargeable_weight', {
              weight: formatNumber(weight.kg),
              basis: t(`result.basis.${weight.basis}`),
            })}
          </Text>
          {weight.rounding_step_kg && weight.kg !== weight.unrounded_kg ? (
            <Text size="xs" c="dimmed">
              {t('result.rounded', {
                unrounded: formatNumber(weight.unrounded_kg),
                step: formatNumber(weight.rounding_step_kg),
              })}
            </Text>
          ) : null}
          {weight.floor_space_charged_for === 'non_stackable' && (
            <Text size="xs" c="dimmed">
              {t('result.floor_space_non_stackable')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
