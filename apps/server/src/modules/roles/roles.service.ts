import { GOD_USERS_ROLE, type TListQuery, type TListRolesResponse } from '@freight/contracts';
import { ne } from 'drizzle-orm';
import { roles } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './roles.queries';

/** Roles a user may see; 'GOD USERS' only to god users, who alone may assign it (SPEC §5, §6). */
export async function listRoles(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListRolesResponse> {
  const plan = planList(query, queries.roleList, [ctx.actor.isGodUser ? undefined : ne(roles.name, GOD_USERS_ROLE)]);
  const { rows, total } = await queries.listRoles(deps.db, plan);
  return {
    data: rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })),
    meta: listMeta(total, plan),
  };
}
