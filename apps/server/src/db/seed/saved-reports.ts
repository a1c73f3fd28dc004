import { eq } from 'drizzle-orm';
import { ZSavedReportDefinition } from '@freight/contracts';
import type { Executor } from '../client';
import { organizations, savedReports, users } from '../schema';

/** Two reports Nordic Freight's people share, and one of the demo user's own, under Custom reports. */
export async function seedDemoSavedReports(db: Executor) {
  const [nordic] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'orgadmin@demo.example'));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.example'));
  if (!nordic || !admin || !user) return;
  const definition = (value: Record<string, unknown>) => ZSavedReportDefinition.parse(value);
  await db.insert(savedReports).values([
    {
      organization_id: nordic.id,
      owner_user_id: null,
      created_by_user_id: admin.id,
      name: 'Carrier league: on time and lead time',
      definition: definition({
        measures: ['shipments', 'on_time_share', 'lead_time_avg', 'lead_time_p90'],
        rows: 'carrier',
        chart: 'horizontal-bar',
      }),
    },
    {
      organization_id: nordic.id,
      owner_user_id: null,
      created_by_user_id: admin.id,
      name: 'Monthly volume by mode',
      definition: definition({ measures: ['shipments'], rows: 'period', columns: 'mode', interval: 'month', chart: 'stacked-bar' }),
    },
    {
      organization_id: nordic.id,
      owner_user_id: user.id,
      created_by_user_id: user.id,
      name: 'My lanes: cost per kg',
      definition: definition({ measures: ['price_per_kg', 'shipments'], rows: 'lane', period: 'last_90_days', chart: 'bar' }),
    },
  ]);
}
