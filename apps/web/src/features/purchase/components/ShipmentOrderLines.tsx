import { routePath } from '@freight/contracts';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { useShipmentOrderLines } from '../api';

/** On a shipment's page: the purchase order lines it carries, for a buyer of the sites acted as. */
export function ShipmentOrderLines({ uuid }: { uuid: string }) {
  const { t } = useTranslation('purchase');
  const user = useSessionUser();
  const buyer =
    (user?.permissions.purchase ?? false) &&
    (user?.sites ?? []).some((site) => user?.sitesFilter.includes(site.id) && site.applications.includes('purchase'));
  const lines = useShipmentOrderLines(uuid, buyer);
  if (!buyer || (lines.data ?? []).length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('on_shipment.title')}>
      <Title order={2} size="h4" mb="md">
        {t('on_shipment.title')}
      </Title>
      <Stack gap="xs">
        {(lines.data ?? []).map((line) => (
          <Group key={line.line_id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0}>
              <Anchor component={Link} to={routePath('purchase.orders.detail', { id: line.order_id })} size="sm" fw={500}>
                {t('on_shipment.line', { order: line.order_number, line: line.line_number })}
              </Anchor>
              <Text size="xs" c="dimmed">
                {line.article_number} · {line.article_name}
              </Text>
            </Stack>
            <Text size="sm">{t('on_shipment.carries', { quantity: line.quantity, ordered: line.ordered })}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
