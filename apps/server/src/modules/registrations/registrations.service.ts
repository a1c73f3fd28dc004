import {
  ORGANIZATION_ADMIN_ROLE,
  type Locale,
  type TDeclineRegistrationBody,
  type TListQuery,
  type TListRegistrationsResponse,
  type TRegistration,
  type ZRegistrationBody,
} from '@freight/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { generateToken, hashPassword, hashToken } from '../../platform/secrets';
import { sendPersonalMail } from '../auth';
import * as queries from './registrations.queries';

const HOUR_MS = 3_600_000;
const CONFIRM_DAYS = 3;

function toRegistration(row: queries.RegistrationRow): TRegistration {
  return {
    id: row.id,
    company_name: row.company_name,
    country_code: row.country_code,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    locale: row.locale as Locale,
    status: row.status,
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    decided_at: row.decided_at?.toISOString() ?? null,
    decline_message: row.decline_message,
    organization_id: row.organization_id,
  };
}

/** Past the hourly number of registrations of an address, it waits; the count holds whether or not the address is known. */
async function takeRegistrationAllowance(deps: AppDeps, email: string) {
  const since = new Date(Date.now() - HOUR_MS);
  await deps.db.transaction(async (tx) => {
    await queries.lockRegistrationsOf(tx, email);
    const { registrations, oldest } = await queries.countRecentRegistrations(tx, email, since);
    if (registrations >= deps.config.REGISTRATIONS_PER_ADDRESS_HOUR && oldest) {
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - Date.now()) / 1000));
      throw new TooManyRequestsError(retryAfter, 'errors.too_many_registrations');
    }
    await queries.recordRegistrationAttempt(tx, email);
  });
}

/**
 * A company registers. The answer is the same, and comes as fast, whether or not the address is
 * known: the registration and its mail follow the answer. A new address gets a link to confirm
 * it; an address with an account or a registration waiting for approval is told so instead.
 */
export async function register(deps: AppDeps, body: z.output<typeof ZRegistrationBody>) {
  if (!(await queries.countryExists(deps.db, body.country_code))) throw new ValidationError({ country_code: ['validation.country'] });
  await takeRegistrationAllowance(deps, body.email);
  deps.background.run('registration mail', async () => {
    const applicant = { name: body.contact_name, email: body.email, locale: body.locale };
    if (await queries.emailKnown(deps.db, body.email)) {
      await sendPersonalMail(deps, applicant, {
        subjectKey: 'mail.registration_known.subject',
        bodyKey: 'mail.registration_known.body',
        lines: [`${deps.config.appUrl}/login`],
        unasked: true,
      });
      return;
    }
    const token = generateToken();
    await queries.insertRegistration(deps.db, {
      company_name: body.company_name,
      country_code: body.country_code,
      contact_name: body.contact_name,
      email: body.email,
      phone: body.phone,
      locale: body.locale,
      password_hash: await hashPassword(body.password),
      confirm_token_hash: hashToken(token),
      confirm_expires_at: new Date(Date.now() + CONFIRM_DAYS * 24 * HOUR_MS),
    });
    await sendPersonalMail(deps, applicant, {
      subjectKey: 'mail.registration_confirm.subject',
      bodyKey: 'mail.registration_confirm.body',
      params: { company: body.company_name, days: CONFIRM_DAYS },
      lines: [`${deps.config.appUrl}/register/confirm/${token}`],
      unasked: true,
    });
  });
}

/** Following the e-mailed link confirms the address; the registration then waits for a god user. */
export async function confirmRegistration(deps: AppDeps, token: string) {
  const confirmed = await queries.confirmRegistration(deps.db, hashToken(token), new Date());
  if (!confirmed) throw new ValidationError({ token: ['auth.link_invalid'] }, 'auth.link_invalid');
}

export async function listRegistrations(deps: AppDeps, query: TListQuery): Promise<TListRegistrationsResponse> {
  const plan = planList(query, queries.registrationList);
  const { rows, total } = await queries.listRegistrations(deps.db, plan);
  return { data: rows.map(toRegistration), meta: listMeta(total, plan) };
}

