import {
  CANNED_RESPONSE_PURPOSES,
  LOCALES,
  type CannedResponsePurpose,
  type CannedResponseScope,
  type TCannedResponse,
} from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { ActionIcon, Badge, Button, Card, Center, Container, Group, Loader, Menu, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconEye, IconInfoCircle, IconMessages, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { useCannedResponses, useDeleteCannedResponse } from '../api';
import { CannedResponseDialog } from '../components/CannedResponseDialog';
import { PreviewDialog } from '../components/PreviewDialog';
import { UsageDialog } from '../components/UsageDialog';

type Open = { kind: 'edit'; response: TCannedResponse | null } | { kind: 'preview' | 'info' | 'delete'; response: TCannedResponse };

function DeleteDialog({ response, onClose }: { response: TCannedResponse; onClose: () => void }) {
  const { t } = useTranslation('cannedResponses');
  const remove = useDeleteCannedResponse();
  return (
    <ConfirmModal
      opened
      title={t('delete_title')}
      text={t('delete_text', { name: response.name })}
      confirmLabel={t('actions.delete')}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(response.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('deleted') });
            onClose();
          },
        })
      }
    />
  );
}

function RowActions({ response, onOpen }: { response: TCannedResponse; onOpen: (open: Open) => void }) {
  const { t } = useTranslation('cannedResponses');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: response.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onOpen({ kind: 'preview', response })}>
          {t('actions.preview')}
        </Menu.Item>
        <Menu.Item leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={() => onOpen({ kind: 'info', response })}>
          {t('actions.info')}
        </Menu.Item>
        {response.editable && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onOpen({ kind: 'edit', response })}>
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onOpen({ kind: 'delete', response })}>
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Canned responses (SPEC §2 'Canned responses: index, edit, info, template'): on the platform's page
 * a god user keeps the platform's; elsewhere each user sees the platform's, their organization's
 * and their own, and adds at the levels they may keep.
 */
export function CannedResponsesList({ platform }: { platform: boolean }) {
  const { t } = useTranslation('cannedResponses');
  const user = useSessionUser();
  const [purpose, setPurpose] = useState<CannedResponsePurpose | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const list = useCannedResponses({ purpose: purpose ?? undefined, scope: platform ? 'platform' : undefined });
  const isAdmin = user?.level === 'organization-admin' || user?.level === 'super';
  const scopes: CannedResponseScope[] = platform
    ? ['platform']
    : [...(isAdmin ? (['organization'] as const) : []), 'personal', ...(user?.is_god_user ? (['platform'] as const) : [])];
  const title = platform ? t('title_platform') : t('title');

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed" maw={760}>
              {platform ? t('subtitle_platform') : t('subtitle')}
            </Text>
          </Stack>
          <Button onClick={() => setOpen({ kind: 'edit', response: null })} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('new')}
          </Button>
        </Group>
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={title}>
          <Stack gap="md">
            <Select
              aria-label={t('filter_purpose')}
              placeholder={t('all_purposes')}
              data={CANNED_RESPONSE_PURPOSES.map((value) => ({ value, label: t(`purposes.${value}`) }))}
              value={purpose}
              onChange={(value) => setPurpose(value as CannedResponsePurpose | null)}
              clearable
              w={{ base: '100%', xs: 240 }}
            />
            {list.isPending ? (
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            ) : (list.data ?? []).length === 0 ? (
              <Stack align="center" gap="xs" py="xl" ta="center">
                <IconMessages size={36} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
                <Text fw={600}>{t('empty')}</Text>
                <Text c="dimmed" size="sm" maw={460}>
                  {t('empty_hint')}
                </Text>
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.name')}</Table.Th>
                      <Table.Th>{t('columns.purpose')}</Table.Th>
                      <Table.Th>{t('columns.scope')}</Table.Th>
                      <Table.Th>{t('columns.languages')}</Table.Th>
                      <Table.Th>{t('columns.updated_at')}</Table.Th>
                      <Table.Th w={48} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data?.map((response) => (
                      <Table.Tr key={response.id}>
                        <Table.Td>
                          <Text
                            component="button"
                            type="button"
                            fw={600}
                            size="sm"
                            c="var(--mantine-primary-color-filled)"
                            style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'start' }}
                            onClick={() => setOpen(response.editable ? { kind: 'edit', response } : { kind: 'preview', response })}
                          >
                            {response.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>{t(`purposes.${response.purpose}`)}</Table.Td>
                        <Table.Td>
                          {response.scope === 'organization'
                            ? (response.organization_name ?? t('scopes.organization'))
                            : t(`scopes.${response.scope}`)}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {LOCALES.filter((locale) => response.texts[locale]).map((locale) => (
                              <Badge key={locale} variant="light" size="sm" title={t(`languages.${locale}`)}>
                                {locale}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDate(response.updated_at)}</Table.Td>
                        <Table.Td>
                          <RowActions response={response} onOpen={setOpen} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Card>
      </Stack>
      {open?.kind === 'edit' && (
        <CannedResponseDialog response={open.response} scope={scopes[0] ?? 'personal'} scopes={scopes} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'preview' && <PreviewDialog response={open.response} onClose={() => setOpen(null)} />}
      {open?.kind === 'info' && <UsageDialog response={open.response} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && <DeleteDialog response={open.response} onClose={() => setOpen(null)} />}
    </Container>
  );
}

/** `/notifications/canned-responses`. */
export default function CannedResponsesPage() {
  return <CannedResponsesList platform={false} />;
}
