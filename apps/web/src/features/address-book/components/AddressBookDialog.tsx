import { ADDRESS_BOOK_TYPES, type AddressBookType, type TAddressBookCompany, type TAddressBookSuggestion } from '@freight/contracts';
import { Alert, Badge, Button, Center, Checkbox, Group, Loader, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { suggestionFromCompany } from '../address-value';
import { useAddressBookList } from '../api';
import { CompanyDialog } from './CompanyDialog';
import { ContactsDialog } from './ContactsDialog';

const PAGE_SIZE = 10;
const TYPING_PAUSE_MS = 300;

export interface AddressBookDialogProps {
  /** The type the list starts filtered by; the user may show all types. */
  type?: AddressBookType | null;
  onClose: () => void;
  /** A company was chosen, with its default contact or the contact chosen in its contacts. */
  onPick?: (suggestion: TAddressBookSuggestion) => void;
}

/** Browses and searches the organization's address book; companies are added, changed and picked here. */
export function AddressBookDialog({ type = null, onClose, onPick }: AddressBookDialogProps) {
  const { t } = useTranslation('addressBook');
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState<AddressBookType | null>(type);
  const [withInactive, setWithInactive] = useState(false);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, TYPING_PAUSE_MS);
  const list = useAddressBookList({ search: debounced, type: typeFilter, withInactive, page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<TAddressBookCompany | 'new' | null>(null);
  const [contactsOf, setContactsOf] = useState<TAddressBookCompany | null>(null);

  const rows = list.data?.data ?? [];
  const lastPage = list.data?.meta.last_page ?? 1;

  return (
    <>
      <Modal opened={editing === null && contactsOf === null} onClose={onClose} title={t('book.title')} size="lg">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 220 }}
              aria-label={t('book.search')}
              placeholder={t('book.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              data-autofocus
            />
            <Select
              aria-label={t('fields.types')}
              w={180}
              data={[
                { value: '', label: t('book.all_types') },
                ...ADDRESS_BOOK_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
              ]}
              value={typeFilter ?? ''}
              onChange={(value) => {
                setTypeFilter(value ? (value as AddressBookType) : null);
                setPage(1);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('book.add')}
            </Button>
          </Group>
          <Checkbox
            size="xs"
            label={t('book.show_inactive')}
            checked={withInactive}
            onChange={(event) => {
              setWithInactive(event.currentTarget.checked);
              setPage(1);
            }}
          />

          {list.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('book.failed')}
            </Alert>
          )}
          {list.isPending ? (
            <Center py="lg">
              <Loader size="sm" aria-label={t('book.loading')} />
            </Center>
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('book.empty')}
            </Text>
          ) : (
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Tbody>
                {rows.map((company) => (
                  // An inactive company stays for the history, greyed, and cannot be chosen for a booking.
                  <Table.Tr key={company.id} opacity={company.active ? undefined : 0.6} data-inactive={!company.active || undefined}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={600}>
                          {company.name}
                        </Text>
                        {company.types.map((value) => (
                          <Badge key={value} size="xs" variant="outline">
                            {t(`types.${value}`)}
                          </Badge>
                        ))}
                        {company.company_model === 'private' && (
                          <Badge size="xs" variant="light" color="grape">
                            {t('book.private')}
                          </Badge>
                        )}
                        {!company.active && (
                          <Badge size="xs" color="gray">
                            {t('book.inactive')}
                          </Badge>
                        )}
                      </Group>
                      {company.section && (
                        <Text size="xs" c="dimmed">
                          {company.section}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {[company.address, company.address2, `${company.zip} ${company.city}`, company.country].filter(Boolean).join(', ')}
                      </Text>
                      {company.default_contact && (
                        <Text size="xs" c="dimmed">
                          {t('default_contact')}:{' '}
                          {[company.default_contact.name, company.default_contact.email, company.default_contact.phone]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={1}>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button size="compact-sm" variant="subtle" onClick={() => setContactsOf(company)}>
                          {t('book.contacts_count', { count: company.contacts_count })}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setEditing(company)}
                          aria-label={t('company.edit', { name: company.name })}
                        >
                          {t('actions.edit', { ns: 'common' })}
                        </Button>
                        {onPick && company.active && (
                          <Button
                            size="compact-sm"
                            onClick={() => onPick(suggestionFromCompany(company))}
                            aria-label={`${t('book.choose')} ${company.name}`}
                          >
                            {t('book.choose')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {lastPage > 1 && <Pagination size="sm" total={lastPage} value={page} onChange={setPage} />}
        </Stack>
      </Modal>
      {editing !== null && (
        <CompanyDialog company={editing === 'new' ? null : editing} defaultTypes={type ? [type] : []} onClose={() => setEditing(null)} />
      )}
      {contactsOf !== null && (
        <ContactsDialog
          companyId={contactsOf.id}
          onClose={() => setContactsOf(null)}
          onPick={onPick ? (contact) => onPick(suggestionFromCompany(contactsOf, contact)) : undefined}
        />
      )}
    </>
  );
}
