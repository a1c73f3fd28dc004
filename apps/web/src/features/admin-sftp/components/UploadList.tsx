import type { TSftpUpload } from '@freight/contracts';
import { formatDate, formatNumber, formatTime } from '@freight/domain';
import { Alert, Badge, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSftpUploads } from '../api';

const STATUS_COLOR: Record<TSftpUpload['status'], string> = { processing: 'blue', imported: 'teal', failed: 'red' };

const kilobytes = (size: number) => formatNumber(Math.max(1, Math.ceil(size / 1024)));

function UploadEntry({ upload }: { upload: TSftpUpload }) {
  const { t } = useTranslation('adminSftp');
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={upload.filename}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate="end">
            {upload.filename}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(upload.created_at)} {formatTime(upload.created_at)} · {t('uploads.size', { kilobytes: kilobytes(upload.size) })}
          </Text>
        </Stack>
        <Badge variant="light" color={STATUS_COLOR[upload.status]} radius="sm">
          {t(`uploads.status.${upload.status}`)}
        </Badge>
      </Group>
      {upload.status === 'imported' && (
        <Text size="sm" mt={6}>
          {t('uploads.result', {
            rows: upload.rows ?? 0,
            created: upload.created ?? 0,
            updated: upload.updated ?? 0,
            events: upload.events_added ?? 0,
            duplicates: upload.events_duplicate ?? 0,
          })}
        </Text>
      )}
      {upload.unmatched_carriers.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('uploads.unmatched', { carriers: upload.unmatched_carriers.join(', ') })}
        </Text>
      )}
      {upload.status === 'failed' && (
        <Alert color="red" variant="light" mt="xs" p="xs" title={upload.message ?? undefined}>
          {upload.errors.length > 0 && (
            <List size="sm" spacing={2}>
              {upload.errors.map((error) => (
                <List.Item key={error.field}>
                  {error.line !== null
                    ? t('uploads.row_error', { line: error.line, column: error.column, message: error.messages.join(' ') })
                    : `${error.field}: ${error.messages.join(' ')}`}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Paper>
  );
}

/** What became of the files an account put into its inbox, newest first. */
export function UploadList({ accountId }: { accountId: number }) {
  const { t } = useTranslation('adminSftp');
  const uploads = useSftpUploads(accountId);
  if (uploads.isPending) return <Skeleton height={80} radius="md" />;
  const rows = uploads.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('uploads.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('uploads.title')}>
      {rows.map((upload) => (
        <UploadEntry key={upload.id} upload={upload} />
      ))}
    </Stack>
  );
}
