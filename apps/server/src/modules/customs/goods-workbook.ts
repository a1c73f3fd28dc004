import { ZCustomsItemBody, type Locale, type TCustomsItemBody } from '@freight/contracts';
import type { FieldMessage } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { importWorkbook, RowErrors } from '../../platform/workbook-import';

/** The columns of a goods lines workbook, in the order of the goods table on the declaration page. */
export const GOODS_COLUMNS = [
  'article_number',
  'commodity_code',
  'description',
  'origin_country',
  'procedure_code',
  'additional_procedure_code',
  'preference_code',
  'net_mass',
  'gross_mass',
  'statistical_value',
  'packages',
  'supporting_documents',
  'quantity',
] as const;
type GoodsColumn = (typeof GOODS_COLUMNS)[number];

export const GOODS_WORKBOOK = importWorkbook<GoodsColumn>({
  columns: GOODS_COLUMNS,
  required: ['description'],
  titleKey: (column) => `customs.goods.${column}`,
  helpKey: (column) => `customs.goods_help.${column}`,
  sheetKey: 'customs.goods_sheet',
  kinds: { quantity: 'number', net_mass: 'number', gross_mass: 'number', statistical_value: 'number', packages: 'number' },
});

/**
 * The goods lines of a workbook, each checked as a line typed on the declaration page is: by the
 * contract, then by `check` (the code structure, net within gross). Any wrong cell refuses the
 * whole workbook with every wrong cell named. The statistical value is written in the invoice
 * currency, as on the page, and kept in minor units.
 */
export async function readGoodsWorkbook(
  file: UploadedFile,
  locale: Locale,
  maximum: number,
  check: (item: TCustomsItemBody, errors: Record<string, FieldMessage[]>) => TCustomsItemBody,
): Promise<TCustomsItemBody[]> {
  const errors = new RowErrors();
  const rows = await GOODS_WORKBOOK.readRows(file, locale, maximum, errors);
  const items: TCustomsItemBody[] = [];
  for (const { line, values } of rows) {
    const value = values.statistical_value;
    const input = { ...values, statistical_value: typeof value === 'number' ? Math.round(value * 100) : value };
    const parsed = ZCustomsItemBody.safeParse(input);
    if (!parsed.success) {
      errors.addIssues(line, parsed.error.issues, input);
      continue;
    }
    const found: Record<string, FieldMessage[]> = {};
    const item = check(parsed.data, found);
    for (const [column, messages] of Object.entries(found)) for (const message of messages) errors.add(line, column, message);
    items.push(item);
  }
  errors.throwIfAny();
  return items;
}
