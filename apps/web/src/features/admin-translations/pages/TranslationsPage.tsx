import { LOCALES, TABLE_SEARCH_DEBOUNCE_MS, type TListTranslationsQueryInput } from '@freight/contracts';
import { Group, Pagination, SegmentedControl, Select, Stack, Table, Text, TextInput, useMatches } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../layouts/ListPage';
import { useTranslations } from '../api';
import { TextCell } from '../components/TextCell';

const PAGE_SIZE = 50;
type Show = 'all' | 'missing' | 'overridden';

/** `/admin/translate`: every key of every area in English, Spanish and Chinese, edited in place. */
export default function TranslationsPage() {
  const { t } = useTranslation('adminTranslations');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const [namespace, setNamespace] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const query: TListTranslationsQueryInput = {
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    namespace: namespace ?? '',
    ...(show === 'missing' ? { missing: 'any' as const } : {}),
    ...(show === 'overridden' ? { overridden: '1' as const } : {}),
  };
  const list = useTranslations(query);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const counts = list.data?.missing_counts ?? {};
  const language = (locale: string) => t(`columns.${locale as 'en'}`);
  // On a phone the three choices and a long page row do not fit across.
  const showOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  const paginationSiblings = useMatches({ base: 1, sm: 3 });

  const resetPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 300 }}
            type="search"
          />
          <Select
            label={t('namespace')}
            placeholder={t('all_namespaces')}
            data={list.data?.namespaces ?? []}
            value={namespace}
            onChange={resetPage(setNamespace)}
            searchable
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('show')}
            </Text>
            <SegmentedControl
              orientation={showOrientation}
              value={show}
              onChange={(value) => resetPage(setShow)(value as Show)}
              data={[
                { value: 'all', label: t('filter.all') },
                { value: 'missing', label: t('filter.missing') },
                { value: 'overridden', label: t('filter.overridden') },
              ]}
            />
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {t('missing_counts', { en: counts.en ?? 0, es: counts.es ?? 0, zh: counts['zh-CN'] ?? 0 })}
        </Text>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" striped aria-label={t('table')} aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="22%">{t('columns.key')}</Table.Th>
                {LOCALES.map((locale) => (
                  <Table.Th key={locale} w="26%">
                    {language(locale)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.namespace}:${row.key}`}>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text size="xs" c="dimmed">
                      {row.namespace}
                    </Text>
                    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {row.key}
                    </Text>
                  </Table.Td>
                  {LOCALES.map((locale) => (
                    <Table.Td key={locale} style={{ verticalAlign: 'top' }}>
                      <TextCell row={row} locale={locale} language={language(locale)} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Below the table rather than in a row of it, which a phone scrolls out of sight. */}
        {rows.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {list.isPending ? t('loading') : t('empty')}
          </Text>
        )}
        {meta && meta.total > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('range', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
            </Text>
            <Pagination
              total={meta.last_page}
              value={page}
              onChange={setPage}
              siblings={paginationSiblings}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('previous') : control === 'next' ? t('next') : undefined,
              })}
            />
          </Group>
        )}
      </Stack>
    </ListPage>
  );
}
