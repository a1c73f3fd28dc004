import { z } from 'zod';
import { ZId } from '../common/numbers';
import { FLOW_KINDS } from '../bookings/flow';
import { dataResponse, listResponse } from '../common/list';

/**
 * Saved quote and booking forms (SPEC §2 templates routes, §3 draft "locked fields" and "chosen
 * template"): `/api/priceleadtime/templates`. A template keeps the form's values as the form
 * holds them and the dotted paths of the parts a user of the template may not change.
 */

export const FLOW_TEMPLATE_NAME_MAX = 100;
/** A template is a form, not a file: a few kilobytes at most. */
export const FLOW_TEMPLATE_VALUES_MAX_BYTES = 100_000;
export const FLOW_TEMPLATE_LOCKED_FIELDS_MAX = 100;

/** `consignor`, `goods`, `consignor.zip`, `goods.0.weight`: a section, or a field inside one. */
const FIELD_PATH = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/;

const ZPlaceShape = z.looseObject({}).nullable().optional();

/**
 * The form values, checked loosely: the places and parties are objects and the goods a list, so
 * a template opens in the form it was saved from; what each field holds is the form's to check.
 */
export const ZFlowTemplateValues = z
  .looseObject({
    pickup: ZPlaceShape,
    delivery: ZPlaceShape,
    consignor: ZPlaceShape,
    consignee: ZPlaceShape,
    goods: z.array(z.looseObject({})).max(100, { message: 'validation.too_big' }).optional(),
    pickup_date: z.string().max(10).nullable().optional(),
  })
  .refine((values) => JSON.stringify(values).length <= FLOW_TEMPLATE_VALUES_MAX_BYTES, { message: 'validation.too_large' });
export type TFlowTemplateValues = z.infer<typeof ZFlowTemplateValues>;

export const ZLockedFields = z
  .array(z.string().trim().max(200).regex(FIELD_PATH, { message: 'validation.field_path' }))
  .max(FLOW_TEMPLATE_LOCKED_FIELDS_MAX, { message: 'validation.too_big' })
  .transform((paths) => [...new Set(paths)]);

const ZTemplateName = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(FLOW_TEMPLATE_NAME_MAX, { message: 'validation.too_long' });

export const ZFlowTemplateBody = z.object({
  kind: z.enum(FLOW_KINDS),
  name: ZTemplateName,
  /** Null: every site of the organization may use it. */
  site_id: ZId.nullable().default(null),
  /** The organization's template type it is grouped under, if any. */
  type_id: ZId.nullable().default(null),
  values: ZFlowTemplateValues,
  locked_fields: ZLockedFields.default([]),
});
export type TFlowTemplateBody = z.infer<typeof ZFlowTemplateBody>;
export type TFlowTemplateBodyInput = z.input<typeof ZFlowTemplateBody>;

/** A change of a template: any of its parts; its kind stays. */
export const ZFlowTemplateUpdateBody = z
  .object({
    name: ZTemplateName.optional(),
    site_id: ZId.nullable().optional(),
    type_id: ZId.nullable().optional(),
    values: ZFlowTemplateValues.optional(),
    locked_fields: ZLockedFields.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'validation.required' });
export type TFlowTemplateUpdateBody = z.infer<typeof ZFlowTemplateUpdateBody>;
export type TFlowTemplateUpdateBodyInput = z.input<typeof ZFlowTemplateUpdateBody>;

/** One end of a template's route, as far as the template fills it in. */
export const ZFlowTemplatePlace = z.object({
  country: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});
export type TFlowTemplatePlace = z.infer<typeof ZFlowTemplatePlace>;

export const ZFlowTemplate = z.object({
  id: z.number().int(),
  kind: z.enum(FLOW_KINDS),
  name: z.string(),
  organization_id: z.number().int(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  values: z.record(z.string(), z.unknown()),
  locked_fields: z.array(z.string()),
  /** Where the goods go from and to, read from the values for lists. */
  route: z.object({ from: ZFlowTemplatePlace, to: ZFlowTemplatePlace }),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TFlowTemplate = z.infer<typeof ZFlowTemplate>;

export const ZFlowTemplateResponse = dataResponse(ZFlowTemplate);
export type TFlowTemplateResponse = z.infer<typeof ZFlowTemplateResponse>;
export const ZListFlowTemplatesResponse = listResponse(ZFlowTemplate);
export type TListFlowTemplatesResponse = z.infer<typeof ZListFlowTemplatesResponse>;

/** Sort keys of the templates list. */
export const FLOW_TEMPLATE_SORT_KEYS = ['name', 'site_name', 'type_name', 'created_by_name', 'created_at', 'updated_at'] as const;
