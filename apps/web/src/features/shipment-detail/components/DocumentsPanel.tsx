import { DOCUMENT_MAX_BYTES, type TConsignmentDetail } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { ActionIcon, Anchor, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { FileTypeIcon } from '../../../components/icons/FileTypeIcon';
import { formatDateTime } from '../../shared-tracking';
import { downloadDocument } from '../../../lib/documents';
import { useShipmentChange } from '../api';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { PanelButton } from './EditButton';
import { Panel } from './Panel';

const kilobytes = (size: number) => `${formatNumber(Math.max(1, Math.round(size / 1024)))} kB`;

export function DocumentsPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const upload = useShipmentChange(shipment.uuid, (calls, file: File) => calls.uploadDocument(file));

  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      notifications.show({ color: 'red', message: t('documents.too_large', { max: formatNumber(DOCUMENT_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('documents.uploaded', { name: file.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };

  const download = (id: number, filename: string) =>
    void downloadDocument(id, filename).catch(() => notifications.show({ color: 'red', message: t('documents.download_failed') }));

  return (
    <Panel
      title={t('documents.title')}
      testId="documents-panel"
      actions={
        <FileButton onChange={onFile}>
          {(props) => (
            <PanelButton icon={<IconUpload size={14} aria-hidden />} onClick={props.onClick}>
              {upload.isPending ? t('documents.uploading') : t('documents.upload')}
            </PanelButton>
          )}
        </FileButton>
      }
    >
      {shipment.documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('documents.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shipment.documents.map((document) => (
            <Group key={document.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <FileTypeIcon fileName={document.filename} size={26} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    truncate
                    onClick={() => download(document.id, document.filename)}
                  >
                    {document.filename}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {[kilobytes(document.size), formatDateTime(document.created_at), document.uploaded_by].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
              <Group gap={2} wrap="nowrap">
                <Tooltip label={t('documents.download')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => download(document.id, document.filename)}
                    aria-label={t('documents.download_name', { name: document.filename })}
                  >
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('actions.delete', { ns: 'common' })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onOpen({ kind: 'document_delete', document })}
                    aria-label={t('documents.delete_name', { name: document.filename })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
