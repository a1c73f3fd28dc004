import { formatNumber } from '@freight/domain';
import type { TPriceCalculation } from '@freight/contracts';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowNarrowRight, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format';

type Request = TPriceCalculation['request'];

const place = (value: Request['pickup']) => [value.country, value.zip, value.city].filter(Boolean).join(' ');

/** What the prices are for: the lane, the goods and the pickup day, with a way back to change them. */
export function RouteSummary({ request, onEdit }: { request: Request; onEdit?: () => void }) {
  const { t, i18n } = useTranslation('quotes');
  const packages = request.goods.reduce((sum, line) => sum + line.units, 0);
  const weight = request.goods.reduce((sum, line) => sum + line.units * line.weight, 0);
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={4}>
          <Group gap={6} wrap="wrap" fw={650} data-testid="route-summary">
            <Text fw={650}>{place(request.pickup)}</Text>
            <IconArrowNarrowRight size={18} aria-label={t('summary.to')} />
            <Text fw={650}>{place(request.delivery)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('summary.goods', { count: packages, weight: formatNumber(weight) })}
            {request.pickup_date ? ` · ${t('summary.pickup', { date: formatDay(request.pickup_date, i18n.language) })}` : ''}
          </Text>
        </Stack>
        {onEdit && (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('actions.edit')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
