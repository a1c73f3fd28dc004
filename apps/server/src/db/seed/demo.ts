import {
  siteKeyFromName,
  CUSTOM_REPORT_OPTIONS,
  GOD_USERS_ROLE,
  ORGANIZATION_ADMIN_ROLE,
  presetReportOptions,
  type ApplicationKey,
  type FreightPrintType,
  type UserLevel,
} from '@freight/contracts';
import { eq } from 'drizzle-orm';
import type { FileStore } from '../../platform/files';
import { translate } from '../../platform/i18n';
import { hashPassword } from '../../platform/secrets';
import type { Executor } from '../client';
import { seedDemoAddressBook } from './address-book';
import { generateShipment, insertShipments, randomSource, type CarrierChoice, type RandomSource, type ShipmentSite } from './consignments';
import {
  carrierServices,
  carriers,
  companies,
  consignmentComments,
  consignmentDocuments,
  consignmentReminders,
  consignments,
  embeddedReports,
  frontNotifications,
  notificationPreferences,
  notificationSettings,
  organizations,
  rolePermissions,
  roles,
  siteApplications,
  sites,
  userRoles,
  users,
  userSites,
  userSitesFilter,
  type NotificationText,
} from '../schema';

export const DEMO_PASSWORD = 'Freight-demo-1';

const CLIENT_PERMISSIONS = (keys: string[]) => keys.filter((key) => !key.startsWith('admin'));
const ROLE_GRANTS: Record<string, (keys: string[]) => string[]> = {
  [GOD_USERS_ROLE]: (keys) => keys,
  [ORGANIZATION_ADMIN_ROLE]: CLIENT_PERMISSIONS,
  'Site Admin': (keys) =>
    CLIENT_PERMISSIONS(keys).filter(
      (key) => !['settings.organization', 'settings.applications', 'settings.users', 'settings.invoice_actions'].includes(key),
    ),
  User: (keys) => CLIENT_PERMISSIONS(keys).filter((key) => !key.startsWith('settings.') || key === 'settings'),
};

export async function seedRoles(db: Executor, permissionKeys: string[]) {
  const ids = new Map<string, number>();
  for (const [name, grant] of Object.entries(ROLE_GRANTS)) {
    const [role] = await db.insert(roles).values({ name }).returning({ id: roles.id });
    if (!role) continue;
    ids.set(name, role.id);
    await db.insert(rolePermissions).values(grant(permissionKeys).map((key) => ({ role_id: role.id, permission_key: key })));
  }
  return ids;
}

function logoSvg(initials: string, color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<rect width="128" height="128" rx="24" fill="${color}"/>` +
      `<text x="64" y="80" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
      `</svg>`,
  );
}

interface DemoSite {
  name: string;
  city: string;
  address: string;
  post_code: string;
  phone: string;
  applications: ApplicationKey[];
  /** The freight documents the site's administrator fixed for its bookings. */
  lockedPrintTypes?: FreightPrintType[];
}

const ORGANIZATIONS: {
  name: string;
  initials: string;
  brand_color: string;
  is_demo: boolean;
  vat: string;
  sites: DemoSite[];
  /** Reports in the reporting services; their credentials are not part of the demo, so each page says so. */
  reports: { name: string; is_default: 0 | 1; source: 'power_bi' | 'metabase' }[];
}[] = [
  {
    name: 'Nordic Freight AB',
    initials: 'NF',
    brand_color: '#2E457C',
    is_demo: false,
    vat: 'SE-556677889901',
    reports: [
      { name: 'Overview', is_default: 1, source: 'power_bi' },
      { name: 'analytics', is_default: 0, source: 'power_bi' },
      { name: 'Carrier performance', is_default: 0, source: 'power_bi' },
      { name: 'Lane costs', is_default: 0, source: 'metabase' },
    ],
    sites: [
      {
        name: 'Gothenburg Warehouse',
        city: 'Göteborg',
        address: 'Lundbyvägen 12',
        post_code: '41755',
        phone: '+46317001200',
        applications: ['priceleadtime', 'transport_booking', 'emissions', 'custom_reports'],
      },
      {
        name: 'Stockholm Office',
        city: 'Stockholm',
        address: 'Sveavägen 44',
        post_code: '11134',
        phone: '+4686001100',
        applications: ['priceleadtime', 'customs', 'purchase'],
      },
      {
        name: 'Malmo Terminal',
        city: 'Malmö',
        address: 'Hamngatan 3',
        post_code: '21122',
        phone: '+46406003300',
        applications: ['transport_booking', 'invoice_details', 'emissions'],
        lockedPrintTypes: ['labels', 'waybill'],
      },
    ],
  },
  {
    name: 'Demo Organization',
    initials: 'DO',
    brand_color: '#1F6E5A',
    is_demo: true,
    vat: 'SE-559900112201',
    // No analytics report: its users see no Analytics entry (SPEC §6), and their custom reports under 'Ad-hoc reports'.
    reports: [
      { name: 'Monthly freight spend', is_default: 0, source: 'power_bi' },
      { name: 'Lead times by lane', is_default: 0, source: 'metabase' },
    ],
    sites: [
      {
        name: 'Demo Main Site',
        city: 'Jönköping',
        address: 'Industrigatan 7',
        post_code: '55302',
        phone: '+4636100200',
        applications: ['priceleadtime', 'transport_booking', 'emissions', 'custom_reports', 'customs', 'purchase'],
      },
      {
        name: 'Demo Outlet',
        city: 'Borås',
        address: 'Åsboholmsgatan 9',
        post_code: '50451',
        phone: '+4633100300',
        applications: ['priceleadtime', 'emissions'],
      },
    ],
  },
];