function notPending(): ValidationError {
  return new ValidationError({ status: ['registration.not_pending'] }, 'registration.not_pending');
}

/** A site key is the name's words joined by underscores. */
function siteKeyOf(name: string) {
  return name.trim().split(/\s+/).join('_').slice(0, 100);
}

/**
 * Approves a confirmed registration: the organization, its first site and the contact as its
 * organization admin with the password chosen at registration, all at once; the admin is told by
 * e-mail and can sign in.
 */
export async function approveRegistration(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TRegistration> {
  const registration = await deps.db.transaction(async (tx) => {
    const row = await queries.findRegistrationForDecision(tx, id);
    if (!row) throw new NotFoundError();
    if (row.status !== 'pending') throw notPending();
    if (await queries.emailTaken(tx, row.email)) throw new ValidationError({ email: ['validation.email_taken'] });
    const organization = await queries.insertOrganization(tx, { name: row.company_name, country_code: row.country_code });
    const site = await queries.insertSite(tx, {
      organization_id: organization.id,
      key: siteKeyOf(row.company_name),
      name: row.company_name,
      email: row.email,
      phone: row.phone ?? '',
      address: '',
      post_code: '',
      city: '',
      vat_number: '',
      country_code: row.country_code,
    });
    const roleIds = (await queries.findRoleIds(tx, [ORGANIZATION_ADMIN_ROLE])).map((role) => role.id);
    const admin = await queries.insertUser(
      tx,
      {
        organization_id: organization.id,
        name: row.contact_name,
        email: row.email,
        level: 'organization-admin',
        locale: row.locale,
        password_hash: row.password_hash,
        // Confirming the registration proved the address.
        email_verified_at: row.confirmed_at,
      },
      roleIds,
      [site.id],
    );
    const entries = [
      { entity: 'organization', entityId: organization.id, after: { name: organization.name, country_code: organization.country_code } },
      { entity: 'site', entityId: site.id, after: { key: site.key, name: site.name, email: site.email, country_code: site.country_code } },
      { entity: 'user', entityId: admin.id, after: { name: admin.name, email: admin.email, roles: [ORGANIZATION_ADMIN_ROLE] } },
    ] as const;
    for (const entry of entries) {
      await recordAudit(tx, ctx, {
        ...entry,
        action: 'create',
        organizationId: organization.id,
        label: entry.entity === 'user' ? admin.name : organization.name,
      });
    }
    const decided = await queries.updateRegistration(tx, id, {
      status: 'approved',
      decided_at: new Date(),
      decided_by: ctx.actor.userId,
      organization_id: organization.id,
    });
    return decided;
  });
  await sendPersonalMail(
    deps,
    { name: registration.contact_name, email: registration.email, locale: registration.locale },
    {
      subjectKey: 'mail.registration_approved.subject',
      bodyKey: 'mail.registration_approved.body',
      params: { company: registration.company_name },
      lines: [`${deps.config.appUrl}/login`],
      unasked: false,
    },
  );
  return toRegistration(registration);
}

/** Declines a confirmed registration; the applicant gets the god user's message in their language's e-mail. */
export async function declineRegistration(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TDeclineRegistrationBody,
): Promise<TRegistration> {
  const declined = await deps.db.transaction(async (tx) => {
    const row = await queries.findRegistrationForDecision(tx, id);
    if (!row) throw new NotFoundError();
    if (row.status !== 'pending') throw notPending();
    return queries.updateRegistration(tx, id, {
      status: 'declined',
      decided_at: new Date(),
      decided_by: ctx.actor.userId,
      decline_message: body.message,
    });
  });
  await sendPersonalMail(
    deps,
    { name: declined.contact_name, email: declined.email, locale: declined.locale },
    {
      subjectKey: 'mail.registration_declined.subject',
      bodyKey: 'mail.registration_declined.body',
      params: { company: declined.company_name },
      lines: ['', body.message],
      unasked: false,
    },
  );
  return toRegistration(declined);
}
