import { IMPORT_COLUMNS, ZImportRow, type TImportRow } from '@freight/contracts';

export type ImportColumn = keyof TImportRow;

export const IMPORT_COLUMN_GROUPS = ['shipment', 'parties', 'goods', 'references', 'dates', 'event'] as const;
export type ImportColumnGroup = (typeof IMPORT_COLUMN_GROUPS)[number];

// Typed over every column of the contract, so a column added there fails the type check here.
const GROUP_OF: Record<ImportColumn, ImportColumnGroup> = {
  shipment_number: 'shipment',
  site_key: 'shipment',
  direction: 'shipment',
  carrier: 'shipment',
  carrier_service: 'shipment',
  transport_mode: 'shipment',
  status: 'shipment',
  status_code: 'shipment',
  consignor_name: 'parties',
  consignor_address: 'parties',
  consignor_zip: 'parties',
  consignor_city: 'parties',
  consignor_countrycode: 'parties',
  consignee_name: 'parties',
  consignee_address: 'parties',
  consignee_zip: 'parties',
  consignee_city: 'parties',
  consignee_countrycode: 'parties',
  total_weight: 'goods',
  total_volume: 'goods',
  packages: 'goods',
  waybill_number: 'references',
  container_number: 'references',
  consignor_reference: 'references',
  consignee_reference: 'references',
  purchase_order_number: 'references',
  sales_order_number: 'references',
  project_number: 'references',
  booked_at: 'dates',
  pickup_at: 'dates',
  eta_at: 'dates',
  delivered_at: 'dates',
  event_time: 'event',
  event_description: 'event',
  event_city: 'event',
  event_countrycode: 'event',
};

export interface ImportColumnInfo {
  name: ImportColumn;
  /** A row without this column is refused. */
  required: boolean;
}

/** A column is required when the contract refuses a row that leaves it out. */
const isRequired = (column: ImportColumn) => !ZImportRow.shape[column].safeParse(undefined).success;

/** The columns a file may have, by group, in the contract's order. */
export function importColumnGroups(): { group: ImportColumnGroup; columns: ImportColumnInfo[] }[] {
  return IMPORT_COLUMN_GROUPS.map((group) => ({
    group,
    columns: IMPORT_COLUMNS.filter((column) => GROUP_OF[column] === group).map((name) => ({ name, required: isRequired(name) })),
  }));
}

/** A CSV file with only the header row, to fill in. */
export function importTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${IMPORT_COLUMNS.join(',')}\r\n`)}`;
}

export const IMPORT_FILE_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The server reads .xlsx and .csv files, by their name. */
export function isImportFile(file: Pick<File, 'name'>): boolean {
  return /\.(xlsx|csv)$/i.test(file.name);
}
