import { ActionIcon, Group, NativeSelect, Skeleton } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortingState } from '@tanstack/react-table';
import { memo, startTransition, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import classes from './DataTable.module.css';
import type { DataTableColumn } from './types';

interface CardListProps<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loading: boolean;
  skeletons: number;
  emptyText: string;
  renderCard: (row: Row) => ReactNode;
  rowHref: ((row: Row) => string) | undefined;
}

/** Cards drawn at once when a page of rows arrives: more than a phone's screen holds. */
const FIRST_CARDS = 8;

/**
 * The rows to draw as cards. A page that arrives after loading draws its first cards at once and
 * the rest in a transition, which React draws in short slices between the browser's other work: on
 * a slow phone fifty cards in one go hold the page still for a quarter of a second. A list shown
 * with its rows already at hand (coming back to it) draws them all, so its scroll position holds.
 */
function useRowsToDraw<Row>(rows: readonly Row[], loading: boolean): readonly Row[] {
  const [limit, setLimit] = useState(loading ? FIRST_CARDS : Infinity);
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (loading) setLimit(FIRST_CARDS);
  }
  useEffect(() => {
    if (!loading && limit < rows.length) startTransition(() => setLimit(Infinity));
  }, [loading, limit, rows.length]);
  return limit < rows.length ? rows.slice(0, limit) : rows;
}

/** The table's page of rows as a list of cards, each a link to its record when it has one. */
export function CardList<Row>({ label, rows, rowKey, loading, skeletons, emptyText, renderCard, rowHref }: CardListProps<Row>) {
  const navigate = useNavigate();
  const drawn = useRowsToDraw(rows, loading);
  if (loading) {
    return (
      <ul className={classes.cards} aria-label={label} aria-busy>
        {Array.from({ length: Math.min(skeletons, 6) }, (_, index) => (
          <li key={index} className={classes.card} aria-hidden>
            <Skeleton height={12} width="40%" radius="sm" mb="sm" />
            <Skeleton height={12} radius="sm" mb="sm" />
            <Skeleton height={12} width="70%" radius="sm" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) return <p className={classes.empty}>{emptyText}</p>;
  return (
    <ul className={classes.cards} aria-label={label}>
      {drawn.map((row) => (
        <Card key={rowKey(row)} row={row} renderCard={renderCard} rowHref={rowHref} navigate={navigate} />
      ))}
    </ul>
  );
}

interface CardProps<Row> {
  row: Row;
  renderCard: (row: Row) => ReactNode;
  rowHref: ((row: Row) => string) | undefined;
  navigate: NavigateFunction;
}

/**
 * One card, drawn again only when its row changes: the list around it redraws as its page, counts
 * and filters load. A plain link that the app follows itself, as a router link would.
 */
const Card = memo(function Card<Row>({ row, renderCard, rowHref, navigate }: CardProps<Row>) {
  if (!rowHref) {
    return (
      <li>
        <div className={classes.card}>{renderCard(row)}</div>
      </li>
    );
  }
  const href = rowHref(row);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <li>
      <a href={href} className={classes.card} onClick={follow}>
        {renderCard(row)}
      </a>
    </li>
  );
}) as <Row>(props: CardProps<Row>) => ReactNode;

interface CardSortProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sorting: SortingState;
  onChange: (sorting: SortingState) => void;
}

/** The sort the headers give on a wide screen: a column to sort by and its direction. */
export function CardSort<Row>({ columns, sorting, onChange }: CardSortProps<Row>) {
  const { t } = useTranslation('components');
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const current = sorting[0];
  const descending = current?.desc ?? false;
  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        aria-label={t('table.sort_by')}
        value={current?.id ?? ''}
        onChange={(event) => {
          const id = event.currentTarget.value;
          onChange(id ? [{ id, desc: descending }] : []);
        }}
        data={[
          { value: '', label: t('table.sort_default') },
          ...sortable.map((column) => ({ value: column.key, label: t('table.sort_by_column', { column: column.title }) })),
        ]}
      />
      {current && (
        <ActionIcon
          variant="default"
          size="input-sm"
          onClick={() => onChange([{ id: current.id, desc: !descending }])}
          // Names the order shown; pressing it turns the order round.
          aria-label={descending ? t('table.order_descending') : t('table.order_ascending')}
        >
          {descending ? <IconSortDescending size={18} aria-hidden /> : <IconSortAscending size={18} aria-hidden />}
        </ActionIcon>
      )}
    </Group>
  );
}
