import { ActionIcon, Badge, Group, type MantineColor } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from './types';

/** A badge's text and colour; grey reads as resting, any other colour as a state to notice. */
export interface BadgeLook {
  label: string;
  color: MantineColor;
  icon?: ReactNode;
}

/** A state shown as a light badge, readable on white in every colour. */
export function StatusBadge({ label, color, icon }: BadgeLook) {
  return (
    <Badge variant="light" color={color} radius="sm" leftSection={icon}>
      {label}
    </Badge>
  );
}

/** A column that shows a row's state as a badge and exports and sorts by its text. */
export function statusBadgeColumn<Row>(
  column: Omit<DataTableColumn<Row>, 'value' | 'cell'> & { look: (row: Row) => BadgeLook },
): DataTableColumn<Row> {
  const { look, ...rest } = column;
  return { ...rest, value: (row) => look(row).label, cell: (row) => <StatusBadge {...look(row)} /> };
}

export interface RowActions<Row> {
  /** The column's heading, such as 'Actions'. */
  title: string;
  /** The pencil: a link to the row's page (`to`) or a dialog it opens (`onClick`). */
  edit: { label: (row: Row) => string; to?: (row: Row) => string; onClick?: (row: Row) => void };
  /** A red bin beside the pencil, for lists whose rows are deleted in place. */
  remove?: { label: (row: Row) => string; onClick: (row: Row) => void };
}

/** The last column of an administration list: edit, and where the list allows it delete. */
export function actionsColumn<Row>({ title, edit, remove }: RowActions<Row>): DataTableColumn<Row> {
  const pencil = (row: Row) =>
    edit.to ? (
      <ActionIcon component={Link} to={edit.to(row)} variant="subtle" aria-label={edit.label(row)}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    ) : (
      <ActionIcon variant="subtle" onClick={() => edit.onClick?.(row)} aria-label={edit.label(row)}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    );
  return {
    key: 'actions',
    title,
    width: remove ? 104 : 92,
    exportable: false,
    cell: (row) =>
      remove ? (
        <Group gap={4} wrap="nowrap">
          {pencil(row)}
          <ActionIcon variant="subtle" color="red" onClick={() => remove.onClick(row)} aria-label={remove.label(row)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        pencil(row)
      ),
  };
}
