import { randomBytes } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  bookingDefaultsOf,
  type TBookingDefaults,
  type TChangePasswordBody,
  type TUser,
  type ZUpdateProfileBody,
} from '@freight/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { acceptImage } from '../../platform/images';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import { hashPassword, verifyPassword } from '../../platform/secrets';
import { sendVerificationLink } from '../auth';
import { loadUserProfile } from '../auth';
import * as queries from './settings.queries';

/** Saves the user's own profile; a new e-mail address has to be verified again. */
export async function updateProfile(deps: AppDeps, ctx: SignedInContext, body: z.output<typeof ZUpdateProfileBody>): Promise<TUser> {
  const userId = ctx.actor.userId;
  const current = await queries.findProfile(deps.db, scopeOf(ctx), userId);
  if (!current) throw new NotFoundError();
  const emailChanged = current.email.toLowerCase() !== body.email;
  if (emailChanged && (await queries.emailTakenByOther(deps.db, body.email, userId))) {
    throw new ValidationError({ email: ['validation.email_taken'] });
  }
  await queries.updateUser(deps.db, userId, {
    name: body.name,
    email: body.email,
    description: body.description,
    locale: body.locale,
    ...(emailChanged ? { email_verified_at: null } : {}),
  });
  if (emailChanged) await sendVerificationLink(deps, userId);
  return loadUserProfile(deps.db, userId);
}

export async function bookingDefaults(deps: AppDeps, ctx: SignedInContext): Promise<TBookingDefaults> {
  return bookingDefaultsOf(await queries.findBookingDefaults(deps.db, ctx.actor.userId));
}

/** Saves what the user's new bookings start with. */
export async function updateBookingDefaults(deps: AppDeps, ctx: SignedInContext, body: TBookingDefaults): Promise<TBookingDefaults> {
  await queries.updateUser(deps.db, ctx.actor.userId, { booking_defaults: body });
  return bookingDefaultsOf(body);
}

/** Changes the password after checking the current one; every other session is signed out. */
export async function changePassword(deps: AppDeps, ctx: SignedInContext, body: TChangePasswordBody) {
  const { userId, sessionId } = ctx.actor;
  const currentHash = await queries.findPasswordHash(deps.db, userId);
  if (!(await verifyPassword(currentHash, body.current_password))) {
    throw new ValidationError({ current_password: ['validation.current_password'] });
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await queries.updateUser(tx, userId, { password_hash: passwordHash });
    await queries.revokeOtherSessions(tx, userId, sessionId);
  });
}

/**
 * Users change their own avatar; organization admins and super users may change others' in the
 * organizations they reach. A user of another organization is not found.
 */
async function assertMayEditUser(deps: AppDeps, ctx: SignedInContext, userId: number) {
  const target = await queries.findProfile(deps.db, scopeOf(ctx), userId);
  if (!target) throw new NotFoundError();
  const { actor } = ctx;
  if (actor.userId === userId || actor.level === 'super' || actor.level === 'organization-admin') return target;
  throw new ForbiddenError();
}

export async function replaceAvatar(deps: AppDeps, ctx: SignedInContext, userId: number, file: UploadedFile): Promise<TUser> {
  await assertMayEditUser(deps, ctx, userId);
  const kind = await acceptImage(file, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES });
  // A new name on every upload, so a cached old avatar is never shown for the new one.
  const path = `avatars/${userId}-${randomBytes(6).toString('hex')}.${kind.extension}`;
  await deps.files.write(path, kind.data);
  await queries.updateUser(deps.db, userId, { avatar_path: path, avatar_content_type: kind.type });
  return loadUserProfile(deps.db, userId);
}

export async function removeAvatar(deps: AppDeps, ctx: SignedInContext, userId: number): Promise<TUser> {
  await assertMayEditUser(deps, ctx, userId);
  await queries.updateUser(deps.db, userId, { avatar_path: null, avatar_content_type: null });
  return loadUserProfile(deps.db, userId);
}
