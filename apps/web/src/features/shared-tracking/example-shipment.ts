import type { TSharedConsignment } from '@freight/contracts';

const HOUR = 3_600_000;

/**
 * A made-up road shipment from Gothenburg to Hamburg for the example page: it belongs to no
 * organization and never touches the API. Its times follow the clock, so it always looks under way.
 */
export function exampleShipment(now: Date = new Date()): TSharedConsignment {
  const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR).toISOString();
  return {
    shipment_number: 'EXAMPLE-0001',
    status: 'IN_TRANSIT',
    carrier_name: 'Example Freight',
    transport_mode: 'ROAD',
    waybill_number: 'WB-000000',
    from: { city: 'Gothenburg', zip: '41755', countrycode: 'SE' },
    to: { city: 'Hamburg', zip: '20457', countrycode: 'DE' },
    packages: 4,
    total_weight: 1280,
    booked_at: at(-50),
    pickup_at: at(-26),
    pickup_until: null,
    eta_at: at(20),
    eta_until: null,
    delivered_at: null,
    events: [
      {
        occurred_at: at(-50),
        status: 'BOOKED',
        description: 'Booking received',
        city: null,
        countrycode: null,
        latitude: null,
        longitude: null,
      },
      {
        occurred_at: at(-26),
        status: 'PICKED_UP',
        description: 'Picked up from the shipper',
        city: 'Gothenburg',
        countrycode: 'SE',
        latitude: 57.7089,
        longitude: 11.9746,
      },
      {
        occurred_at: at(-21),
        status: 'IN_TRANSIT',
        description: 'Passed the terminal',
        city: 'Halmstad',
        countrycode: 'SE',
        latitude: 56.6745,
        longitude: 12.8578,
      },
      {
        occurred_at: at(-6),
        status: 'IN_TRANSIT',
        description: 'Arrived at the cross-dock',
        city: 'Malmö',
        countrycode: 'SE',
        latitude: 55.605,
        longitude: 13.0038,
      },
    ],
    comments: [{ body: 'The goods are on schedule for delivery tomorrow.', created_at: at(-5) }],
  };
}
