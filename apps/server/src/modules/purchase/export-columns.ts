import type { Locale, TPurchaseOrder } from '@freight/contracts';
import { toMajor } from '@freight/domain';
import { translate } from '../../platform/i18n';
import type { ExportColumn } from '../../platform/xlsx-export';

/** The columns of the order list's export, headed in the reader's language. */
export function orderExportColumns(locale: Locale): ExportColumn<TPurchaseOrder>[] {
  const header = (key: string) => translate(locale, `purchase.export.${key}`);
  const status = (value: string) => translate(locale, `purchase.status.${value}`);
  return [
    { key: 'order_number', header: header('order_number'), value: (row) => row.order_number, width: 18 },
    { key: 'status', header: header('status'), value: (row) => status(row.status), width: 16 },
    { key: 'supplier', header: header('supplier'), value: (row) => row.supplier.name, width: 30 },
    { key: 'site', header: header('site'), value: (row) => row.site.name, width: 24 },
    { key: 'buyer', header: header('buyer'), value: (row) => row.buyer?.name ?? null, width: 24 },
    { key: 'currency', header: header('currency'), value: (row) => row.currency, width: 10 },
    // Minor units to major for the reader; the spreadsheet keeps it a number.
    {
      key: 'total_amount',
      header: header('total_amount'),
      value: (row) => toMajor({ amount: row.total_amount, currency: row.currency }),
      width: 14,
    },
    { key: 'incoterm', header: header('incoterm'), value: (row) => row.incoterm, width: 10 },
    {
      key: 'cargo_ready',
      header: header('cargo_ready'),
      value: (row) => row.cargo_ready_confirmed ?? row.cargo_ready_requested,
      width: 14,
    },
    { key: 'must_arrive_by', header: header('must_arrive_by'), value: (row) => row.must_arrive_by, width: 14 },
    { key: 'ordered', header: header('ordered'), value: (row) => row.ledger.ordered, width: 10 },
    { key: 'booked', header: header('booked'), value: (row) => row.ledger.booked, width: 10 },
    { key: 'shipped', header: header('shipped'), value: (row) => row.ledger.shipped, width: 10 },
    { key: 'received', header: header('received'), value: (row) => row.ledger.received, width: 10 },
    { key: 'late', header: header('late'), value: (row) => (row.late ? header('yes') : ''), width: 8 },
  ];
}
