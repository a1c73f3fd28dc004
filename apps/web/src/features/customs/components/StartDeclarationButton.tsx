import { routePath, type TUser } from '@freight/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useDeclarationFromShipment } from '../api';

/** Whether the user acts as a site with customs, where a declaration started from a shipment is kept. */
export function actsWithCustoms(user: Pick<TUser, 'sites' | 'sitesFilter'> | null): boolean {
  return (user?.sites ?? []).some((site) => user?.sitesFilter.includes(site.id) && site.applications.includes('customs'));
}

/** Starts a customs declaration filled from a shipment and opens it. */
export function StartDeclarationButton({ uuid, size, variant }: { uuid: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation('customs');
  const navigate = useNavigate();
  const start = useDeclarationFromShipment();
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconPlus size={14} aria-hidden />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(uuid, {
          onSuccess: ({ data }) => {
            notifications.show({ color: 'green', message: t('on_shipment.started', { lrn: data.lrn }) });
            void navigate(routePath('customs.single', { id: data.id }));
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: error instanceof ApiError ? (Object.values(error.fieldErrors).flat()[0] ?? error.serverMessage) : error.message,
            }),
        })
      }
    >
      {t('actions.start_from_shipment')}
    </Button>
  );
}
