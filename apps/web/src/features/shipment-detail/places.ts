import type { TConsignmentDetail } from '@freight/contracts';
import type { ClockPlace } from '../shared-tracking';

/** The places whose clocks the shipment's pickup and delivery times are on: the booked place, else the party's. */
export function shipmentClocks(shipment: TConsignmentDetail): { pickup: ClockPlace; delivery: ClockPlace } {
  const place = (address: TConsignmentDetail['pickup_address'], party: TConsignmentDetail['consignor']): ClockPlace =>
    address?.country ? { countrycode: address.country, zip: address.zip } : { countrycode: party.countrycode, zip: party.zip };
  return { pickup: place(shipment.pickup_address, shipment.consignor), delivery: place(shipment.delivery_address, shipment.consignee) };
}
