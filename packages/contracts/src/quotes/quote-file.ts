/**
 * The quote file: a spreadsheet (.xlsx or .csv) of consignments, one per row, priced across every
 * service at once (`POST /api/price-calculation/file`). The answer is a workbook with each line's
 * cheapest and fastest offer. A column's header is its title in any of the portal's languages or
 * its key, in any case; weights are kg per unit, lengths cm, a postcode keeps its leading zeros
 * when the cell is text. A container line names its ISO 6346 size (`CONTAINER_SIZES`), as in the
 * goods form.
 */
export const QUOTE_FILE_COLUMNS = [
  { key: 'reference', required: false },
  { key: 'pickup_country', required: true },
  { key: 'pickup_postcode', required: true },
  { key: 'delivery_country', required: true },
  { key: 'delivery_postcode', required: true },
  { key: 'pickup_date', required: false },
  { key: 'package_type', required: true },
  { key: 'container_size', required: false },
  { key: 'units', required: false },
  { key: 'weight_kg', required: true },
  { key: 'length_cm', required: false },
  { key: 'width_cm', required: false },
  { key: 'height_cm', required: false },
  { key: 'dangerous_goods', required: false },
  { key: 'stackable', required: false },
] as const;
export type QuoteFileColumn = (typeof QUOTE_FILE_COLUMNS)[number]['key'];

/** The most lines one quote file prices. */
export const QUOTE_FILE_LINES_MAX = 10_000;
