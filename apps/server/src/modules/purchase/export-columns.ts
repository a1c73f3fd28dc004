import type { Locale, TArticle, TPurchaseOrder, TSupplier } from '@freight/contracts';
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

/** The columns of the supplier list's export. */
export function supplierExportColumns(locale: Locale): ExportColumn<TSupplier>[] {
  const header = (key: string) => translate(locale, `purchase.export.${key}`);
  const pickup = (row: TSupplier) => row.addresses.find((address) => address.kind === 'pickup');
  return [
    { key: 'supplier_number', header: header('supplier_number'), value: (row) => row.supplier_number, width: 16 },
    { key: 'name', header: header('name'), value: (row) => row.name, width: 30 },
    { key: 'country', header: header('country'), value: (row) => row.country, width: 10 },
    { key: 'vat_number', header: header('vat_number'), value: (row) => row.vat_number, width: 18 },
    { key: 'email', header: header('email'), value: (row) => row.email, width: 28 },
    { key: 'phone', header: header('phone'), value: (row) => row.phone, width: 18 },
    {
      key: 'pickup',
      header: header('pickup'),
      value: (row) => {
        const address = pickup(row);
        return address ? `${address.name}, ${address.city} ${address.country}` : null;
      },
      width: 30,
    },
    {
      key: 'managers',
      header: header('managers'),
      value: (row) => row.managers.map((manager) => manager.name).join(', ') || null,
      width: 30,
    },
    { key: 'open_orders', header: header('open_orders'), value: (row) => row.open_orders, width: 12 },
    { key: 'active', header: header('active'), value: (row) => (row.active ? header('yes') : ''), width: 8 },
  ];
}

/** The columns of the article list's export; weights in kg and sizes in cm, said in the headers. */
export function articleExportColumns(locale: Locale): ExportColumn<TArticle>[] {
  const header = (key: string) => translate(locale, `purchase.export.${key}`);
  return [
    { key: 'article_number', header: header('article_number'), value: (row) => row.article_number, width: 16 },
    { key: 'article_name', header: header('article_name'), value: (row) => row.article_name, width: 30 },
    { key: 'primary_color', header: header('primary_color'), value: (row) => row.primary_color, width: 16 },
    { key: 'secondary_color', header: header('secondary_color'), value: (row) => row.secondary_color, width: 16 },
    { key: 'hs_code', header: header('hs_code'), value: (row) => row.hs_code, width: 12 },
    { key: 'origin_country', header: header('origin_country'), value: (row) => row.origin_country, width: 10 },
    { key: 'net_weight_kg', header: header('net_weight'), unit: 'kg', value: (row) => row.net_weight_kg, width: 14 },
    { key: 'gross_weight_kg', header: header('gross_weight'), unit: 'kg', value: (row) => row.gross_weight_kg, width: 14 },
    { key: 'length_cm', header: header('length'), unit: 'cm', value: (row) => row.length_cm, width: 12 },
    { key: 'width_cm', header: header('width'), unit: 'cm', value: (row) => row.width_cm, width: 12 },
    { key: 'height_cm', header: header('height'), unit: 'cm', value: (row) => row.height_cm, width: 12 },
    { key: 'photos', header: header('photos'), value: (row) => row.photos.length, width: 10 },
  ];
}
