import {
  type ContainerSize,
  isContainerSize,
  QUOTE_PACKAGE_TYPES,
  type QuotePackageType,
  type TPriceCalculation,
  type TPriceCalculationRequest,
  type TPriceCalculationRequestInput,
  ZPriceCalculationRequest,
} from '@freight/contracts';
import {
  actualWeightKg,
  decimalFromInput,
  type GoodsLine,
  loadingMetres,
  packageCount,
  PALLET_FOOTPRINTS,
  palletPlaces,
  toIsoDate,
  volumeM3,
} from '@freight/domain';
import { ADDRESS_FIELDS, type AddressValue } from '../address-book';

/** A pickup or delivery place as typed: what the price depends on, and optionally the full address. */
export interface PlaceValues {
  country: string;
  zip: string;
  city: string;
  /**
   * The whole address with its contact, kept with the draft for the booking that follows; null
   * while only the place is given. Its country, postcode and city follow the fields above.
   */
  address: AddressValue | null;
}

/** One goods line as typed; decimals stay text (SPEC §5 decimal input) until the form is sent. */
export interface GoodsLineValues {
  package_type: QuotePackageType;
  units: number | null;
  /** kg per unit. */
  weight: string;
  /** Length in cm (SPEC §3 Goods item `depth`). */
  depth: string;
  width: string;
  height: string;
  /** m³ for the whole line, when the user states it instead of (or beside) the dimensions. */
  volume: string;
  pallet_spaces: string;
  /** An ISO 6346 size-type code; only a container line has one. */
  container_size: ContainerSize | '';
  stackable: boolean;
  dangerous_goods: boolean;
  un_number: string;
}

export interface QuoteFormValues {
  pickup: PlaceValues;
  delivery: PlaceValues;
  goods: GoodsLineValues[];
  pickup_date: string;
}

export type QuoteFieldPath =
  `${'pickup' | 'delivery'}.${keyof PlaceValues}` | `goods.${number}.${keyof GoodsLineValues}` | 'goods' | 'pickup_date';

/** Messages are keys of the app's texts: the contract's own (`validation.*`) or this feature's. */
export interface QuoteFormIssue {
  path: string;
  type: string;
  message: string;
}

export const emptyPlace = (country = ''): PlaceValues => ({ country, zip: '', city: '', address: null });

export const newGoodsLine = (): GoodsLineValues => ({
  package_type: 'eur_pallet',
  units: 1,
  weight: '',
  depth: '',
  width: '',
  height: '',
  volume: '',
  pallet_spaces: '',
  container_size: '',
  stackable: true,
  dangerous_goods: false,
  un_number: '',
});

export const todayIso = (now: Date = new Date()): string => toIsoDate(now) ?? '';

export function defaultQuoteForm(homeCountry: string, now: Date = new Date()): QuoteFormValues {
  return { pickup: emptyPlace(homeCountry), delivery: emptyPlace(), goods: [newGoodsLine()], pickup_date: todayIso(now) };
}

/** The form as the price-calculation request: blanks left out, so the contract names what is missing. */
export function toPriceRequest(values: QuoteFormValues): TPriceCalculationRequestInput {
  const place = (value: PlaceValues) => ({ country: value.country, zip: value.zip, ...(value.city.trim() ? { city: value.city } : {}) });
  return {
    pickup: place(values.pickup),
    delivery: place(values.delivery),
    goods: values.goods.map((line) => ({
      package_type: line.package_type,
      units: line.units ?? undefined,
      weight: decimalFromInput(line.weight) ?? undefined,
      depth: decimalFromInput(line.depth),
      width: decimalFromInput(line.width),
      height: decimalFromInput(line.height),
      volume: decimalFromInput(line.volume),
      pallet_spaces: decimalFromInput(line.pallet_spaces),
      container_size: line.package_type === 'container' ? line.container_size || null : null,
      stackable: line.stackable,
      dangerous_goods: line.dangerous_goods,
      un_number: line.dangerous_goods && line.un_number.trim() ? line.un_number : null,
    })) as TPriceCalculationRequestInput['goods'],
    pickup_date: values.pickup_date || null,
    additional_services: [],
    flow: 'quote',
  };
}

/**
 * Checks the form by the contract the server applies, plus what only the form knows: a pickup
 * day not in the past and a UN number for dangerous goods. Returns the request when it passes.
 */
export function validateQuoteForm(
  values: QuoteFormValues,
  today: string = todayIso(),
): { request: TPriceCalculationRequest; issues: [] } | { request: null; issues: QuoteFormIssue[] } {
  const issues: QuoteFormIssue[] = [];
  const parsed = ZPriceCalculationRequest.safeParse(toPriceRequest(values));
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    // A blank required field reaches the contract as a missing value.
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    issues.push({ path, type: issue.code, message: missing ? 'validation.required' : issue.message });
  }
  for (const side of ['pickup', 'delivery'] as const) {
    if (values[side].country.trim() === '') replaceIssue(issues, `${side}.country`, 'validation.required');
  }
  if (!values.pickup_date) replaceIssue(issues, 'pickup_date', 'validation.required');
  else if (values.pickup_date < today) replaceIssue(issues, 'pickup_date', 'quotes:validation.pickup_in_past');
  values.goods.forEach((line, index) => {
    if (line.dangerous_goods && line.un_number.trim() === '') replaceIssue(issues, `goods.${index}.un_number`, 'validation.required');
  });
  return parsed.success && issues.length === 0 ? { request: parsed.data, issues: [] } : { request: null, issues };
}

