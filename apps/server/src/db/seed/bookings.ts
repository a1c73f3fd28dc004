import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { carriers, carrierServiceConnectors, carrierServices, organizationBookingSettings, organizations } from '../schema';

/** Demo GS1 company prefixes by organization; real ones come from the organization's GS1 membership. */
const DEMO_GS1_PREFIXES: Record<string, string> = {
  'Nordic Freight AB': '7350053',
  'Demo Organization': '7350054',
};

/** The carriers' booking desks for the built-in e-mail connector, at addresses that go nowhere. */
export async function seedDemoBookings(db: Executor) {
  const services = await db
    .select({ id: carrierServices.id, carrier: carriers.name })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id));
  const slug = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  if (services.length > 0) {
    await db
      .insert(carrierServiceConnectors)
      .values(
        services.map((service) => ({
          carrier_service_id: service.id,
          kind: 'email' as const,
          address: `bookings@${slug(service.carrier)}.example`,
        })),
      )
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations);
  const settings = rows.flatMap((row) =>
    DEMO_GS1_PREFIXES[row.name] ? [{ organization_id: row.id, gs1_company_prefix: DEMO_GS1_PREFIXES[row.name]! }] : [],
  );
  if (settings.length > 0) await db.insert(organizationBookingSettings).values(settings).onConflictDoNothing();
}
