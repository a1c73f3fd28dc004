import type { TListBookingsResponse, TListQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import * as queries from './booking-list.queries';

/** Bookings of the sites acted as, like the shipments list. */
export async function listBookings(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListBookingsResponse> {
  const plan = planList(query, queries.bookingList, [queries.bookingsOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listBookings(deps.db, plan);
  return {
    data: rows.map((row) => ({
      id: row.id,
      booking_number: row.booking_number,
      uuid: row.uuid,
      shipment_number: row.shipment_number,
      carrier_name: row.carrier_name,
      service_name: row.service_name,
      pickup_date: row.pickup_date,
      pickup_time_earliest: row.pickup_time_earliest,
      pickup_time_latest: row.pickup_time_latest,
      consignor: { name: row.consignor_name, city: row.consignor_city, country: row.consignor_country },
      consignee: { name: row.consignee_name, city: row.consignee_city, country: row.consignee_country },
      price_amount: row.price_amount,
      price_currency: row.price_currency,
      hand_over_status: row.hand_over_status,
      booked_by_name: row.booked_by_name,
      site_name: row.site_name,
      created_at: row.created_at.toISOString(),
    })),
    meta: listMeta(total, plan),
  };
}
