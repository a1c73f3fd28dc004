import { count } from 'drizzle-orm';
import { recordMissingShipmentEmissions } from '../../modules/emissions';
import type { FileStore } from '../../platform/files';
import type { Database } from '../client';
import { countries, organizations } from '../schema';
import { seedDemoAdditionalServices } from './additional-services';
import { seedDemoBookings } from './bookings';
import { seedDemoAnnouncements } from './announcements';
import { seedDemoCannedResponses } from './canned-responses';
import { seedDemoCustoms } from './customs';
import { seedDemoPurchase } from './purchase';
import { seedDemoOrderDocuments } from './purchase-documents';
import { seedCarrierLogos, seedGoodTypes } from './dictionaries';
import { seedDemo, seedRoles } from './demo';
import { seedDemoEmissionFactors, seedEmissionFactors } from './emissions';
import { seedDemoShipmentHistory } from './shipment-history';
import { seedDemoOutsideShipments } from './outside-shipments';
import { seedDemoRates } from './rates';
import { seedDemoRegistrations } from './registrations';
import { seedDemoShipmentChat } from './shipment-chat';
import { seedDemoTemplateTypes } from './template-types';
import { seedDemoSavedReports } from './saved-reports';
import { seedDemoFreightInvoices } from './freight-invoices';
import { seedCarriers, seedCountries, seedPermissions, seedTrackingReference } from './reference';

/**
 * Reference data (countries, permissions, roles, known carriers, status codes, emission factors) goes into an
 * empty database, and demo organizations and users too unless turned off. A database with data
 * is never touched.
 */
export async function seedDatabase(db: Database, files: FileStore, options: { demo: boolean }): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedCountries(tx);
    const permissionKeys = await seedPermissions(tx);
    const roleIds = await seedRoles(tx, permissionKeys);
    await seedCarriers(tx);
    await seedTrackingReference(tx);
    await seedCarrierLogos(tx, files);
    await seedGoodTypes(tx);
    await seedEmissionFactors(tx);
    const [organizationCount] = await tx.select({ n: count() }).from(organizations);
    if (options.demo && (organizationCount?.n ?? 0) === 0) {
      await seedDemo(tx, files, roleIds);
      await seedDemoRates(tx);
      await seedDemoBookings(tx);
      await seedDemoCustoms(tx, files);
      await seedDemoPurchase(tx, files);
      await seedDemoOrderDocuments(tx, files);
      await seedDemoAdditionalServices(tx);
      await seedDemoCannedResponses(tx);
      await seedDemoAnnouncements(tx);
      await seedDemoEmissionFactors(tx);
      await seedDemoShipmentHistory(tx);
      await recordMissingShipmentEmissions(tx);
      await seedDemoOutsideShipments(tx);
      await seedDemoRegistrations(tx);
      await seedDemoShipmentChat(tx);
      await seedDemoTemplateTypes(tx);
      await seedDemoSavedReports(tx);
      await seedDemoFreightInvoices(tx);
    }
  });
  return true;
}
