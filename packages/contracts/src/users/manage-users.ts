import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { ADMIN_ROLE_NAMES, GOD_USERS_ROLE, USER_LEVELS } from '../access';
import { dataResponse, listResponse } from '../common/list';

/** A user as the administration screens list and edit them. */
export const ZManagedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  level: z.enum(USER_LEVELS),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** False until the user has followed the welcome link and chosen a password. */
  password_set: z.boolean(),
  /** False once deactivated: the user can no longer sign in. */
  active: z.boolean(),
  updated_at: z.string(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

export const ZListManagedUsersResponse = listResponse(ZManagedUser);
export type TListManagedUsersResponse = z.infer<typeof ZListManagedUsersResponse>;
export const ZManagedUserResponse = dataResponse(ZManagedUser);
export type TManagedUserResponse = z.infer<typeof ZManagedUserResponse>;

/**
 * Add or change a user (SPEC §7 user payload). With an administrator role the user belongs to
 * every site of the organization whatever `site_ids` says; otherwise at least one site of the
 * organization is required. `organization_id` is for god users; others add to their own.
 */
export const ZManagedUserBody = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(150, { message: 'validation.too_long' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'validation.required' })
    .max(254, { message: 'validation.too_long' })
    .pipe(z.email({ message: 'validation.email' })),
  description: z
    .string()
    .trim()
    .max(500, { message: 'validation.too_long' })
    .nullish()
    .transform((value) => (value ? value : null)),
  roles_ids: z.array(ZFormId).min(1, { message: 'validation.role_required' }).max(50),
  site_ids: z.array(ZFormId).max(1000).default([]),
  organization_id: ZFormId.optional(),
});
export type TManagedUserBody = z.input<typeof ZManagedUserBody>;
export type TManagedUserBodyOutput = z.output<typeof ZManagedUserBody>;

/** A user goes with the command 'delete', which the dialog presets (SPEC §4). */
export const ZDeleteUserBody = z.object({ command: z.string().trim().optional() }).default({});

/** Whether a role makes its holder an administrator, who belongs to all sites (SPEC §4, §6). */
export function isAdminRoleName(name: string): boolean {
  return (ADMIN_ROLE_NAMES as readonly string[]).includes(name);
}

/**
 * The roles a user may hand out: 'GOD USERS' only by god users (SPEC §5, §6). The list and the
 * server check both read this.
 */
export function assignableRoles<R extends { name: string }>(roles: readonly R[], actorIsGodUser: boolean): R[] {
  return roles.filter((role) => actorIsGodUser || role.name !== GOD_USERS_ROLE);
}

/**
 * The add-user sites rule of SPEC §4: with no role the sites field is disabled and empty; with
 * an administrator role it is disabled and holds every site of the organization; otherwise the
 * user picks among the organization's sites.
 */
export function userSitesField(
  roleNames: readonly string[],
  organizationSiteIds: readonly number[],
  chosen: readonly number[],
): { disabled: boolean; siteIds: number[] } {
  if (roleNames.length === 0) return { disabled: true, siteIds: [] };
  if (roleNames.some(isAdminRoleName)) return { disabled: true, siteIds: [...organizationSiteIds] };
  const allowed = new Set(organizationSiteIds);
  return { disabled: false, siteIds: chosen.filter((id) => allowed.has(id)) };
}
