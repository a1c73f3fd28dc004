import { z } from 'zod';

/** Filter names whose options `GET /api/filters?options[]=` answers (SPEC §3, §7). */
export const FILTER_OPTION_NAMES = [
  'carrier_from_source',
  'transport_mode_from_source',
  'consignor_countrycode',
  'consignor_city',
  'consignee_countrycode',
  'consignee_city',
] as const;
export type FilterOptionName = (typeof FILTER_OPTION_NAMES)[number];

export const ZFilterOptionsQuery = z.object({
  options: z
    .union([z.enum(FILTER_OPTION_NAMES), z.array(z.enum(FILTER_OPTION_NAMES))])
    .transform((value) => (Array.isArray(value) ? value : [value])),
});

export const ZFilterOption = z.object({ value: z.string(), label: z.string() });
export type TFilterOption = z.infer<typeof ZFilterOption>;

export const ZFilterOptionsResponse = z.object({
  data: z.partialRecord(z.enum(FILTER_OPTION_NAMES), z.array(ZFilterOption)),
});
export type TFilterOptionsResponse = z.infer<typeof ZFilterOptionsResponse>;

export const ZOrganizationSitesFilterResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sites: z.array(z.object({ id: z.number().int(), name: z.string(), key: z.string() })),
    }),
  ),
});
export type TOrganizationSitesFilterResponse = z.infer<typeof ZOrganizationSitesFilterResponse>;