const DEMO_USERS: {
  email: string;
  name: string;
  level: UserLevel;
  role: string;
  organization: number;
  sites: string[];
  description: string;
  agent?: boolean;
}[] = [
  {
    email: 'god@demo.example',
    name: 'Greta Godmark',
    level: 'super',
    role: GOD_USERS_ROLE,
    organization: 0,
    sites: ['Gothenburg Warehouse'],
    description: 'Platform operations',
  },
  {
    email: 'orgadmin@demo.example',
    name: 'Oskar Orgström',
    level: 'organization-admin',
    role: ORGANIZATION_ADMIN_ROLE,
    organization: 0,
    sites: [],
    description: 'Logistics manager',
  },
  {
    email: 'siteadmin@demo.example',
    name: 'Sara Sitelund',
    level: 'site-admin',
    role: 'Site Admin',
    organization: 0,
    sites: ['Gothenburg Warehouse', 'Malmo Terminal'],
    description: 'Warehouse lead, Gothenburg',
  },
  {
    email: 'user@demo.example',
    name: 'Ulla Usersson',
    level: 'user',
    role: 'User',
    organization: 0,
    sites: ['Gothenburg Warehouse', 'Stockholm Office'],
    description: 'Transport planner',
  },
  {
    email: 'agent@demo.example',
    name: 'Anders Agentsson',
    level: 'user',
    role: 'User',
    organization: 1,
    sites: ['Demo Main Site'],
    description: 'Customs broker',
    agent: true,
  },
];

