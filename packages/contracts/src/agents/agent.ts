import { z } from 'zod';
import { ZId } from '../common/numbers';
import { listResponse } from '../common/list';

export const ZAgentUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const ZAgentGrant = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  granted_at: z.string(),
});
export type TAgentGrant = z.infer<typeof ZAgentGrant>;

/**
 * A company and its agent standing (SPEC §6): while it is flagged as an agent, its users act on
 * the shipments of the organizations granted to it besides their own organization's.
 */
export const ZAgentCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  is_agent: z.boolean(),
  users: z.array(ZAgentUser),
  grants: z.array(ZAgentGrant),
  updated_at: z.string(),
});
export type TAgentCompany = z.infer<typeof ZAgentCompany>;

export const ZListAgentCompaniesResponse = listResponse(ZAgentCompany);
export type TListAgentCompaniesResponse = z.infer<typeof ZListAgentCompaniesResponse>;

export const ZAgentCompanyBody = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' }),
  is_agent: z.boolean().default(true),
});
export type TAgentCompanyBody = z.infer<typeof ZAgentCompanyBody>;
export type TAgentCompanyBodyInput = z.input<typeof ZAgentCompanyBody>;

/** The whole set of organizations granted to an agent: those left out lose their grant. */
export const ZAgentGrantsBody = z.object({
  organization_ids: z.array(ZId).max(1000, { message: 'validation.too_many' }),
});
export type TAgentGrantsBody = z.infer<typeof ZAgentGrantsBody>;
