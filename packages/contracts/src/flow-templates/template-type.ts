import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list';
import { optionalText, requiredText } from '../common/text';

export const TEMPLATE_TYPE_NAME_MAX = 100;
export const TEMPLATE_TYPE_DESCRIPTION_MAX = 500;

/** A kind of quote or booking template an organization groups its templates by, such as "Weekly pallets to Oslo". */
export const ZTemplateTypeBody = z.object({
  name: requiredText(TEMPLATE_TYPE_NAME_MAX),
  description: optionalText(TEMPLATE_TYPE_DESCRIPTION_MAX),
});
export type TTemplateTypeBody = z.output<typeof ZTemplateTypeBody>;
export type TTemplateTypeBodyInput = z.input<typeof ZTemplateTypeBody>;

export const ZTemplateType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many of the organization's templates have the type. */
  template_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTemplateType = z.infer<typeof ZTemplateType>;
export const ZTemplateTypeResponse = dataResponse(ZTemplateType);
export const ZListTemplateTypesResponse = listResponse(ZTemplateType);
export type TListTemplateTypesResponse = z.infer<typeof ZListTemplateTypesResponse>;
