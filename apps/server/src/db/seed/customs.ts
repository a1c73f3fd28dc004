import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CustomsDeclarationType, CustomsDocumentType, CustomsStatus } from '@freight/contracts';
import { mrnCheckCharacter } from '@freight/domain';
import type { FileStore } from '../../platform/files';
import type { Executor } from '../client';
import {
  agentOrganizationGrants,
  companies,
  consignments,
  customsDeclarationDocuments,
  customsDeclarationEvents,
  customsDeclarationItems,
  customsDeclarations,
  customsDeclarationShipments,
  customsDeclarationVersions,
  customsProducts,
  organizations,
  sites,
  users,
  type CustomsPartiesValue,
} from '../schema';
import { demoPdf } from './demo';

/** The way each demo declaration went, move by move, and who made each move. */
const PATHS: Record<CustomsStatus, [CustomsStatus, 'shipper' | 'agent'][]> = {
  draft: [],
  submitted: [['submitted', 'shipper']],
  in_review: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
  ],
  lodged: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
    ['lodged', 'agent'],
  ],
  accepted: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
    ['lodged', 'agent'],
    ['accepted', 'agent'],
  ],
  under_control: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
    ['lodged', 'agent'],
    ['accepted', 'agent'],
    ['under_control', 'agent'],
  ],
  released: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
    ['lodged', 'agent'],
    ['accepted', 'agent'],
    ['released', 'agent'],
  ],
  rejected: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
    ['rejected', 'agent'],
  ],
  invalidated: [
    ['submitted', 'shipper'],
    ['in_review', 'agent'],
    ['lodged', 'agent'],
    ['invalidated', 'agent'],
  ],
};

const GOODS = [
  {
    article: 'NB-14-PRO',
    units: 120,
    code: '84713000',
    description: 'Portable computers, 14 inch',
    origin: 'CN',
    net: 182.4,
    gross: 236.0,
    value: 4_850_000,
  },
  {
    article: 'SW-24G',
    units: 40,
    code: '85176200',
    description: 'Network switches',
    origin: 'TW',
    net: 64.2,
    gross: 81.5,
    value: 1_230_000,
  },
  {
    article: 'DESK-OAK-160',
    units: 20,
    code: '94036010',
    description: 'Wooden office desks',
    origin: 'VN',
    net: 410.0,
    gross: 468.0,
    value: 960_000,
  },
  {
    article: 'TS-COT-M',
    units: 600,
    code: '61091000',
    description: 'Cotton T-shirts, knitted',
    origin: 'BD',
    net: 120.0,
    gross: 131.0,
    value: 312_000,
  },
  {
    article: 'FIT-PL-08',
    units: 5000,
    code: '39269097',
    description: 'Plastic fittings for furniture',
    origin: 'CN',
    net: 38.5,
    gross: 44.0,
    value: 86_000,
  },
  {
    article: 'SCR-M8-40',
    units: 25000,
    code: '73181595',
    description: 'Steel screws and bolts',
    origin: 'IN',
    net: 250.0,
    gross: 262.0,
    value: 142_000,
  },
];

/** Articles of the demo organization's product library not yet declared, so picking one shows what the library fills. */
const MORE_ARTICLES = [
  { article_number: 'CHAIR-ERG-2', name: 'Ergonomic office chairs', commodity_code: '94013100', origin_country: 'PL', unit_net_mass: 14.2 },
  { article_number: 'MON-27-4K', name: 'LCD monitors, 27 inch', commodity_code: '85285210', origin_country: 'KR', unit_net_mass: 6.1 },
  { article_number: 'CBL-USBC-2M', name: 'USB-C cables, 2 m', commodity_code: '85444290', origin_country: 'CN', unit_net_mass: 0.06 },
];

const KINDS: { type: CustomsDeclarationType; status: CustomsStatus }[] = [
  { type: 'H1', status: 'draft' },
  { type: 'H1', status: 'submitted' },
  { type: 'H1', status: 'in_review' },
  { type: 'B1', status: 'lodged' },
  { type: 'H1', status: 'accepted' },
  { type: 'H1', status: 'under_control' },
  { type: 'H1', status: 'released' },
  { type: 'B1', status: 'released' },
  { type: 'H1', status: 'rejected' },
  { type: 'I1', status: 'invalidated' },
];

/** A valid MRN for a demo declaration: year, Sweden, twelve characters, the procedure letter and its check character. */
function demoMrn(year: number, index: number, exporting: boolean) {
  const first17 = `${String(year % 100).padStart(2, '0')}SE${`DEMO${String(index).padStart(8, '0')}`}${exporting ? 'A' : 'R'}`;
  return first17 + mrnCheckCharacter(first17);
}

