import { formatNumber } from '@freight/domain';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLeaf } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmissionsDetailsDialog } from '../../emissions-details';
import { useShipmentEmissions } from '../api';
import { Panel } from './Panel';

const kg = (value: number | null) => formatNumber(value, { maximumFractionDigits: 2 });

/** The shipment's CO2e well to wheel, with the details dialog that explains it, or why there is none. */
export function EmissionsPanel({ uuid, number }: { uuid: string; number: string }) {
  const { t } = useTranslation('shipment');
  const query = useShipmentEmissions(uuid);
  const [open, setOpen] = useState(false);
  const record = query.data;
  let body: ReactNode;
  if (query.isPending) body = <Loader size="sm" aria-label={t('loading')} />;
  else if (!record)
    body = (
      <Text size="sm" c="dimmed">
        {t('emissions.load_failed')}
      </Text>
    );
  else if (record.status === 'failed' || !record.calculation) {
    const error = record.error;
    const key = error?.reason === 'place_unknown' ? (`place_unknown_${error.side ?? 'from'}` as const) : (error?.reason ?? 'no_mode');
    body = (
      <Stack gap={4}>
        <Text fw={600}>{t('emissions.not_calculated')}</Text>
        <Text size="sm" c="dimmed">
          {t(`emissions.errors.${key}`)}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <IconLeaf size={20} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text fw={700} fz="xl" data-testid="shipment-co2e">
              {t('emissions.co2e_kg', { value: kg(record.calculation.totals.co2e_wtw_kg) })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('emissions.wtw_hint')}
            {record.data_quality && ` · ${t(`emissions.quality.${record.data_quality}`)}`}
          </Text>
        </Stack>
        <Button variant="light" size="xs" leftSection={<IconInfoCircle size={14} aria-hidden />} onClick={() => setOpen(true)}>
          {t('emissions.open_details')}
        </Button>
      </Group>
    );
  }
  return (
    <Panel title={t('emissions.title')} testId="emissions-panel">
      {body}
      {open && record?.calculation && <EmissionsDetailsDialog record={record} number={number} onClose={() => setOpen(false)} />}
    </Panel>
  );
}