/** Two organizations, their sites, the five demo users, a few notifications and an address book (README). */
export async function seedDemo(db: Executor, files: FileStore, roleIds: Map<string, number>) {
  const [ownCompany] = await db.insert(companies).values({ name: 'Nordic Freight AB', is_agent: false }).returning();
  const [agentCompany] = await db.insert(companies).values({ name: 'Baltic Customs Agents', is_agent: true }).returning();
  // A carrier used for own transport: it exists, but is never offered as a choice.
  await db.insert(carriers).values({ name: 'Egen transportör' }).onConflictDoNothing();

  const organizationIds: number[] = [];
  const siteIds = new Map<string, number>();
  for (const spec of ORGANIZATIONS) {
    const logoPath = `organizations/${siteKeyFromName(spec.name).toLowerCase()}-logo.svg`;
    await files.write(logoPath, logoSvg(spec.initials, spec.brand_color));
    const [organization] = await db
      .insert(organizations)
      .values({
        name: spec.name,
        brand_color: spec.brand_color,
        is_demo: spec.is_demo,
        // The demo organization's users see Quote & Booking, as the internal accounts do (SPEC §6).
        quote_booking: spec.is_demo,
        country_code: 'SE',
        logo_path: logoPath,
        logo_content_type: 'image/svg+xml',
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('organization not created');
    organizationIds.push(organization.id);
    await db.insert(embeddedReports).values(
      spec.reports.map((report, index) => ({
        organization_id: organization.id,
        name: report.name,
        source: report.source,
        workspace_id: `ws-${spec.initials.toLowerCase()}`,
        // Metabase names a dashboard by its number.
        report_id: report.source === 'metabase' ? String(index + 1) : `rpt-${spec.initials.toLowerCase()}-${index + 1}`,
        is_default: report.is_default,
        front_options: JSON.stringify(presetReportOptions(report) ?? CUSTOM_REPORT_OPTIONS),
      })),
    );
    for (const site of spec.sites) {
      const key = siteKeyFromName(site.name);
      const [row] = await db
        .insert(sites)
        .values({
          organization_id: organization.id,
          key,
          name: site.name,
          email: `${key.toLowerCase()}@${spec.initials.toLowerCase()}.demo.example`,
          phone: site.phone,
          address: site.address,
          post_code: site.post_code,
          city: site.city,
          vat_number: spec.vat,
          country_code: 'SE',
          locked_freight_print_types: site.lockedPrintTypes ?? null,
        })
        .returning({ id: sites.id });
      if (!row) throw new Error('site not created');
      siteIds.set(site.name, row.id);
      await db
        .insert(siteApplications)
        .values(site.applications.map((application) => ({ organization_id: organization.id, site_id: row.id, application })));
    }
  }

  const shipmentRandom = await seedDemoShipments(
    db,
    ORGANIZATIONS.flatMap((spec, index) =>
      spec.sites.map((site) => ({
        organizationId: organizationIds[index]!,
        siteId: siteIds.get(site.name)!,
        home: ['SE', site.city, site.post_code] as const,
      })),
    ),
  );

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const spec of DEMO_USERS) {
    const organizationId = organizationIds[spec.organization]!;
    const [user] = await db
      .insert(users)
      .values({
        organization_id: organizationId,
        company_id: spec.agent ? agentCompany!.id : ownCompany!.id,
        name: spec.name,
        email: spec.email,
        password_hash: passwordHash,
        level: spec.level,
        description: spec.description,
        email_verified_at: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    await db.insert(userRoles).values({ user_id: user.id, role_id: roleIds.get(spec.role)! });
    // Notification choices a newcomer finds made: the admin reads of new exceptions in a morning
    // e-mail, the user hears of a new ETA by e-mail too.
    if (spec.level === 'organization-admin') {
      await db.insert(notificationPreferences).values({ user_id: user.id, event_type: 'exception_opened', channel: 'both' });
      await db.insert(notificationSettings).values({ user_id: user.id, email_delivery: 'digest' });
    }
    if (spec.level === 'user' && !spec.agent) {
      await db.insert(notificationPreferences).values({ user_id: user.id, event_type: 'eta_change', channel: 'both' });
    }
    const memberSites = spec.sites.map((name) => siteIds.get(name)!);
    if (memberSites.length > 0) {
      await db
        .insert(userSites)
        .values(memberSites.map((siteId) => ({ organization_id: organizationId, user_id: user.id, site_id: siteId })));
      // Super users act as one site at a time; the others start with all of theirs.
      const acting = spec.level === 'super' ? memberSites.slice(0, 1) : memberSites;
      await db.insert(userSitesFilter).values(acting.map((siteId) => ({ user_id: user.id, site_id: siteId })));
    }
    const sitesReady: NotificationText['content'] =
      spec.sites.length > 0
        ? { key: 'notifications.sites_ready_content', params: { sites: spec.sites.join(', ') } }
        : { key: 'notifications.sites_ready_all_content', params: {} };
    await db.insert(frontNotifications).values([
      {
        ...demoNotice(organizationId, user.id, {
          subject: { key: 'notifications.welcome_subject', params: {} },
          content: { key: 'notifications.welcome_content', params: {} },
        }),
        read_at: new Date(),
      },
      demoNotice(organizationId, user.id, { subject: { key: 'notifications.sites_ready_subject', params: {} }, content: sitesReady }),
    ]);
  }
  // Follow-ups come after the users, whose reminders they are, and go on with the shipments' random sequence.
  await seedFollowUps(db, files, shipmentRandom);
  await seedDemoAddressBook(db, organizationIds[0]!, null);
}

/** A demo notice as text keys, so it reads in each user's language like the portal's own notices. */
function demoNotice(organizationId: number, userId: number, text: NotificationText) {
  const word = ({ key, params }: NotificationText['subject']) => translate('en', key, params as Record<string, string>);
  return { organization_id: organizationId, user_id: userId, subject: word(text.subject), content: word(text.content), text };
}

const DEMO_SHIPMENTS_PER_SITE = 60;

/** A few hundred shipments across the demo sites, in every status and transport mode. */
async function seedDemoShipments(db: Executor, shipmentSites: ShipmentSite[]) {
  const services = await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id));
  const random = randomSource(20261122);
  const now = Date.now();
  const shipments = shipmentSites.flatMap((site) =>
    Array.from({ length: DEMO_SHIPMENTS_PER_SITE }, (_, index) =>
      generateShipment(random, site, random.pick(services as CarrierChoice[]), index + 1, now),
    ),
  );
  await insertShipments(db, shipments);
  return random;
}

const DEMO_COMMENTS = [
  'Consignee asked for delivery before noon.',
  'Carrier confirmed the pickup slot by phone.',
  'Goods are packed on two EUR pallets, please handle with care.',
  'Invoice copy sent to the consignee.',
];

/** A one-page PDF, so demo documents open in any viewer. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Comments, reminders (some overdue) and waybill documents on a share of the demo shipments. */
async function seedFollowUps(db: Executor, files: FileStore, random: RandomSource) {
  const rows = await db
    .select({
      id: consignments.id,
      organizationId: consignments.organization_id,
      number: consignments.shipment_number,
      status: consignments.status,
      siteId: consignments.site_id,
      bookedAt: consignments.booked_at,
    })
    .from(consignments);
  const members = await db.select({ siteId: userSites.site_id, userId: userSites.user_id }).from(userSites).orderBy(userSites.user_id);
  const now = Date.now();
  for (const row of rows) {
    if (random.next() < 0.25) {
      await db.insert(consignmentComments).values({
        organization_id: row.organizationId,
        consignment_id: row.id,
        body: random.pick(DEMO_COMMENTS),
        is_internal: random.next() < 0.7,
      });
    }
    // Reminders are personal: they go round the site's users, so every demo user has some of their own.
    const siteMembers = members.filter((member) => member.siteId === row.siteId);
    const author = siteMembers[row.id % Math.max(siteMembers.length, 1)];
    if (row.status !== 'DELIVERED' && random.next() < 0.15 && author) {
      const remindAt = new Date(now + random.int(-10, 10) * 86_400_000);
      await db.insert(consignmentReminders).values({
        organization_id: row.organizationId,
        consignment_id: row.id,
        user_id: author.userId,
        remind_at: remindAt,
        // Those already past were told of when they fell due; only yesterday's below is news.
        notified_at: remindAt.getTime() <= now ? remindAt : null,
        text: random.pick([
          'Call the consignee about the delivery time',
          'Check that the carrier picked up',
          'Follow up on the damage claim',
        ]),
      });
    }
    if (random.next() < 0.2) {
      const path = `documents/${row.organizationId}/${row.id}/waybill-${row.number}.pdf`;
      const content = demoPdf(`Waybill ${row.number}`);
      await files.write(path, content);
      await db.insert(consignmentDocuments).values({
        organization_id: row.organizationId,
        consignment_id: row.id,
        filename: `Waybill ${row.number}.pdf`,
        content_type: 'application/pdf',
        size: content.length,
        path,
      });
    }
  }
  // Every demo user also has one reminder that fell due yesterday on their newest open shipment, so the
  // expired-reminders notice shows at the first sign-in.
  const newestOpen = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const newest = newestOpen.get(row.siteId);
    if (row.status !== 'DELIVERED' && row.bookedAt && (!newest?.bookedAt || row.bookedAt > newest.bookedAt))
      newestOpen.set(row.siteId, row);
  }
  const firstSiteOf = new Map<number, number>();
  for (const member of members) if (!firstSiteOf.has(member.userId)) firstSiteOf.set(member.userId, member.siteId);
  for (const [userId, siteId] of firstSiteOf) {
    const shipment = newestOpen.get(siteId);
    if (!shipment) continue;
    await db.insert(consignmentReminders).values({
      organization_id: shipment.organizationId,
      consignment_id: shipment.id,
      user_id: userId,
      remind_at: new Date(now - 86_400_000),
      text: 'Call the consignee about the delivery time',
    });
  }
}
