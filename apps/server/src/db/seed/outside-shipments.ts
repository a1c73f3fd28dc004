import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { importWorkbook } from '../../modules/outside-shipments';
import type { Executor } from '../client';
import { organizations, sites } from '../schema';

/** The forwarder the demo organization also ships with, outside the portal. */
const FORWARDER = 'Kattegat Freight Forwarding';

/** Lanes of last quarter's outside shipments: origin and destination as the template takes them. */
const LANES: { mode: string; origin: [string, string, string]; destination: [string, string, string]; kg: number }[] = [
  { mode: 'road', origin: ['SE', 'Goteborg', ''], destination: ['DE', 'Hamburg', ''], kg: 8200 },
  { mode: 'road', origin: ['SE', 'Malmo', ''], destination: ['DK', 'Copenhagen', ''], kg: 2400 },
  { mode: 'road', origin: ['SE', 'Goteborg', ''], destination: ['NO', 'Oslo', ''], kg: 5600 },
  { mode: 'road', origin: ['SE', 'Goteborg', ''], destination: ['PL', 'Poznan', ''], kg: 11_800 },
  { mode: 'rail', origin: ['SE', 'Goteborg', ''], destination: ['DE', 'Duisburg', ''], kg: 18_500 },
  { mode: 'rail', origin: ['SE', 'Malmo', ''], destination: ['IT', 'Verona', ''], kg: 21_000 },
  { mode: 'sea', origin: ['', '', 'SEGOT'], destination: ['', '', 'CNSHA'], kg: 14_200 },
  { mode: 'sea', origin: ['', '', 'SEGOT'], destination: ['', '', 'USNYC'], kg: 9800 },
  { mode: 'air', origin: ['', '', 'GOT'], destination: ['', '', 'PVG'], kg: 420 },
  { mode: 'air', origin: ['', '', 'ARN'], destination: ['', '', 'ORD'], kg: 260 },
];

/** The first and last day of the calendar quarter before the one `today` is in. */
export function lastQuarter(today: Date): { start: Date; days: number } {
  const quarter = Math.floor(today.getUTCMonth() / 3);
  const start = new Date(Date.UTC(today.getUTCFullYear(), quarter * 3 - 3, 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), quarter * 3, 1));
  return { start, days: Math.round((end.getTime() - start.getTime()) / 86_400_000) };
}

/**
 * Last quarter's shipments of the demo users' organization with another forwarder, imported from a
 * workbook through the import itself, so the demo shows outside shipments beside booked ones.
 */
export async function seedDemoOutsideShipments(db: Executor, today = new Date()) {
  // The organization the demo users work in, on its site with emissions reporting.
  const [site] = await db
    .select({ id: sites.id, organization_id: sites.organization_id })
    .from(sites)
    .innerJoin(organizations, eq(organizations.id, sites.organization_id))
    .where(and(eq(organizations.name, 'Nordic Freight AB'), eq(sites.key, 'Gothenburg_Warehouse')));
  if (!site) return;

  const { start, days } = lastQuarter(today);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shipments');
  sheet.addRow([
    'reference',
    'date',
    'carrier',
    'mode',
    'origin_country',
    'origin_city',
    'origin_code',
    'destination_country',
    'destination_city',
    'destination_code',
    'weight_kg',
  ]);
  const count = 48;
  for (let index = 0; index < count; index += 1) {
    const lane = LANES[(index * 7) % LANES.length]!;
    const date = new Date(start.getTime() + Math.floor((index * days) / count) * 86_400_000);
    // Loads vary around each lane's typical weight, the same on every seed.
    const kg = Math.round(lane.kg * (0.6 + ((index * 37) % 80) / 100));
    sheet.addRow([
      `KFF-${date.getUTCFullYear()}-${String(index + 1).padStart(4, '0')}`,
      date,
      FORWARDER,
      lane.mode,
      ...lane.origin,
      ...lane.destination,
      kg,
    ]);
  }
  const folder = await mkdtemp(join(tmpdir(), 'freight-seed-'));
  try {
    const path = join(folder, 'kattegat-last-quarter.xlsx');
    const data = Buffer.from(await book.xlsx.writeBuffer());
    await writeFile(path, data);
    await importWorkbook(
      db,
      { locale: 'en', actor: null },
      { filename: 'kattegat-last-quarter.xlsx', mimetype: 'application/octet-stream', size: data.length, path },
      { organizationId: site.organization_id, siteId: site.id, writableSiteIds: [site.id] },
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
