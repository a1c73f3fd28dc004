import type { TConsignmentDetail } from '@freight/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared-tracking';
import { useShipmentChange } from '../api';
import { CopyableLink } from '../dialogs/SharingDialogs';
import { PanelButton } from './EditButton';
import { Panel } from './Panel';

/** Links that let someone without an account follow the shipment; revoking one ends it at once. */
export function SharePanel({ shipment }: { shipment: TConsignmentDetail }) {
  const { t } = useTranslation('shipment');
  const create = useShipmentChange(shipment.uuid, (calls, _: void) => calls.share());
  const revoke = useShipmentChange(shipment.uuid, (calls, id: number) => calls.revokeShare(id));
  return (
    <Panel
      title={t('sharing.title')}
      testId="share-panel"
      actions={
        <PanelButton icon={<IconLink size={14} aria-hidden />} onClick={() => create.mutate()}>
          {t('sharing.create')}
        </PanelButton>
      }
    >
      {shipment.share_links.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('sharing.none')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shipment.share_links.map((link) => (
            <Stack key={link.id} component="li" gap={4} data-testid="share-link">
              <CopyableLink url={link.url} />
              <Text size="xs" c="dimmed">
                {t('sharing.created', { at: formatDateTime(link.created_at) })}{' '}
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  loading={revoke.isPending && revoke.variables === link.id}
                  onClick={() =>
                    revoke.mutate(link.id, { onSuccess: () => notifications.show({ color: 'green', message: t('sharing.revoked') }) })
                  }
                >
                  {t('sharing.revoke')}
                </Button>
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
