import { and, eq, isNull } from 'drizzle-orm';
import { lineAmount } from '@freight/domain';
import type { PurchaseOrderSetStatus } from '@freight/contracts';
import type { FileStore } from '../../platform/files';
import type { Executor } from '../client';
import {
  consignments,
  organizations,
  purchaseArticles,
  purchaseLineShipments,
  purchaseOrderLines,
  purchaseOrders,
  purchaseResellers,
  purchaseSupplierAddresses,
  purchaseSupplierManagers,
  purchaseSuppliers,
  sites,
  users,
} from '../schema';
import { seedDemoArticlePhotos } from './purchase-photos';

const SUPPLIERS = [
  {
    supplier_number: 'SUP-1001',
    name: 'Shenzhen Bright Lighting Co.',
    country: 'CN',
    email: 'orders@brightlighting.example',
    office: { name: 'Head office', address: '88 Keyuan Road', zip: '518057', city: 'Shenzhen' },
    pickup: { name: 'Dongguan factory', address: '12 Changan Industrial Park', zip: '523850', city: 'Dongguan' },
    manager: { name: 'Li Wei', email: 'li.wei@brightlighting.example', phone: '+8675586001234' },
  },
  {
    supplier_number: 'SUP-1002',
    name: 'Porto Têxteis Lda',
    country: 'PT',
    email: 'vendas@portotexteis.example',
    office: { name: 'Escritório', address: 'Rua de Santa Catarina 120', zip: '4000-447', city: 'Porto' },
    pickup: { name: 'Armazém Maia', address: 'Zona Industrial da Maia, Lote 7', zip: '4470-122', city: 'Maia' },
    manager: { name: 'Ana Ribeiro', email: 'ana.ribeiro@portotexteis.example', phone: '+351220001122' },
  },
  {
    supplier_number: 'SUP-1003',
    name: 'Hanoi Woodcraft JSC',
    country: 'VN',
    email: 'export@hanoiwoodcraft.example',
    office: { name: 'Head office', address: '25 Lang Ha', zip: '100000', city: 'Hanoi' },
    pickup: { name: 'Bac Ninh workshop', address: 'Lot 4, Que Vo Industrial Zone', zip: '220000', city: 'Bac Ninh' },
    manager: { name: 'Nguyen Thi Mai', email: 'mai.nguyen@hanoiwoodcraft.example', phone: '+842437001234' },
  },
] as const;

const ARTICLES = [
  {
    article_number: 'LMP-100',
    article_name: 'Desk lamp Nova',
    primary_color: 'Black',
    secondary_color: 'Brass',
    hs_code: '940521',
    origin_country: 'CN',
    gross_weight_kg: 1.8,
    length_cm: 45,
    width_cm: 25,
    height_cm: 20,
  },
  {
    article_number: 'LMP-200',
    article_name: 'Floor lamp Arc',
    primary_color: 'White',
    secondary_color: null,
    hs_code: '940529',
    origin_country: 'CN',
    gross_weight_kg: 6.5,
    length_cm: 160,
    width_cm: 35,
    height_cm: 30,
  },
  {
    article_number: 'TXT-310',
    article_name: 'Linen throw 130×170',
    primary_color: 'Sand',
    secondary_color: 'Off-white',
    hs_code: '630140',
    origin_country: 'PT',
    gross_weight_kg: 0.9,
    length_cm: 35,
    width_cm: 30,
    height_cm: 8,
  },
  {
    article_number: 'TXT-320',
    article_name: 'Cushion cover 50×50',
    primary_color: 'Moss green',
    secondary_color: null,
    hs_code: '630499',
    origin_country: 'PT',
    gross_weight_kg: 0.3,
    length_cm: 30,
    width_cm: 25,
    height_cm: 3,
  },
  {
    article_number: 'WD-410',
    article_name: 'Oak side table',
    primary_color: 'Oak',
    secondary_color: null,
    hs_code: '940360',
    origin_country: 'VN',
    gross_weight_kg: 9.2,
    length_cm: 60,
    width_cm: 50,
    height_cm: 55,
  },
  {
    article_number: 'WD-420',
    article_name: 'Teak stool',
    primary_color: 'Teak',
    secondary_color: 'Black',
    hs_code: '940169',
    origin_country: 'VN',
    gross_weight_kg: 4.1,
    length_cm: 45,
    width_cm: 45,
    height_cm: 50,
  },
] as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (offset: number) => new Date(Date.now() + offset * 86_400_000);

