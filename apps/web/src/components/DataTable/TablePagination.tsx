import { TABLE_PAGE_SIZE_OPTIONS } from '@freight/contracts';
import { pageWindow } from '@freight/domain';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TablePaginationProps {
  page: number;
  lastPage: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound: the server stopped counting there. */
  totalCapped?: boolean;
  from: number | null;
  to: number | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const PAGE_SIZE_DATA = TABLE_PAGE_SIZE_OPTIONS.map(String);

/** Page links in a window of seven, first/previous/next/last, the row range and the page size (SPEC §9). */
export function TablePagination({
  page,
  lastPage,
  pageSize,
  total,
  totalCapped = false,
  from,
  to,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const { t } = useTranslation('components');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        {/* The browser's own select: a phone shows its native picker, and no dropdown waits hidden on every table. */}
        <NativeSelect
          label={t('table.rows_per_page')}
          data={PAGE_SIZE_DATA}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          w={96}
          size="xs"
        />
        {total > 0 && from !== null && to !== null && (
          <Text size="sm" c="dimmed" mt="lg" aria-live="polite">
            {t(totalCapped ? 'table.range_more' : 'table.range', { from, to, total })}
          </Text>
        )}
      </Group>
      {lastPage > 1 && (
        <Pagination.Root total={lastPage} value={page} onChange={onPageChange} size="sm">
          <Group component="nav" aria-label={t('table.pagination')} gap={4} wrap="wrap">
            <Pagination.First aria-label={t('table.first_page')} />
            <Pagination.Previous aria-label={t('table.previous_page')} />
            {pageWindow(page, lastPage).map((number) => (
              <Pagination.Control
                key={number}
                active={number === page}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('table.page', { page: number })}
                onClick={() => onPageChange(number)}
              >
                {number}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('table.next_page')} />
            <Pagination.Last aria-label={t('table.last_page')} />
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
