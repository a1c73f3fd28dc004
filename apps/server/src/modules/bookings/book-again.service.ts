import { isContainerSize, type TBookAgain, type TBookingAddress, type TFlowAddress, type TFlowGoodsItem } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { visibleConsignments } from '../../platform/shipment-scope';
import * as queries from './bookings.queries';

const flowAddress = (address: TBookingAddress): TFlowAddress => ({
  name: address.name,
  section: address.section ?? null,
  // Booked before parties had a model, an address was a business.
  company_model: address.company_model ?? 'business',
  address: address.address,
  address2: address.address2 ?? null,
  zip: address.zip,
  city: address.city,
  state: address.state ?? null,
  country: address.country,
  contact_person: address.contact_person ?? null,
  phone: address.phone ?? null,
  email: address.email ?? null,
});

/** A separate pickup or delivery place is kept only where it differs from the party's own address. */
const separatePlace = (place: TBookingAddress, party: TBookingAddress): TFlowAddress | null =>
  place.name === party.name && place.address === party.address && place.zip === party.zip && place.country === party.country
    ? null
    : flowAddress(place);

/**
 * `GET /api/bookings/:uuid/book-again`: a booked shipment as the start of the next one with the
 * same carrier service. A booking made from a quote is booked again through the short flow (a new
 * price for the new day); an ad-hoc one through the ad-hoc flow.
 */
export async function bookAgain(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<TBookAgain> {
  const row = await queries.findBookingByConsignment(deps.db, uuid, visibleConsignments(ctx));
  const serviceId = row?.consignment.carrier_service_id ?? null;
  if (!row || serviceId === null) throw new NotFoundError();
  const [service, items] = await Promise.all([
    queries.findServiceWithConnector(deps.db, serviceId),
    queries.findItems(deps.db, row.consignment.id),
  ]);
  if (!service) throw new NotFoundError();
  const { details } = row.booking;
  const { consignment } = row;
  const goods = items.map((item, index): TFlowGoodsItem => ({
    package_type: item.package_type as TFlowGoodsItem['package_type'],
    units: item.units,
    weight: item.weight,
    depth: item.length,
    width: item.width,
    height: item.height,
    load_meters: item.load_meters,
    pallet_spaces: item.pallet_spaces,
    volume: item.volume,
    container_size: isContainerSize(item.container_size) ? item.container_size : null,
    stackable: item.stackable,
    non_stackable: item.stackable === false,
    dangerous_goods: item.dangerous_goods,
    un_number: details.un_numbers?.[index] ?? null,
    description: item.description,
    shipping_mark: item.shipping_mark,
    goods_type: item.goods_type,
  }));
  const flowType = row.booking.calculation_id === null ? 'adHoc' : 'short';
  return {
    booking_number: row.booking.booking_number,
    carrier_service_id: service.serviceId,
    carrier_name: service.carrierName,
    service_name: service.serviceName,
    flow_type: flowType,
    values: {
      flow_type: flowType,
      carrier_service_id: service.serviceId,
      consignor: flowAddress(details.consignor),
      consignee: flowAddress(details.consignee),
      pickup: separatePlace(details.pickup, details.consignor),
      delivery: separatePlace(details.delivery, details.consignee),
      pickup_time_earliest: details.pickup_time_earliest,
      pickup_time_latest: details.pickup_time_latest,
      // The receiver's opening hours repeat; the fixed delivery day is the new booking's own.
      delivery_time_earliest: details.delivery_time_earliest ?? null,
      delivery_time_latest: details.delivery_time_latest ?? null,
      goods,
      references: {
        consignor_reference: consignment.consignor_reference,
        consignee_reference: consignment.consignee_reference,
        purchase_order_number: consignment.purchase_order_number,
        sales_order_number: consignment.sales_order_number,
        project_number: consignment.project_number,
      },
      terms: consignment.terms_type ? { type: consignment.terms_type, location: consignment.terms_location } : null,
      payer: details.payer,
      pickup_instructions: details.pickup_instructions,
      delivery_instructions: details.delivery_instructions,
      comments: details.comments,
      freight_print_types: details.freight_print_types,
      additional_services: details.additional_services,
      additional_service_values: details.additional_service_values ?? {},
      goods_information: details.goods_information ?? null,
      payment_details: details.payment_details ?? null,
      // The goods and their values repeat; the invoice is a new document with its own number and date.
      invoice: details.invoice ? { ...details.invoice, invoice_number: null, invoice_date: null } : null,
    },
  };
}