/** The demo orders, one in every status, with the shipments that carry them: [status, shipment status, share of each line]. */
const ORDERS: {
  number: string;
  supplier: number;
  status: PurchaseOrderSetStatus;
  currency: string;
  incoterm: string;
  ready: number;
  arrive: number;
  lines: [article: string, quantity: number, price: number, discount: number][];
  shipments: { status: string; share: number }[];
}[] = [
  {
    number: 'PO-24001',
    supplier: 0,
    status: 'draft',
    currency: 'USD',
    incoterm: 'FOB',
    ready: 40,
    arrive: 75,
    lines: [
      ['LMP-100', 200, 18.4, 0],
      ['LMP-200', 60, 41.9, 5],
    ],
    shipments: [],
  },
  {
    number: 'PO-24002',
    supplier: 1,
    status: 'sent',
    currency: 'EUR',
    incoterm: 'FCA',
    ready: 21,
    arrive: 35,
    lines: [
      ['TXT-310', 300, 14.25, 0],
      ['TXT-320', 500, 3.6, 2.5],
    ],
    shipments: [],
  },
  {
    number: 'PO-24003',
    supplier: 2,
    status: 'confirmed',
    currency: 'USD',
    incoterm: 'FOB',
    ready: -4,
    arrive: 30,
    lines: [
      ['WD-410', 40, 62.5, 0],
      ['WD-420', 80, 27.8, 0],
    ],
    shipments: [{ status: 'BOOKED', share: 0.5 }],
  },
  {
    number: 'PO-24004',
    supplier: 0,
    status: 'confirmed',
    currency: 'USD',
    incoterm: 'FOB',
    ready: -20,
    arrive: 10,
    lines: [
      ['LMP-100', 150, 18.4, 3],
      ['LMP-200', 50, 41.9, 3],
    ],
    shipments: [{ status: 'IN_TRANSIT', share: 0.6 }],
  },
  {
    number: 'PO-24005',
    supplier: 1,
    status: 'confirmed',
    currency: 'EUR',
    incoterm: 'DAP',
    ready: -12,
    arrive: 4,
    lines: [
      ['TXT-310', 120, 14.25, 0],
      ['TXT-320', 240, 3.6, 0],
    ],
    shipments: [{ status: 'IN_TRANSIT', share: 1 }],
  },
  {
    number: 'PO-24006',
    supplier: 2,
    status: 'confirmed',
    currency: 'USD',
    incoterm: 'CIF',
    ready: -45,
    arrive: -5,
    lines: [
      ['WD-410', 30, 61, 0],
      ['WD-420', 60, 27.8, 0],
    ],
    shipments: [{ status: 'DELIVERED', share: 1 }],
  },
  {
    number: 'PO-23991',
    supplier: 0,
    status: 'closed',
    currency: 'USD',
    incoterm: 'FOB',
    ready: -80,
    arrive: -40,
    lines: [['LMP-100', 100, 17.9, 0]],
    shipments: [{ status: 'DELIVERED', share: 1 }],
  },
  {
    number: 'PO-23995',
    supplier: 1,
    status: 'cancelled',
    currency: 'EUR',
    incoterm: 'FCA',
    ready: -30,
    arrive: -10,
    lines: [['TXT-320', 400, 3.4, 0]],
    shipments: [],
  },
];

