import { createRequire } from 'node:module';
import countryNames, { type LocaleData } from 'i18n-iso-countries';
import { flattenPermissionKeys, KNOWN_CARRIERS, PERMISSION_TREE, type PermissionNode, type TransportMode } from '@freight/contracts';
import type { Executor } from '../client';
import { carriers, carrierServices, countries, permissions } from '../schema';

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
    await db
      .insert(carrierServices)
      .values(services.map(([serviceName, serviceCode, mode]) => ({ carrier_id: carrier.id, name: serviceName, code: serviceCode, transport_mode: mode })));
  }
}
