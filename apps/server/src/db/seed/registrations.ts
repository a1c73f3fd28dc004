import { hashPassword } from '../../platform/secrets';
import type { Executor } from '../client';
import { registrations } from '../schema';

/** A company that has confirmed its e-mail address and waits for a god user under Admin › Registrations. */
export async function seedDemoRegistrations(db: Executor) {
  const confirmedAt = new Date(Date.now() - 2 * 3_600_000);
  await db.insert(registrations).values({
    company_name: 'Fjord Seafood Export AS',
    country_code: 'NO',
    contact_name: 'Ingrid Solberg',
    email: 'ingrid.solberg@fjordseafood.example',
    phone: '+47 22 33 44 55',
    locale: 'en',
    password_hash: await hashPassword('Fjord-seafood-2026'),
    status: 'pending',
    confirmed_at: confirmedAt,
    created_at: new Date(confirmedAt.getTime() - 10 * 60_000),
  });
}
