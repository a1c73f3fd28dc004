import type { TUnavailableService } from '@freight/contracts';
import { Accordion, List, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TransportModeIcon } from '../../../components/icons/TransportModeIcon';
import { useReasonText } from '../hooks/use-reason-text';

/** The services that cannot carry these goods on this lane, folded away, each with its reasons. */
export function UnavailableServices({ services }: { services: readonly TUnavailableService[] }) {
  const { t } = useTranslation('quotes');
  const reasonText = useReasonText();
  if (services.length === 0) return null;
  return (
    <Accordion variant="separated" radius="lg" chevronPosition="right">
      <Accordion.Item value="unavailable">
        <Accordion.Control icon={<IconBan size={18} aria-hidden />}>
          <Text fw={600} size="sm">
            {t('unavailable.title', { count: services.length })}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('unavailable.list')}>
            {services.map((service) => (
              <li key={service.service.id}>
                <Stack gap={2}>
                  <Text size="sm" fw={650} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                    <TransportModeIcon mode={service.service.transport_mode} size={16} />
                    {service.carrier.name} – {service.service.name}
                  </Text>
                  <List size="sm" c="dimmed" spacing={2} withPadding>
                    {service.reasons.map((reason, index) => (
                      <List.Item key={`${reason.code}-${index}`}>{reasonText(reason)}</List.Item>
                    ))}
                  </List>
                </Stack>
              </li>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
