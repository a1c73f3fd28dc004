/**
 * The quote file: a spreadsheet (.xlsx or .csv) of consignments, one per row, priced across every
 * service at once (`POST /api/price-calculation/file`). The answer is a workbook with each line's
 * cheapest and fastest offer. Headers are matched case-insensitively; weights are kg per unit,
 * lengths cm, a postcode keeps its leading zeros when the cell is text.
 */
export const QUOTE_FILE_COLUMNS = [
  { key: 'reference', header: 'Reference', required: false },
  { key: 'pickup_country', header: 'Pickup country', required: true },
  { key: 'pickup_postcode', header: 'Pickup postcode', required: true },
  { key: 'delivery_country', header: 'Delivery country', required: true },
  { key: 'delivery_postcode', header: 'Delivery postcode', required: true },
  { key: 'pickup_date', header: 'Pickup date', required: false },
  { key: 'package_type', header: 'Package type', required: true },
  { key: 'units', header: 'Units', required: false },
  { key: 'weight_kg', header: 'Weight kg', required: true },
  { key: 'length_cm', header: 'Length cm', required: false },
  { key: 'width_cm', header: 'Width cm', required: false },
  { key: 'height_cm', header: 'Height cm', required: false },
  { key: 'dangerous_goods', header: 'Dangerous goods', required: false },
  { key: 'stackable', header: 'Stackable', required: false },
] as const;
export type QuoteFileColumn = (typeof QUOTE_FILE_COLUMNS)[number]['key'];

/** The most lines one quote file prices. */
export const QUOTE_FILE_LINES_MAX = 10_000;
