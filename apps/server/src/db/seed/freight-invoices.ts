import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { InvoiceSurchargeType } from '@freight/contracts';
import { checkInvoice, decideInvoice, STATUS_OF_ACTION } from '@freight/domain';
import { invoiceRuleConditions } from '../../modules/freight-invoices';
import type { Executor } from '../client';
import {
  carriers,
  consignments,
  freightInvoiceChecks,
  freightInvoiceLines,
  freightInvoiceRules,
  freightInvoices,
  organizations,
  users,
  userSites,
} from '../schema';

const RULES = [
  { name: 'Dispute more than 20 % over the booking', deviation_percent_above: 20, action: 'dispute', notify_site_users: true },
  { name: 'Hold more than 5 % off the booking', deviation_percent_above: 5, action: 'hold', notify_site_users: true },
  { name: 'Hold outer-area surcharges', surcharge_type: 'outer_area', action: 'hold', notify_site_users: false },
  { name: 'Approve small deviations', deviation_percent_above: null, action: 'approve', notify_site_users: false },
] as const;

/** How each demo shipment is invoiced: the share over its booked price and any surcharge added on top. */
const INVOICED: { over: number; extra?: { type: InvoiceSurchargeType; share: number } }[] = [
  { over: 0 },
  { over: 0.015 },
  { over: 0.08 },
  { over: 0, extra: { type: 'outer_area', share: 0.03 } },
  { over: 0.26 },
  { over: -0.01 },
];

/**
 * Invoice rules of the demo organization and carriers' invoices of the demo user's shipments:
 * some within tolerance, some held, one disputed, each decided by the rules as an import would.
 */
export async function seedDemoFreightInvoices(db: Executor) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  const [planner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.example'));
  if (!organization || !planner) return;
  const plannerSites = (await db.select({ id: userSites.site_id }).from(userSites).where(eq(userSites.user_id, planner.id))).map(
    (site) => site.id,
  );
  if (plannerSites.length === 0) return;

  const rules = await db
    .insert(freightInvoiceRules)
    .values(
      RULES.map((rule, index) => ({
        organization_id: organization.id,
        position: index + 1,
        surcharge_type: null,
        deviation_percent_above: null,
        ...rule,
      })),
    )
    .returning();

  const shipments = await db
    .select({
      id: consignments.id,
      site_id: consignments.site_id,
      carrier_id: consignments.carrier_id,
      carrier_name: carriers.name,
      price_amount: consignments.price_amount,
      price_currency: consignments.price_currency,
      quoted_price_amount: consignments.quoted_price_amount,
      booked_at: consignments.booked_at,
    })
    .from(consignments)
    .innerJoin(carriers, eq(carriers.id, consignments.carrier_id))
    .where(
      and(
        eq(consignments.organization_id, organization.id),
        inArray(consignments.site_id, plannerSites),
        isNotNull(consignments.price_amount),
        eq(consignments.price_currency, 'SEK'),
      ),
    )
    .orderBy(asc(consignments.id))
    .limit(INVOICED.length);

  for (const [index, shipment] of shipments.entries()) {
    const plan = INVOICED[index]!;
    const booked = { amount: shipment.price_amount!, currency: 'SEK' };
    const total = Math.round(booked.amount * (1 + plan.over));
    const freight = Math.round(total * 0.88);
    const lines: { surchargeType: InvoiceSurchargeType; amount: number }[] = [
      { surchargeType: 'freight', amount: freight },
      { surchargeType: 'fuel_surcharge', amount: total - freight },
    ];
    if (plan.extra) lines.push({ surchargeType: plan.extra.type, amount: Math.round(booked.amount * plan.extra.share) });
    const check = checkInvoice({
      currency: 'SEK',
      lines,
      booked,
      quotedAmount: shipment.quoted_price_amount,
      bookedTypes: ['freight', 'fuel_surcharge'],
    });
    const decision = decideInvoice(
      rules.map(invoiceRuleConditions),
      { carrierId: shipment.carrier_id!, currency: 'SEK', bookedAmount: booked.amount },
      check,
    );
    const rule = rules.find((candidate) => candidate.id === decision.ruleId) ?? null;
    const day = new Date((shipment.booked_at ?? new Date()).getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    const [invoice] = await db
      .insert(freightInvoices)
      .values({
        organization_id: organization.id,
        carrier_id: shipment.carrier_id!,
        invoice_number: `INV-${day.replace(/-/g, '').slice(2)}-${String(index + 1).padStart(3, '0')}`,
        invoice_date: day,
        currency: 'SEK',
        source: 'integration',
      })
      .returning({ id: freightInvoices.id });
    await db.insert(freightInvoiceLines).values(
      lines.map((line) => ({
        invoice_id: invoice!.id,
        consignment_id: shipment.id,
        surcharge_type: line.surchargeType,
        amount: line.amount,
      })),
    );
    await db.insert(freightInvoiceChecks).values({
      invoice_id: invoice!.id,
      consignment_id: shipment.id,
      organization_id: organization.id,
      site_id: shipment.site_id,
      invoiced_amount: check.invoicedAmount,
      booked_amount: booked.amount,
      booked_currency: 'SEK',
      quoted_amount: shipment.quoted_price_amount,
      deviation_amount: check.deviationAmount,
      deviation_basis_points: check.deviationBasisPoints,
      unbooked_types: check.unbookedTypes,
      status: STATUS_OF_ACTION[decision.action],
      rule_id: rule?.id ?? null,
      rule_name: rule?.name ?? null,
      rule_action: rule?.action ?? null,
    });
  }
}
