import { z } from 'zod';
import { ZFormId } from './numbers';

/** The one error body every failing API call answers with (ARCHITECTURE "API conventions"). */
export const ZErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Booleans travel as 0 or 1 in form data (SPEC §5); accept true/false too. */
export const ZFormBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

export const ZIdParams = z.object({ id: ZFormId });
