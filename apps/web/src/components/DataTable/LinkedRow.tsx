import { Table, type TableTrProps } from '@mantine/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import classes from './DataTable.module.css';

/** What inside a row answers a click itself; a click there does not open the row. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="link"], [role="menuitem"], [role="switch"]';

/**
 * A click from this element belongs to the row: it happened inside the row itself (not in a menu
 * or dialog the row opened into a portal) and not on a control of its own.
 */
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  const control = target.closest(INTERACTIVE);
  if (control && event.currentTarget.contains(control)) return false;
  // Selecting a row's text by dragging is not a click on it.
  return window.getSelection()?.type !== 'Range';
}

interface LinkedRowProps extends Omit<TableTrProps, 'onClick' | 'onKeyDown' | 'onAuxClick'> {
  href: string;
  children: ReactNode;
}

/**
 * A table row that opens its record: a click or Enter opens it here, a click with Ctrl or ⌘ or
 * the middle button in a new tab, as a link would. The row's own link (the record's name or
 * number) stays the way screen readers find it.
 */
export function LinkedRow({ href, children, className, ...others }: LinkedRowProps) {
  const navigate = useNavigate();
  const open = (newTab: boolean) => {
    if (newTab) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };
  return (
    <Table.Tr
      {...others}
      className={className ? `${classes.linkedRow} ${className}` : classes.linkedRow}
      tabIndex={0}
      data-href={href}
      onClick={(event) => {
        if (isRowClick(event)) open(event.ctrlKey || event.metaKey);
      }}
      onAuxClick={(event) => {
        if (event.button === 1 && isRowClick(event)) open(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open(event.ctrlKey || event.metaKey);
      }}
    >
      {children}
    </Table.Tr>
  );
}