/** Suppliers, articles and orders in every status for the purchase site of the first demo organization, some carried by shipments. */
export async function seedDemoPurchase(db: Executor, files: FileStore) {
  const [site] = await db
    .select({ id: sites.id, organization_id: sites.organization_id })
    .from(sites)
    .innerJoin(organizations, eq(organizations.id, sites.organization_id))
    .where(and(eq(organizations.name, 'Nordic Freight AB'), eq(sites.name, 'Stockholm Office')));
  if (!site) return;
  const organizationId = site.organization_id;
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.example'));

  const supplierIds: number[] = [];
  for (const supplier of SUPPLIERS) {
    const [row] = await db
      .insert(purchaseSuppliers)
      .values({
        organization_id: organizationId,
        supplier_number: supplier.supplier_number,
        name: supplier.name,
        country: supplier.country,
        email: supplier.email,
      })
      .returning({ id: purchaseSuppliers.id });
    supplierIds.push(row!.id);
    const owned = { organization_id: organizationId, supplier_id: row!.id, country: supplier.country };
    await db.insert(purchaseSupplierAddresses).values([
      { ...owned, ...supplier.office, kind: 'office', position: 0 },
      { ...owned, ...supplier.pickup, kind: 'pickup', position: 1 },
    ]);
    await db
      .insert(purchaseSupplierManagers)
      .values({ organization_id: organizationId, supplier_id: row!.id, position: 0, ...supplier.manager });
  }
  const articles = await db
    .insert(purchaseArticles)
    .values(ARTICLES.map((article) => ({ ...article, organization_id: organizationId })))
    .returning({
      id: purchaseArticles.id,
      organization_id: purchaseArticles.organization_id,
      article_number: purchaseArticles.article_number,
      primary_color: purchaseArticles.primary_color,
      secondary_color: purchaseArticles.secondary_color,
    });
  await seedDemoArticlePhotos(db, files, articles);
  const [reseller] = await db
    .insert(purchaseResellers)
    .values([
      { organization_id: organizationId, name: 'Nordic Home Retail' },
      { organization_id: organizationId, name: 'Interiör Online' },
    ])
    .returning({ id: purchaseResellers.id });

  for (const [index, spec] of ORDERS.entries()) {
    const [order] = await db
      .insert(purchaseOrders)
      .values({
        organization_id: organizationId,
        site_id: site.id,
        order_number: spec.number,
        status: spec.status,
        supplier_id: supplierIds[spec.supplier]!,
        buyer_user_id: buyer?.id ?? null,
        reseller_id: index % 2 === 0 ? (reseller?.id ?? null) : null,
        currency: spec.currency,
        incoterm: spec.incoterm,
        incoterm_place: SUPPLIERS[spec.supplier]!.pickup.city,
        cargo_ready_requested: day(spec.ready - 3),
        cargo_ready_confirmed: spec.status === 'draft' || spec.status === 'sent' ? null : day(spec.ready),
        must_arrive_by: day(spec.arrive),
        created_at: at(spec.ready - 30),
        updated_at: at(Math.min(spec.ready, 0)),
      })
      .returning({ id: purchaseOrders.id });
    const lines = await db
      .insert(purchaseOrderLines)
      .values(
        spec.lines.map(([number, quantity, price, discount], position) => ({
          organization_id: organizationId,
          order_id: order!.id,
          line_number: position + 1,
          article_id: articles.find((article) => article.article_number === number)!.id,
          quantity,
          unit_price: price,
          discount_percent: discount,
          line_amount: lineAmount({ quantity, unitPrice: price, discountPercent: discount }, spec.currency),
          shipment_date: day(spec.ready),
        })),
      )
      .returning({ id: purchaseOrderLines.id, quantity: purchaseOrderLines.quantity });
    for (const shipment of spec.shipments) {
      // Demo shipments of the site carry the orders, so the shipment list keeps its own demo figures.
      const [consignment] = await db
        .select({ id: consignments.id })
        .from(consignments)
        .where(and(eq(consignments.site_id, site.id), eq(consignments.status, shipment.status), isNull(consignments.purchase_order_number)))
        .orderBy(consignments.id)
        .limit(1);
      if (!consignment) continue;
      await db.update(consignments).set({ purchase_order_number: spec.number }).where(eq(consignments.id, consignment.id));
      await db.insert(purchaseLineShipments).values(
        lines.map((line) => ({
          organization_id: organizationId,
          line_id: line.id,
          consignment_id: consignment!.id,
          quantity: Math.round(line.quantity * shipment.share),
        })),
      );
    }
  }
}
