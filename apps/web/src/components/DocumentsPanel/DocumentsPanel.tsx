import { formatDate } from '@freight/domain';
import { ActionIcon, Anchor, Badge, Button, Card, FileButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '../Tooltip';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';

/** A kept document as the panel lists it. */
export interface PanelDocument {
  id: number;
  filename: string;
  document_type: string;
  uploaded_by: { name: string } | null;
  created_at: string;
}

export interface DocumentsPanelProps<Type extends string> {
  title: string;
  documents: readonly PanelDocument[];
  /** The kinds a new document may be, the first chosen by default. */
  types: readonly [Type, ...Type[]];
  typeLabel: (type: Type) => string;
  onUpload: (input: { file: File; type: Type }) => Promise<unknown>;
  onDownload: (document: PanelDocument) => Promise<void>;
  onDelete: (id: number) => Promise<unknown>;
}

function refusal(error: unknown): string {
  return error instanceof ApiError ? (Object.values(error.fieldErrors).flat()[0] ?? error.serverMessage) : (error as Error).message;
}

/**
 * The files kept with a record (a customs declaration, a purchase order): upload with a type,
 * download and delete. A refused upload says why, in the server's words.
 */
export function DocumentsPanel<Type extends string>({
  title,
  documents,
  types,
  typeLabel,
  onUpload,
  onDownload,
  onDelete,
}: DocumentsPanelProps<Type>) {
  const { t } = useTranslation('components');
  const [type, setType] = useState<Type>(types[0]);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: refusal(error) });
  const upload = useMutation({
    mutationFn: onUpload,
    onSuccess: () => notifications.show({ color: 'green', message: t('documents_panel.uploaded') }),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: onDelete,
    onSuccess: () => notifications.show({ color: 'green', message: t('documents_panel.deleted') }),
    onError: failed,
  });

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="light" color="gray" aria-label={t('documents_panel.count', { count: documents.length })}>
            {documents.length}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Select
            size="xs"
            aria-label={t('documents_panel.type')}
            data={types.map((value) => ({ value, label: typeLabel(value) }))}
            value={type}
            onChange={(value) => setType((value ?? types[0]) as Type)}
            allowDeselect={false}
            w={170}
          />
          <FileButton
            onChange={(file) => {
              if (file) upload.mutate({ file, type });
            }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending} leftSection={<IconUpload size={14} aria-hidden />}>
                {t('documents_panel.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('documents_panel.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {documents.map((document) => (
            <Group key={document.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={500}
                  ta="left"
                  onClick={() => void onDownload(document).catch(failed)}
                >
                  {document.filename}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[typeLabel(document.document_type as Type), document.uploaded_by?.name, formatDate(document.created_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Tooltip label={t('documents_panel.delete', { name: document.filename })} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === document.id}
                  onClick={() => remove.mutate(document.id)}
                  aria-label={t('documents_panel.delete', { name: document.filename })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
