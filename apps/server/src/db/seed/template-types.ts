import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { organizations, templateTypes } from '../schema';

/** The kinds of templates the demo organization groups its quote and booking templates by. */
export async function seedDemoTemplateTypes(db: Executor) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  if (!organization) return;
  await db.insert(templateTypes).values(
    [
      { name: 'Weekly pallets to Oslo', description: 'Standing Thursday groupage from Gothenburg to the Oslo warehouse.' },
      { name: 'Parcels to retail stores', description: 'Small parcels to the store chain, delivered before opening.' },
      { name: 'Export with customs', description: 'Shipments outside the EU that need an invoice and a declaration.' },
    ].map((type) => ({ ...type, organization_id: organization.id })),
  );
}
