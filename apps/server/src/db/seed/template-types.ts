import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { flowTemplates, organizations, templateTypes, users } from '../schema';

const pallets = (units: number, weight: string) => [
  { package_type: 'eur_pallet', units, weight, depth: '', width: '', height: '', stackable: true, dangerous_goods: false, un_number: '' },
];

/** The kinds of templates the demo organization groups its quote and booking templates by, with two quote templates using them. */
export async function seedDemoTemplateTypes(db: Executor) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  if (!organization) return;
  const types = await db
    .insert(templateTypes)
    .values(
      [
        { name: 'Weekly pallets to Oslo', description: 'Standing Thursday groupage from Gothenburg to the Oslo warehouse.' },
        { name: 'Parcels to retail stores', description: 'Small parcels to the store chain, delivered before opening.' },
        { name: 'Export with customs', description: 'Shipments outside the EU that need an invoice and a declaration.' },
      ].map((type) => ({ ...type, organization_id: organization.id })),
    )
    .returning({ id: templateTypes.id, name: templateTypes.name });
  const typeId = (name: string) => types.find((type) => type.name === name)?.id ?? null;
  const [planner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.example'));
  await db.insert(flowTemplates).values([
    {
      organization_id: organization.id,
      created_by_user_id: planner?.id ?? null,
      type_id: typeId('Weekly pallets to Oslo'),
      kind: 'quote',
      name: 'Gothenburg to Oslo, Thursday pallets',
      values: {
        pickup: { country: 'SE', zip: '41101', city: 'Göteborg', address: null },
        delivery: { country: 'NO', zip: '0150', city: 'Oslo', address: null },
        goods: pallets(4, '1200'),
      },
      locked_fields: ['pickup', 'delivery'],
    },
    {
      organization_id: organization.id,
      created_by_user_id: planner?.id ?? null,
      type_id: typeId('Parcels to retail stores'),
      kind: 'quote',
      name: 'Stockholm store delivery',
      values: {
        pickup: { country: 'SE', zip: '41101', city: 'Göteborg', address: null },
        delivery: { country: 'SE', zip: '11120', city: 'Stockholm', address: null },
        goods: pallets(1, '180'),
      },
      locked_fields: [],
    },
  ]);
}
