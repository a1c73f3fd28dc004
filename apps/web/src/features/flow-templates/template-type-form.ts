import { TEMPLATE_TYPE_DESCRIPTION_MAX, TEMPLATE_TYPE_NAME_MAX, type TTemplateType, type TTemplateTypeBodyInput } from '@freight/contracts';
import { z } from 'zod';

/** The template type form: the contract's limits on what the user types. */
export const ZTemplateTypeForm = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(TEMPLATE_TYPE_NAME_MAX, { message: 'validation.too_long' }),
  description: z.string().trim().max(TEMPLATE_TYPE_DESCRIPTION_MAX, { message: 'validation.too_long' }),
});
export type TemplateTypeForm = z.infer<typeof ZTemplateTypeForm>;

export const templateTypeFormValues = (type: TTemplateType | null): TemplateTypeForm => ({
  name: type?.name ?? '',
  description: type?.description ?? '',
});

/** A blank description is no description. */
export const templateTypeBody = (form: TemplateTypeForm): TTemplateTypeBodyInput => ({
  name: form.name.trim(),
  description: form.description.trim() || null,
});
