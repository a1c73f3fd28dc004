import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, carrierHandOvers, carriers, carrierServices, consignments, sites, users } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

const detail = (name: 'pickup_date' | 'pickup_time_earliest' | 'pickup_time_latest') =>
  sql<string | null>`${bookings.details} ->> ${sql.raw(`'${name}'`)}`;

function selectBookings(db: Executor) {
  return db
    .select({
      id: bookings.id,
      booking_number: bookings.booking_number,
      created_at: bookings.created_at,
      pickup_date: detail('pickup_date'),
      pickup_time_earliest: detail('pickup_time_earliest'),
      pickup_time_latest: detail('pickup_time_latest'),
      uuid: consignments.uuid,
      shipment_number: consignments.shipment_number,
      carrier_name: sql<string | null>`coalesce(${carriers.name}, ${consignments.carrier_name})`,
      service_name: carrierServices.name,
      consignor_name: consignments.consignor_name,
      consignor_city: consignments.consignor_city,
      consignor_country: consignments.consignor_countrycode,
      consignee_name: consignments.consignee_name,
      consignee_city: consignments.consignee_city,
      consignee_country: consignments.consignee_countrycode,
      price_amount: consignments.price_amount,
      price_currency: consignments.price_currency,
      hand_over_status: carrierHandOvers.status,
      booked_by_name: users.name,
      site_name: sites.name,
    })
    .from(bookings)
    .innerJoin(consignments, eq(consignments.id, bookings.consignment_id))
    .innerJoin(sites, eq(sites.id, bookings.site_id))
    .leftJoin(carrierHandOvers, eq(carrierHandOvers.booking_id, bookings.id))
    .leftJoin(carrierServices, eq(carrierServices.id, consignments.carrier_service_id))
    .leftJoin(carriers, eq(carriers.id, consignments.carrier_id))
    .leftJoin(users, eq(users.id, bookings.booked_by_user_id));
}

export type BookingListRow = Awaited<ReturnType<typeof listBookings>>['rows'][number];

/** What the bookings list sorts, filters and searches by. */
/** Bookings of the sites the scope acts as, like the shipments list. */
export function bookingsOf(scope: Scope): SQL {
  return tenantScope(scope, { organizationId: bookings.organization_id, siteId: bookings.site_id });
}

export const bookingList: ListDefinition = {
  sortable: {
    booking_number: bookings.booking_number,
    uuid: consignments.uuid,
    shipment_number: consignments.shipment_number,
    carrier_name: sql`coalesce(${carriers.name}, ${consignments.carrier_name})`,
    service_name: carrierServices.name,
    pickup_date: detail('pickup_date'),
    pickup_time_earliest: sql`concat(${detail('pickup_date')}, ' ', ${detail('pickup_time_earliest')})`,
    consignor: sql`concat_ws(' ', ${consignments.consignor_countrycode}, ${consignments.consignor_city})`,
    consignee: sql`concat_ws(' ', ${consignments.consignee_countrycode}, ${consignments.consignee_city})`,
    price_amount: consignments.price_amount,
    hand_over_status: carrierHandOvers.status,
    booked_by_name: users.name,
    created_at: bookings.created_at,
    // The list's default order: a booking is never changed after it is made.
    updated_at: bookings.created_at,
  },
  filters: {
    site_id: { column: bookings.site_id, type: 'number' },
    hand_over_status: { column: carrierHandOvers.status, type: 'text', operators: ['=', '!=', 'in'] },
    carrier_service_id: { column: consignments.carrier_service_id, type: 'number' },
    pickup_date: { column: detail('pickup_date'), type: 'date' },
  },
  search: [bookings.booking_number, consignments.shipment_number, consignments.consignor_name, consignments.consignee_name],
  defaultSort: { key: 'created_at', order: 'desc' },
  tieBreaker: bookings.id,
};

export async function listBookings(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectBookings(db).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(bookings)
      .innerJoin(consignments, eq(consignments.id, bookings.consignment_id))
      .leftJoin(carrierHandOvers, eq(carrierHandOvers.booking_id, bookings.id))
      .leftJoin(carrierServices, eq(carrierServices.id, consignments.carrier_service_id))
      .leftJoin(carriers, eq(carriers.id, consignments.carrier_id))
      .leftJoin(users, eq(users.id, bookings.booked_by_user_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
