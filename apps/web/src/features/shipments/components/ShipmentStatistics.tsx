import { CONSIGNMENT_STATUSES, type ConsignmentStatus, type TConsignmentStatistics } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import classes from './ShipmentsList.module.css';

interface ShipmentStatisticsProps {
  statistics: TConsignmentStatistics['data'] | undefined;
  selectedStatuses: readonly string[];
  onToggleStatus: (status: ConsignmentStatus) => void;
  exceptionsOnly: boolean;
  onToggleExceptions: () => void;
}

/** As many status buttons as the demo data shows (four rows on a phone), for the placeholder while the figures load. */
const STATUS_PLACEHOLDERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * Totals of the current filter above the list (SPEC §7 filtered statistics). Each status is a
 * toggle of the status filter; the exceptions count toggles 'exceptions only'.
 */
export function ShipmentStatistics({
  statistics,
  selectedStatuses,
  onToggleStatus,
  exceptionsOnly,
  onToggleExceptions,
}: ShipmentStatisticsProps) {
  const { t } = useTranslation('shipments');
  if (!statistics) {
    return (
      // Shaped like the loaded card (the total, then a row of status buttons), so the list
      // below stays where it is when the figures arrive.
      <Card withBorder radius="lg" padding="md" aria-busy>
        <Stack gap="sm">
          <div>
            <Skeleton height={14} width={90} mb={4} />
            <Skeleton height={28} width={120} />
          </div>
          <Group gap={8} wrap="wrap">
            {STATUS_PLACEHOLDERS.map((key) => (
              <Skeleton key={key} height={26} width={110} radius="xl" />
            ))}
          </Group>
        </Stack>
      </Card>
    );
  }

  // Statuses with shipments, and chosen ones even at zero so they can be switched off here.
  const shown = CONSIGNMENT_STATUSES.filter((status) => (statistics.by_status[status] ?? 0) > 0 || selectedStatuses.includes(status));

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={t('statistics.label')}>
      <Stack gap="sm">
        <Group gap="xl" wrap="wrap" align="flex-end">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
              {t('statistics.total')}
            </Text>
            <Text fz={26} fw={700} lh={1.2} className={classes.statCount} data-testid="shipments-total">
              {formatNumber(statistics.total)}
            </Text>
          </div>
          <Button
            variant={exceptionsOnly ? 'light' : 'subtle'}
            // Without a shade the subtle and light variants write in red 9, legible on white.
            color={statistics.exceptions > 0 || exceptionsOnly ? 'red' : 'gray'}
            size="compact-md"
            leftSection={<IconAlertTriangle size={18} aria-hidden />}
            aria-pressed={exceptionsOnly}
            onClick={onToggleExceptions}
            data-testid="shipments-exceptions"
          >
            {t('statistics.exceptions', { count: statistics.exceptions, formatted: formatNumber(statistics.exceptions) })}
          </Button>
        </Group>
        {shown.length > 0 && (
          <Group gap={8} wrap="wrap" role="group" aria-label={t('statistics.by_status')}>
            {shown.map((status) => {
              const selected = selectedStatuses.includes(status);
              return (
                <Button
                  key={status}
                  variant={selected ? 'light' : 'default'}
                  radius="xl"
                  size="compact-sm"
                  aria-pressed={selected}
                  leftSection={
                    <span aria-hidden style={{ display: 'flex' }}>
                      <StatusIcon status={status} size={12} />
                    </span>
                  }
                  onClick={() => onToggleStatus(status)}
                >
                  {t(`statuses.${status}`)}
                  <Text component="span" size="sm" fw={700} ml={6} className={classes.statCount}>
                    {formatNumber(statistics.by_status[status] ?? 0)}
                  </Text>
                </Button>
              );
            })}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
