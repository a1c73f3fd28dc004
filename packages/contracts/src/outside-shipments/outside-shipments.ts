import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list';
import { DATA_QUALITIES, EMISSION_MODES, ZEmissionsCalculation, ZEmissionsLocatedPlace } from '../emissions/emissions';

/**
 * Shipments booked elsewhere, brought in from an .xlsx workbook: calculated and handed back, or
 * imported as outside shipments of an organization beside the ones booked in the portal.
 */

/**
 * The workbook's columns, in the template's order. Each end of a shipment is a country with a city
 * or postcode, or a code: an IATA airport (3 letters), a UN/LOCODE (5 characters) or `lat, lon`.
 */
export const OUTSIDE_SHIPMENT_COLUMNS = [
  'reference',
  /** The leg number (1, 2, 3…) of a row that is one leg of a shipment with several. */
  'leg',
  'date',
  'carrier',
  'mode',
  'origin_country',
  'origin_city',
  'origin_code',
  'destination_country',
  'destination_city',
  'destination_code',
  'weight_kg',
  'distance_km',
  'fuel',
  'fuel_litres',
] as const;
export type OutsideShipmentColumn = (typeof OUTSIDE_SHIPMENT_COLUMNS)[number];

/** Columns a workbook must have; the others may be left out. */
export const OUTSIDE_SHIPMENT_REQUIRED_COLUMNS = ['reference', 'date', 'mode', 'weight_kg'] as const;

/** Columns the calculated workbook adds after the file's own. */
export const OUTSIDE_SHIPMENT_RESULT_COLUMNS = [
  'co2e_wtw_kg',
  'co2e_ttw_kg',
  'tkm',
  'calculated_distance_km',
  'factor',
  'data_quality',
  'error',
] as const;
export type OutsideShipmentResultColumn = (typeof OUTSIDE_SHIPMENT_RESULT_COLUMNS)[number];

/** The most rows one workbook may hold. */
export const OUTSIDE_SHIPMENT_ROWS_MAX = 100_000;
/** The most rows a verify preview lists; the counts cover every row. */
export const OUTSIDE_SHIPMENT_PREVIEW_MAX = 1_000;

export const ZOutsideRowError = z.object({
  /** The column's key, or null for the row as a whole. */
  column: z.string().nullable(),
  message: z.string(),
});
export type TOutsideRowError = z.infer<typeof ZOutsideRowError>;

/** One workbook row as verify sees it: its figures, or why it cannot be imported. */
export const ZOutsideRowResult = z.object({
  /** The row's number in the workbook, the header being row 1. */
  line: z.number().int(),
  reference: z.string().nullable(),
  mode: z.enum(EMISSION_MODES).nullable(),
  distance_km: z.number().nullable(),
  tkm: z.number().nullable(),
  co2e_wtw_kg: z.number().nullable(),
  co2e_ttw_kg: z.number().nullable(),
  data_quality: z.enum(DATA_QUALITIES).nullable(),
  factor: z.string().nullable(),
  errors: z.array(ZOutsideRowError),
});
export type TOutsideRowResult = z.infer<typeof ZOutsideRowResult>;

export const ZOutsideVerifyResult = z.object({
  rows_total: z.number().int(),
  rows_valid: z.number().int(),
  rows_invalid: z.number().int(),
  /** WTW of the rows that can be imported. */
  co2e_wtw_kg: z.number(),
  /** The first rows, then only wrong ones, up to OUTSIDE_SHIPMENT_PREVIEW_MAX. */
  rows: z.array(ZOutsideRowResult),
  truncated: z.boolean(),
});
export type TOutsideVerifyResult = z.infer<typeof ZOutsideVerifyResult>;
export const ZOutsideVerifyResponse = dataResponse(ZOutsideVerifyResult);

export const ZOutsideImportResult = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  co2e_wtw_kg: z.number(),
});
export type TOutsideImportResult = z.infer<typeof ZOutsideImportResult>;
export const ZOutsideImportResponse = dataResponse(ZOutsideImportResult);

/** What an outside shipment was read from and how its figures came about, for its details. */
export const ZOutsideShipmentRecord = z.object({
  line: z.number().int(),
  origin: ZEmissionsLocatedPlace.nullable(),
  destination: ZEmissionsLocatedPlace.nullable(),
  /** An end given by a postcode alone stands at its country's capital; the figures are then modelled. */
  capital_stand_in: z.boolean(),
  fuel: z.string().nullable(),
  fuel_litres: z.number().nullable(),
  calculation: ZEmissionsCalculation,
});
export type TOutsideShipmentRecord = z.infer<typeof ZOutsideShipmentRecord>;

export const ZOutsideShipment = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  reference: z.string(),
  shipment_date: z.string(),
  carrier_name: z.string().nullable(),
  mode: z.enum(EMISSION_MODES),
  origin_countrycode: z.string().nullable(),
  origin_place: z.string().nullable(),
  destination_countrycode: z.string().nullable(),
  destination_place: z.string().nullable(),
  mass_kg: z.number(),
  co2e_wtw_kg: z.number().nullable(),
  co2e_ttw_kg: z.number().nullable(),
  co2e_wtt_kg: z.number().nullable(),
  tkm: z.number().nullable(),
  data_quality: z.enum(DATA_QUALITIES).nullable(),
  factor_set_name: z.string().nullable(),
  factor_set_version: z.string().nullable(),
  calculated_at: z.string(),
});
export type TOutsideShipment = z.infer<typeof ZOutsideShipment>;
export const ZListOutsideShipmentsResponse = listResponse(ZOutsideShipment);
export type TListOutsideShipmentsResponse = z.infer<typeof ZListOutsideShipmentsResponse>;
