import { CUSTOMS_DOCUMENT_TYPES, type CustomsDocumentType, type TCustomsDeclaration } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { ActionIcon, Anchor, Button, Card, FileButton, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { declarationCalls, downloadCustomsDocument, useDeclarationChange } from '../api';

/** The declaration's files: invoice, packing list, transport documents and release notes. */
export function DocumentsPanel({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  const calls = declarationCalls(declaration.id);
  const upload = useDeclarationChange(declaration.id, calls.upload);
  const remove = useDeclarationChange(declaration.id, calls.deleteDocument);
  const [type, setType] = useState<CustomsDocumentType>('N380');
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: error instanceof ApiError ? (Object.values(error.fieldErrors).flat()[0] ?? error.serverMessage) : (error as Error).message,
    });

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('documents.title')}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          {t('documents.title')}
        </Title>
        <Group gap={6} wrap="nowrap">
          <Select
            size="xs"
            aria-label={t('documents.type')}
            data={CUSTOMS_DOCUMENT_TYPES.map((value) => ({ value, label: t(`document_types.${value}`) }))}
            value={type}
            onChange={(value) => setType((value ?? 'other') as CustomsDocumentType)}
            allowDeselect={false}
            w={170}
          />
          <FileButton
            onChange={(file) => {
              if (file)
                upload.mutate(
                  { file, type },
                  { onSuccess: () => notifications.show({ color: 'green', message: t('documents.uploaded') }), onError: failed },
                );
            }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending} leftSection={<IconUpload size={14} aria-hidden />}>
                {t('actions.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {declaration.documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('documents.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {declaration.documents.map((document) => (
            <Group key={document.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={500}
                  ta="left"
                  onClick={() => void downloadCustomsDocument(document.id, document.filename).catch(failed)}
                >
                  {document.filename}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[t(`document_types.${document.document_type}`), document.uploaded_by?.name, formatDate(document.created_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Tooltip label={t('actions.delete_document', { name: document.filename })} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === document.id}
                  onClick={() =>
                    remove.mutate(document.id, {
                      onSuccess: () => notifications.show({ color: 'green', message: t('documents.deleted') }),
                      onError: failed,
                    })
                  }
                  aria-label={t('actions.delete_document', { name: document.filename })}
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