function replaceIssue(issues: QuoteFormIssue[], path: string, message: string): void {
  const kept = issues.filter((issue) => issue.path !== path);
  issues.splice(0, issues.length, ...kept, { path, type: 'custom', message });
}

/** Every field a server 422 may name, for the current number of goods lines. */
export function quoteFieldPaths(goodsCount: number): QuoteFieldPath[] {
  const placeFields = ['country', 'zip', 'city'] as const;
  const goodsFields = [
    'package_type',
    'units',
    'weight',
    'depth',
    'width',
    'height',
    'volume',
    'pallet_spaces',
    'container_size',
    'un_number',
  ] as const;
  return [
    ...placeFields.flatMap((field) => [`pickup.${field}`, `delivery.${field}`] as QuoteFieldPath[]),
    ...Array.from({ length: goodsCount }, (_, index) => goodsFields.map((field): QuoteFieldPath => `goods.${index}.${field}`)).flat(),
    'goods',
    'pickup_date',
  ];
}

const positive = (text: string): number | null => {
  const value = decimalFromInput(text);
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
};

/** The lines as the rate engine reads them; a line without a usable weight counts as 0 kg. */
export function toGoodsLines(goods: readonly GoodsLineValues[]): GoodsLine[] {
  return goods.map((line) => ({
    quantity: line.units !== null && line.units > 0 ? line.units : 0,
    packageType: line.package_type,
    weightKg: positive(line.weight) ?? 0,
    lengthCm: positive(line.depth),
    widthCm: positive(line.width),
    heightCm: positive(line.height),
    volumeM3: positive(line.volume),
    palletPlaces: positive(line.pallet_spaces),
    stackable: line.stackable,
    dangerousGoods: line.dangerous_goods,
  }));
}

export interface GoodsTotals {
  packages: number;
  weightKg: number;
  volumeM3: number;
  loadingMetres: number;
  palletPlaces: number;
}

/** Live totals under the goods lines, by the same rules the prices are calculated with. */
export function goodsTotals(goods: readonly GoodsLineValues[]): GoodsTotals {
  const lines = toGoodsLines(goods);
  return {
    packages: packageCount(lines),
    weightKg: actualWeightKg(lines),
    volumeM3: volumeM3(lines),
    loadingMetres: loadingMetres(lines),
    palletPlaces: palletPlaces(lines),
  };
}

/** The standard footprint of a pallet type, shown as a hint in its blank length and width. */
export function standardFootprint(packageType: QuotePackageType): { depth: string; width: string } | null {
  const footprint = PALLET_FOOTPRINTS[packageType];
  return footprint ? { depth: String(footprint.lengthCm), width: String(footprint.widthCm) } : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function readPlace(value: unknown): PlaceValues {
  const place = record(value);
  const address = typeof place.address === 'object' && place.address !== null ? record(place.address) : null;
  return {
    country: text(place.country),
    zip: text(place.zip),
    city: text(place.city),
    address: address
      ? {
          ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(address[field])])) as Omit<AddressValue, 'company_model'>),
          company_model: address.company_model === 'private' ? 'private' : 'business',
        }
      : null,
  };
}

function readGoodsLine(value: unknown): GoodsLineValues {
  const line = record(value);
  const packageType = (QUOTE_PACKAGE_TYPES as readonly unknown[]).includes(line.package_type)
    ? (line.package_type as QuotePackageType)
    : 'eur_pallet';
  return {
    package_type: packageType,
    units: typeof line.units === 'number' && Number.isInteger(line.units) ? line.units : null,
    weight: text(line.weight),
    depth: text(line.depth),
    width: text(line.width),
    height: text(line.height),
    volume: text(line.volume),
    pallet_spaces: text(line.pallet_spaces),
    container_size: packageType === 'container' && isContainerSize(line.container_size) ? line.container_size : '',
    stackable: line.stackable !== false,
    dangerous_goods: line.dangerous_goods === true,
    un_number: text(line.un_number),
  };
}

/**
 * A stored draft read back defensively: it may come from an older version of the app. A pickup
 * day that has passed since it was saved moves to today.
 */
export function readQuoteDraft(value: unknown, today: string = todayIso()): QuoteFormValues | null {
  const draft = record(value);
  if (!Array.isArray(draft.goods) || draft.goods.length === 0) return null;
  const pickupDate = text(draft.pickup_date);
  return {
    pickup: readPlace(draft.pickup),
    delivery: readPlace(draft.delivery),
    goods: draft.goods.map(readGoodsLine),
    pickup_date: pickupDate && pickupDate >= today ? pickupDate : today,
  };
}

/** The form refilled from a stored calculation, for changing a search opened by its link. */
export function formFromCalculation(calculation: TPriceCalculation, today: string = todayIso()): QuoteFormValues {
  const { request } = calculation;
  const place = (value: TPriceCalculation['request']['pickup']): PlaceValues => ({
    country: value.country,
    zip: value.zip,
    city: value.city ?? '',
    address: null,
  });
  const measure = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    pickup: place(request.pickup),
    delivery: place(request.delivery),
    goods: request.goods.map((line) => ({
      package_type: line.package_type,
      units: line.units,
      weight: String(line.weight),
      depth: measure(line.depth),
      width: measure(line.width),
      height: measure(line.height),
      volume: measure(line.volume),
      pallet_spaces: measure(line.pallet_spaces),
      container_size: line.container_size ?? '',
      stackable: line.stackable !== false && line.non_stackable !== true,
      dangerous_goods: line.dangerous_goods,
      un_number: line.un_number ?? '',
    })),
    pickup_date: request.pickup_date && request.pickup_date >= today ? request.pickup_date : today,
  };
}
