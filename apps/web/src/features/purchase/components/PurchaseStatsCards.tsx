import { formatMoney } from '@freight/domain';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePurchaseStats } from '../api';

/** The buyer's key figures: what is still to come by currency, what is late, and which suppliers ship on time. */
export function PurchaseStatsCards() {
  const { t } = useTranslation('purchase');
  const stats = usePurchaseStats();
  if (!stats.data) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} component="section" aria-label={t('stats.label')}>
      <Card withBorder radius="lg" p="md">
        <Text size="sm" c="dimmed">
          {t('stats.open_value')}
        </Text>
        {stats.data.open_value.length === 0 ? (
          <Text fw={700}>-</Text>
        ) : (
          stats.data.open_value.map((entry) => (
            <Text key={entry.currency} fw={700} fz="lg">
              {formatMoney(entry.amount, entry.currency)}
            </Text>
          ))
        )}
        <Text size="xs" c="dimmed">
          {t('stats.open_orders', { count: stats.data.open_orders })}
        </Text>
      </Card>
      <Card withBorder radius="lg" p="md">
        <Text size="sm" c="dimmed">
          {t('stats.late_lines')}
        </Text>
        <Text fw={700} fz="lg" c={stats.data.late_lines > 0 ? 'red.8' : undefined}>
          {stats.data.late_lines}
        </Text>
      </Card>
      <Card withBorder radius="lg" p="md">
        <Text size="sm" c="dimmed">
          {t('stats.on_time')}
        </Text>
        {stats.data.suppliers
          .filter((entry) => entry.on_time_share !== null)
          .map((entry) => (
            <Text key={entry.supplier_id} size="sm">
              {t('stats.on_time_share', { name: entry.name, share: Math.round((entry.on_time_share ?? 0) * 100) })}
            </Text>
          ))}
      </Card>
    </SimpleGrid>
  );
}
