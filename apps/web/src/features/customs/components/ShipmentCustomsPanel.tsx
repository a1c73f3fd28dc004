import { routePath } from '@freight/contracts';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { useShipmentDeclarations } from '../api';
import { StartDeclarationButton } from './StartDeclarationButton';
import { StatusBadge } from './StatusBadge';

/** On a shipment's page: its customs declarations, and a new one started from it. */
export function ShipmentCustomsPanel({ uuid, organizationId }: { uuid: string; organizationId: number }) {
  const { t } = useTranslation('customs');
  const user = useSessionUser();
  const declarations = useShipmentDeclarations(uuid);
  const mayStart = (user?.sites ?? []).some((site) => site.organization_id === organizationId && site.applications.includes('customs'));
  if (!mayStart && (declarations.data ?? []).length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('on_shipment.title')}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          {t('on_shipment.title')}
        </Title>
        {mayStart && <StartDeclarationButton uuid={uuid} size="xs" variant="light" />}
      </Group>
      {(declarations.data ?? []).length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('on_shipment.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {(declarations.data ?? []).map((declaration) => (
            <Group key={declaration.id} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={routePath('customs.single', { id: declaration.id })} size="sm" fw={500}>
                {declaration.lrn}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                {declaration.mrn && (
                  <Text size="xs" ff="monospace" c="dimmed">
                    {declaration.mrn}
                  </Text>
                )}
                <StatusBadge status={declaration.status} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
