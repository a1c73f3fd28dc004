import { z } from 'zod';
import { ZId } from '../common/numbers';
import { listResponse } from '../common/list';
import { EXCEPTION_TYPES } from '../consignments/consignment-activity';
import { CONSIGNMENT_STATUSES } from '../consignments/consignment';

/** A carrier's status code and the normalized status it stands for; without carrier it applies to all. */
export const ZStatusDictionaryEntry = z.object({
  id: z.number().int(),
  carrier_id: z.number().int().nullable(),
  carrier_name: z.string().nullable(),
  code: z.string(),
  status: z.enum(CONSIGNMENT_STATUSES),
  is_exception: z.boolean(),
  exception_type: z.enum(EXCEPTION_TYPES).nullable(),
  description: z.string().nullable(),
  updated_at: z.string(),
});
export type TStatusDictionaryEntry = z.infer<typeof ZStatusDictionaryEntry>;
export const ZListStatusDictionaryResponse = listResponse(ZStatusDictionaryEntry);
export type TListStatusDictionaryResponse = z.infer<typeof ZListStatusDictionaryResponse>;

export const ZStatusDictionaryBody = z
  .object({
    carrier_id: ZId.nullable().default(null),
    code: z.string().trim().min(1, { message: 'validation.required' }).max(60),
    status: z.enum(CONSIGNMENT_STATUSES),
    is_exception: z.boolean().default(false),
    exception_type: z.enum(EXCEPTION_TYPES).nullable().default(null),
    description: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(300).nullable().default(null),
    ),
  })
  .transform((entry) => {
    // A code that reports an exception is one, whatever the checkbox says; the type only applies to exceptions.
    const isException = entry.is_exception || entry.status === 'EXCEPTION';
    return { ...entry, is_exception: isException, exception_type: isException ? (entry.exception_type ?? 'OTHER') : null };
  });
export type TStatusDictionaryBody = z.output<typeof ZStatusDictionaryBody>;
export type TStatusDictionaryBodyInput = z.input<typeof ZStatusDictionaryBody>;
