import { UNDER_WAY_STATUSES, type TConsignmentDetail } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Panel } from './Panel';

/**
 * When a shipment under way will probably arrive, learnt from its organization's deliveries, with
 * what the prediction rests on. Without enough history it says so rather than guess.
 */
export function PredictionPanel({ shipment }: { shipment: TConsignmentDetail }) {
  const { t } = useTranslation('shipment');
  if (!UNDER_WAY_STATUSES.includes(shipment.status)) return null;
  const prediction = shipment.predicted_delivery;
  const promised = shipment.eta_at ? formatDate(shipment.eta_at) : null;
  return (
    <Panel title={t('prediction.title')} testId="predicted-delivery">
      {prediction ? (
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Text size="xl" fw={700} data-testid="predicted-date">
              {formatDate(prediction.date)}
            </Text>
            {prediction.probably_late && (
              <Badge color="red" variant="light">
                {t('prediction.probably_late')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {promised === null
              ? t('prediction.no_promise')
              : t(prediction.probably_late ? 'prediction.late_hint' : 'prediction.on_time_hint', { promised })}
          </Text>
          <Text size="sm">
            {t('prediction.interval', { earliest: formatDate(prediction.earliest), latest: formatDate(prediction.latest) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('prediction.basis', { count: prediction.shipments, basis: t(`prediction.bases.${prediction.basis}`) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`prediction.units.${prediction.unit}`)}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('prediction.none')}
        </Text>
      )}
    </Panel>
  );
}
