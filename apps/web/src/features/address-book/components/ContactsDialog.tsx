import { type TAddressBookContact, ZAddressBookContactBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Button, Center, Checkbox, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { Modal } from '../../../components/Modal/Modal';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useAddressBookCompany, useDeleteContact, useMakeDefaultContact, useSaveContact } from '../api';

export interface ContactsDialogProps {
  companyId: number;
  onClose: () => void;
  /** Offers a "Use" button per contact, for the flow to take that contact. */
  onPick?: (contact: TAddressBookContact) => void;
}

/** The contacts of one address book company: add, change, delete and choose the default one. */
export function ContactsDialog({ companyId, onClose, onPick }: ContactsDialogProps) {
  const { t } = useTranslation('addressBook');
  const company = useAddressBookCompany(companyId);
  const makeDefault = useMakeDefaultContact();
  const [editing, setEditing] = useState<TAddressBookContact | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteContact(), {
    variables: (contact: TAddressBookContact) => contact.id,
    deleted: (contact) => t('contacts.deleted', { name: contact.name }),
  });
  const contacts = company.data?.contacts ?? [];

  return (
    <>
      <Modal
        opened={editing === null && deletion.target === null}
        onClose={onClose}
        title={t('contacts.title', { name: company.data?.name ?? '' })}
        size="middle"
      >
        <Stack gap="sm">
          {company.isPending ? (
            <Center py="lg">
              <Loader size="sm" aria-label={t('book.loading')} />
            </Center>
          ) : contacts.length === 0 ? (
            <Text c="dimmed">{t('contacts.empty')}</Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.contact_person')}</Table.Th>
                  <Table.Th>{t('fields.email')}</Table.Th>
                  <Table.Th>{t('fields.phone')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contacts.map((contact) => (
                  <Table.Tr key={contact.id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm">{contact.name}</Text>
                        {contact.is_default && (
                          <Badge size="xs" variant="light" color="green">
                            {t('default')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{contact.email}</Table.Td>
                    <Table.Td>{contact.phone}</Table.Td>
                    <Table.Td w={1}>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {!contact.is_default && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            loading={makeDefault.isPending && makeDefault.variables === contact.id}
                            onClick={() =>
                              makeDefault.mutate(contact.id, {
                                onSuccess: () =>
                                  notifications.show({ color: 'green', message: t('contacts.made_default', { name: contact.name }) }),
                              })
                            }
                          >
                            {t('contacts.make_default')}
                          </Button>
                        )}
                        <Tooltip label={t('contacts.edit_named', { name: contact.name })}>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => setEditing(contact)}
                            aria-label={t('contacts.edit_named', { name: contact.name })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('contacts.delete_named', { name: contact.name })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => deletion.ask(contact)}
                            aria-label={t('contacts.delete_named', { name: contact.name })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {onPick && (
                          <Button size="compact-xs" onClick={() => onPick(contact)}>
                            {t('contacts.use')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
              disabled={!company.data}
            >
              {t('contacts.add')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('actions.close', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editing !== null && (
        <ContactForm
          companyId={companyId}
          contact={editing === 'new' ? null : editing}
          isFirst={contacts.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteModal {...deletion.modal} kind="contact" name={deletion.target?.name ?? ''} />
    </>
  );
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'is_default'] as const;

function ContactForm({
  companyId,
  contact,
  isFirst,
  onClose,
}: {
  companyId: number;
  contact: TAddressBookContact | null;
  isFirst: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('addressBook');
  const errorText = useFieldErrorText();
  const save = useSaveContact();
  const { register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZAddressBookContactBody),
      defaultValues: {
        name: contact?.name ?? '',
        email: contact?.email ?? '',
        phone: contact?.phone ?? '',
        is_default: contact?.is_default ?? isFirst,
      },
    },
    {
      fields: CONTACT_FIELDS,
      save: (body) => save.mutateAsync({ id: contact?.id ?? null, body: { ...body, company_id: companyId } }),
      saved: (saved) => t('contacts.saved', { name: saved.data.name }),
      onDone: onClose,
    },
  );

  return (
    <RecordDialog
      title={contact ? t('contacts.edit') : t('contacts.add')}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      saveLabel={t('contacts.save')}
      gap="sm"
      separateActions
    >
      <TextInput
        {...register('name')}
        label={t('fields.contact_person')}
        required
        maxLength={200}
        error={errorText(errors.name)}
        data-autofocus
      />
      <TextInput {...register('email')} type="email" label={t('fields.email')} maxLength={200} error={errorText(errors.email)} />
      <TextInput
        {...register('phone')}
        type="tel"
        label={t('fields.phone')}
        description={t('phone_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.phone)}
      />
      {/* A default is moved by marking another contact, so the current one cannot be unmarked here. */}
      <Checkbox
        {...register('is_default')}
        label={t('contacts.is_default')}
        description={t('contacts.default_hint')}
        disabled={contact?.is_default || isFirst}
      />
    </RecordDialog>
  );
}