/**
 * The demo customs agent serves Nordic Freight AB, whose Stockholm office (the site with the
 * customs application) has declarations in every status, linked to its shipments, with their
 * history, versions, comments and documents.
 */
export async function seedDemoCustoms(db: Executor, files: FileStore) {
  const [agency] = await db.select().from(companies).where(eq(companies.name, 'Baltic Customs Agents'));
  const [nordic] = await db.select().from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.organization_id, nordic!.id), eq(sites.key, 'Stockholm_Office')));
  const [shipper] = await db.select().from(users).where(eq(users.email, 'user@demo.example'));
  const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.example'));
  if (!agency || !nordic || !site || !shipper || !agent) return;
  await db.insert(customsProducts).values([
    ...GOODS.map((line) => ({
      organization_id: nordic.id,
      article_number: line.article,
      name: line.description,
      commodity_code: line.code,
      origin_country: line.origin,
      unit_net_mass: Math.round((line.net / line.units) * 1000) / 1000,
    })),
    ...MORE_ARTICLES.map((article) => ({ ...article, organization_id: nordic.id })),
  ]);
  await db.insert(agentOrganizationGrants).values({ company_id: agency.id, organization_id: nordic.id }).onConflictDoNothing();

  const shipments = await db
    .select()
    .from(consignments)
    .where(and(eq(consignments.site_id, site.id), inArray(consignments.status, ['DELIVERED', 'IN_TRANSIT', 'BOOKED', 'PICKED_UP'])))
    .orderBy(asc(consignments.id))
    .limit(KINDS.length);
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  for (const [index, kind] of KINDS.entries()) {
    const shipment = shipments[index];
    const exporting = kind.type === 'B1';
    const started = new Date(now - (KINDS.length - index) * 3 * 86_400_000);
    const goods = [GOODS[index % GOODS.length]!, GOODS[(index + 2) % GOODS.length]!];
    const nordicParty = {
      name: 'Nordic Freight AB',
      eori: 'SE5566778899',
      address: 'Sveavägen 44',
      post_code: '11134',
      city: 'Stockholm',
      country: 'SE',
    };
    const foreign = {
      name: exporting ? 'Oslo Kontorsmøbler AS' : 'Shenzhen Bright Electronics Co.',
      eori: null,
      address: exporting ? 'Karl Johans gate 12' : '88 Keji Road',
      post_code: exporting ? '0154' : '518057',
      city: exporting ? 'Oslo' : 'Shenzhen',
      country: exporting ? 'NO' : 'CN',
    };
    const parties: CustomsPartiesValue = {
      importer: exporting ? foreign : nordicParty,
      exporter: exporting ? nordicParty : foreign,
      // The agent declares once it has the request; a draft has no declarant yet.
      declarant:
        kind.status === 'draft'
          ? { name: null, eori: null, address: null, post_code: null, city: null, country: null }
          : {
              name: 'Baltic Customs Agents',
              eori: 'SE5599001122',
              address: 'Frihamnen 2',
              post_code: '11556',
              city: 'Stockholm',
              country: 'SE',
            },
    };
    const path = PATHS[kind.status];
    const reachedAcceptance = path.some(([status]) => status === 'accepted');
    const [declaration] = await db
      .insert(customsDeclarations)
      .values({
        organization_id: nordic.id,
        site_id: site.id,
        agent_company_id: agency.id,
        created_by_user_id: shipper.id,
        status: kind.status,
        version: path.length > 1 ? 2 : 1,
        declaration_type: kind.type,
        lrn: `NF${year}-${String(index + 1).padStart(4, '0')}`,
        mrn: reachedAcceptance ? demoMrn(year, index + 1, exporting) : null,
        parties,
        incoterm: exporting ? 'FCA' : 'DAP',
        incoterm_place: exporting ? 'Stockholm' : 'Stockholm Frihamnen',
        customs_office: kind.status === 'draft' ? null : 'SE003033',
        transport_document_type: shipment?.transport_mode === 'AIR' ? 'N740' : shipment?.transport_mode === 'SEA' ? 'N705' : 'N730',
        transport_document_number: shipment?.waybill_number ?? shipment?.shipment_number ?? null,
        invoice_number: `INV-${year}-${1040 + index}`,
        invoice_currency: 'EUR',
        invoice_amount: goods.reduce((sum, line) => sum + line.value, 0),
        status_reason:
          kind.status === 'rejected'
            ? 'The invoice does not show the origin of the network switches. Please attach the supplier’s origin statement.'
            : kind.status === 'invalidated'
              ? 'Goods were not shipped; the declaration was invalidated at the shipper’s request.'
              : null,
        created_at: started,
        updated_at: new Date(started.getTime() + path.length * 5 * 3_600_000),
      })
      .returning();
    const id = declaration!.id;
    const items = goods.map((line, lineIndex) => ({
      organization_id: nordic.id,
      declaration_id: id,
      line_number: lineIndex + 1,
      article_number: line.article,
      quantity: line.units,
      // The shipper gives the six HS digits; the agent completes them once reviewing.
      commodity_code: kind.status === 'draft' || kind.status === 'submitted' ? line.code.slice(0, 6) : line.code,
      description: line.description,
      origin_country: line.origin,
      net_mass: line.net,
      gross_mass: line.gross,
      statistical_value: line.value,
      procedure_code: kind.status === 'draft' || kind.status === 'submitted' ? null : exporting ? '1000' : '4000',
      additional_procedure_code: kind.status === 'draft' || kind.status === 'submitted' ? null : '000',
      packages: 4 + lineIndex * 6,
      preference_code: exporting ? null : '100',
      supporting_documents: `N380 INV-${year}-${1040 + index}`,
    }));
    await db.insert(customsDeclarationItems).values(items);
    const content = (version: number) => ({
      ...declaration!,
      version,
      items: items.map(({ organization_id: _o, declaration_id: _d, ...item }) => item),
    });
    await db.insert(customsDeclarationVersions).values({
      organization_id: nordic.id,
      declaration_id: id,
      version: 1,
      content: content(1),
      created_by_user_id: shipper.id,
      created_at: started,
    });
    const events: (typeof customsDeclarationEvents.$inferInsert)[] = [
      {
        organization_id: nordic.id,
        declaration_id: id,
        kind: 'created',
        to_status: 'draft',
        version: 1,
        user_id: shipper.id,
        created_at: started,
      },
    ];
    let from: CustomsStatus = 'draft';
    path.forEach(([status, by], step) => {
      const at = new Date(started.getTime() + (step + 1) * 5 * 3_600_000);
      if (status === 'in_review') {
        events.push({ organization_id: nordic.id, declaration_id: id, kind: 'amended', version: 2, user_id: agent.id, created_at: at });
      }
      events.push({
        organization_id: nordic.id,
        declaration_id: id,
        kind: 'status',
        from_status: from,
        to_status: status,
        version: status === 'submitted' ? 1 : 2,
        body:
          status === 'accepted' ? declaration!.mrn : status === 'rejected' || status === 'invalidated' ? declaration!.status_reason : null,
        user_id: by === 'agent' ? agent.id : shipper.id,
        created_at: at,
      });
      from = status;
    });
    if (path.length > 1) {
      await db.insert(customsDeclarationVersions).values({
        organization_id: nordic.id,
        declaration_id: id,
        version: 2,
        content: content(2),
        created_by_user_id: agent.id,
        created_at: events.find((event) => event.kind === 'amended')!.created_at!,
      });
      events.push({
        organization_id: nordic.id,
        declaration_id: id,
        kind: 'comment',
        body: 'We completed the CN codes and the procedure codes from your invoice.',
        user_id: agent.id,
        created_at: new Date(started.getTime() + 2 * 5 * 3_600_000 + 60_000),
      });
    }
    await db.insert(customsDeclarationEvents).values(events);
    const documents: { type: CustomsDocumentType; name: string; by: number }[] = [
      { type: 'N380', name: `Invoice INV-${year}-${1040 + index}.pdf`, by: shipper.id },
    ];
    if (kind.status === 'released') documents.push({ type: 'release', name: `Release note ${declaration!.mrn}.pdf`, by: agent.id });
    for (const document of documents) {
      const content = demoPdf(document.name.replace(/\.pdf$/, ''));
      const filePath = `customs/${nordic.id}/${id}/demo-${document.type}`;
      await files.write(filePath, content);
      await db.insert(customsDeclarationDocuments).values({
        organization_id: nordic.id,
        declaration_id: id,
        document_type: document.type,
        filename: document.name,
        content_type: 'application/pdf',
        size: content.length,
        path: filePath,
        uploaded_by_user_id: document.by,
        created_at: started,
      });
    }
    if (shipment) {
      await db.insert(customsDeclarationShipments).values({ declaration_id: id, consignment_id: shipment.id, organization_id: nordic.id });
    }
  }
}
