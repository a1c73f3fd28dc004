import { z } from 'zod';
import { listResponse } from '../common/list';

export const ZRole = z.object({ id: z.number().int(), name: z.string() });
export type TRole = z.infer<typeof ZRole>;

export const ZRoleListItem = ZRole.extend({
  permissions: z.array(z.string()),
  updated_at: z.string(),
});
export const ZListRolesResponse = listResponse(ZRoleListItem);
export type TListRolesResponse = z.infer<typeof ZListRolesResponse>;
