import { isValidPhone } from '@freight/domain';
import type { TAddressBookContact, ZAddressBookContactBody, ZCreateAddressBookContactBody } from '@freight/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf, type Scope } from '../../platform/tenancy';
import * as queries from './address-book.queries';
import { toContact } from './address-book.service';

/*
 * A company with contacts always has exactly one default contact: its first contact becomes
 * the default, marking another one moves the mark, and removing the default passes it to the
 * contact added earliest. Every change locks the company row, so two users marking defaults at
 * once are served one after the other (the partial unique index is the last line of defence).
 */

export async function listContacts(deps: AppDeps, ctx: SignedInContext, companyId: number): Promise<TAddressBookContact[]> {
  const scope = scopeOf(ctx);
  if (!(await queries.findCompany(deps.db, scope, companyId))) throw new NotFoundError();
  return (await queries.contactsOf(deps.db, scope, [companyId])).map(toContact);
}

async function lockedContact(tx: Executor, scope: Scope, id: number) {
  const contact = await queries.findContact(tx, scope, id);
  if (!contact) throw new NotFoundError();
  const company = await queries.findCompany(tx, scope, contact.company_id, { lock: true });
  return { ...contact, country: company!.country };
}

/** A contact's phone, kept as typed, is a number of its company's country. */
export function checkContactPhone(country: string, phone: string | null) {
  if (phone && !isValidPhone(country, phone)) throw new ValidationError({ phone: ['validation.phone_number'] });
}

async function reread(tx: Executor, scope: Scope, id: number) {
  const contact = await queries.findContact(tx, scope, id);
  return toContact(contact!);
}

export async function createContact(deps: AppDeps, ctx: SignedInContext, body: z.output<typeof ZCreateAddressBookContactBody>) {
  const scope = scopeOf(ctx);
  return deps.db.transaction(async (tx) => {
    // Another organization's company is not a valid choice, and says no more than that.
    const company = await queries.findCompany(tx, scope, body.company_id, { lock: true });
    if (!company) throw new ValidationError({ company_id: ['validation.invalid'] });
    checkContactPhone(company.country, body.phone);
    const others = await queries.contactsOf(tx, scope, [company.id]);
    const row = await queries.insertContact(tx, company, { name: body.name, email: body.email, phone: body.phone, is_default: false });
    if (body.is_default || others.length === 0) await queries.setDefaultContact(tx, company.id, row.id);
    await queries.touchCompany(tx, company.id);
    return reread(tx, scope, row.id);
  });
}

export async function updateContact(deps: AppDeps, ctx: SignedInContext, id: number, body: z.output<typeof ZAddressBookContactBody>) {
  const scope = scopeOf(ctx);
  return deps.db.transaction(async (tx) => {
    const contact = await lockedContact(tx, scope, id);
    checkContactPhone(contact.country, body.phone);
    await queries.updateContact(tx, id, { name: body.name, email: body.email, phone: body.phone });
    // Unmarking the default is done by marking another contact; the company keeps one.
    if (body.is_default && !contact.is_default) await queries.setDefaultContact(tx, contact.company_id, id);
    await queries.touchCompany(tx, contact.company_id);
    return reread(tx, scope, id);
  });
}

export async function makeDefault(deps: AppDeps, ctx: SignedInContext, id: number) {
  const scope = scopeOf(ctx);
  return deps.db.transaction(async (tx) => {
    const contact = await lockedContact(tx, scope, id);
    if (!contact.is_default) {
      await queries.setDefaultContact(tx, contact.company_id, id);
      await queries.touchCompany(tx, contact.company_id);
    }
    return reread(tx, scope, id);
  });
}

export async function deleteContact(deps: AppDeps, ctx: SignedInContext, id: number) {
  const scope = scopeOf(ctx);
  await deps.db.transaction(async (tx) => {
    const contact = await lockedContact(tx, scope, id);
    await queries.deleteContact(tx, id);
    if (contact.is_default) {
      const next = await queries.findFirstContact(tx, contact.company_id);
      if (next) await queries.setDefaultContact(tx, contact.company_id, next.id);
    }
    await queries.touchCompany(tx, contact.company_id);
  });
}
