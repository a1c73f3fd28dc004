import { createRequire } from 'node:module';
import countryNames, { type LocaleData } from 'i18n-iso-countries';
import { flattenPermissionKeys, KNOWN_CARRIERS, PERMISSION_TREE, type PermissionNode, type TransportMode } from '@freight/contracts';
import type { Executor } from '../client';
import { carrierDetectors, carriers, carrierServices, countries, permissions, statusDictionary } from '../schema';

const require = createRequire(import.meta.url);
for (const language of ['en', 'es', 'zh']) {
  countryNames.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);
}

/** Every ISO 3166 country with its English, Spanish and Chinese name. */
export async function seedCountries(db: Executor) {
  const english = countryNames.getNames('en', { select: 'official' });
  const rows = Object.entries(english).map(([code, name]) => ({
    code,
    alpha3: countryNames.alpha2ToAlpha3(code) ?? code,
    name_en: name,
    name_es: countryNames.getName(code, 'es', { select: 'official' }) ?? name,
    name_zh: countryNames.getName(code, 'zh', { select: 'official' }) ?? name,
  }));
  await db.insert(countries).values(rows).onConflictDoNothing();
}

export async function seedPermissions(db: Executor) {
  const parentOf = (nodes: PermissionNode[], parent: string | null): { key: string; parent_key: string | null }[] =>
    nodes.flatMap((node) => [{ key: node.key, parent_key: parent }, ...parentOf(node.children ?? [], node.key)]);
  await db.insert(permissions).values(parentOf(PERMISSION_TREE, null)).onConflictDoNothing();
  return flattenPermissionKeys();
}

/** The services each known carrier runs in the demo; others get a road groupage service. */
const CARRIER_SERVICES: Record<string, [name: string, code: string, mode: TransportMode][]> = {
  'DHL Express': [
    ['DHL Express Worldwide', 'DHL_EXP_WW', 'EXPRESS'],
    ['DHL Express 12:00', 'DHL_EXP_12', 'EXPRESS'],
  ],
  'DHL Freight': [
    ['DHL Freight Euroconnect', 'DHL_FRT_EUC', 'ROAD'],
    ['DHL Freight Pall', 'DHL_FRT_PALL', 'ROAD'],
  ],
  'DHL Global Forwarding': [
    ['DHL Air Freight', 'DHL_GF_AIR', 'AIR'],
    ['DHL Ocean FCL', 'DHL_GF_FCL', 'OCEAN'],
  ],
  PostNord: [
    ['PostNord MyPack Collect', 'PN_MPC', 'COURIER'],
    ['PostNord Parcel', 'PN_PARCEL', 'COURIER'],
    ['PostNord Pallet', 'PN_PALLET', 'ROAD'],
  ],
  Schenker: [
    ['DB Schenker System', 'DBS_SYSTEM', 'ROAD'],
    ['DB Schenker Parcel', 'DBS_PARCEL', 'COURIER'],
    ['DB Schenker Airfreight', 'DBS_AIR', 'AIR'],
  ],
  UPS: [
    ['UPS Express Saver', 'UPS_SAVER', 'EXPRESS'],
    ['UPS Standard', 'UPS_STANDARD', 'COURIER'],
  ],
  TNT: [['TNT Economy Express', 'TNT_ECO', 'EXPRESS']],
  'DSV Road': [['DSV Groupage', 'DSV_GROUPAGE', 'ROAD']],
  'Bring Parcels': [['Bring Business Parcel', 'BRING_BP', 'COURIER']],
  Jetpak: [['Jetpak Direct', 'JETPAK_DIRECT', 'COURIER']],
  'NTG Air & Ocean': [
    ['NTG Sea LCL', 'NTG_LCL', 'SEA'],
    ['NTG Air Consol', 'NTG_AIR', 'AIR'],
  ],
  Greencarrier: [['Greencarrier Rail Asia', 'GC_RAIL', 'RAIL']],
  'Yusen Logistics': [['Yusen Multimodal', 'YUSEN_MM', 'MULTIMODAL']],
};

/** The known carriers of SPEC §9, each with at least one service. */
export async function seedCarriers(db: Executor) {
  for (const name of KNOWN_CARRIERS) {
    const [carrier] = await db.insert(carriers).values({ name }).onConflictDoNothing().returning({ id: carriers.id });
    if (!carrier) continue;
    const code = name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
    const services = CARRIER_SERVICES[name] ?? [[`${name} Groupage`, `${code}_GROUPAGE`, 'ROAD']];
    await db.insert(carrierServices).values(
      services.map(([serviceName, serviceCode, mode]) => ({
        carrier_id: carrier.id,
        name: serviceName,
        code: serviceCode,
        transport_mode: mode,
      })),
    );
  }
}

/** Status codes common to carrier feeds, mapped for all carriers; admins refine per carrier. */
const GENERAL_STATUS_CODES: [code: string, status: string, isException: boolean, description: string][] = [
  ['EDI', 'BOOKED', false, 'Shipment information received'],
  ['BKD', 'BOOKED', false, 'Booked'],
  ['CNF', 'CONFIRMED', false, 'Booking confirmed by carrier'],
  ['PU', 'PICKED_UP', false, 'Picked up'],
  ['TRM', 'IN_TRANSIT', false, 'Arrived at terminal'],
  ['DEP', 'IN_TRANSIT', false, 'Departed from terminal'],
  ['OFD', 'OUT_FOR_DELIVERY', false, 'Out for delivery'],
  ['DLV', 'DELIVERED', false, 'Delivered'],
  ['DMG', 'EXCEPTION', true, 'Goods damaged'],
  ['DLY', 'EXCEPTION', true, 'Delayed'],
  ['NDL', 'EXCEPTION', true, 'Delivery attempt failed'],
  ['CAN', 'CANCELLED', false, 'Cancelled'],
  ['RTS', 'RETURNED', false, 'Returned to sender'],
];

/** Raw names carrier feeds use for the known carriers. */
const DETECTORS: [carrier: string, pattern: string, match: 'exact' | 'contains'][] = [
  ['DHL Freight', 'dhl freight', 'contains'],
  ['DHL Express', 'dhl express', 'contains'],
  ['Schenker', 'schenker', 'contains'],
  ['PostNord', 'postnord', 'contains'],
  ['PostNord', 'posten logistik', 'contains'],
  ['DSV Road', 'dsv', 'contains'],
  ['Bring Parcels', 'bring', 'contains'],
  ['UPS', 'united parcel service', 'contains'],
  ['Greencarrier', 'greencarrier', 'contains'],
];

export async function seedTrackingReference(db: Executor) {
  await db
    .insert(statusDictionary)
    .values(GENERAL_STATUS_CODES.map(([code, status, is_exception, description]) => ({ code, status, is_exception, description })))
    .onConflictDoNothing();
  const rows = await db.select({ id: carriers.id, name: carriers.name }).from(carriers);
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  await db.insert(carrierDetectors).values(
    DETECTORS.flatMap(([carrier, pattern, match]) => {
      const carrierId = idByName.get(carrier);
      return carrierId ? [{ carrier_id: carrierId, pattern, match }] : [];
    }),
  );
}
