import { describe, expect, it } from 'vitest';
import { changesEmissionInputs } from './emissions.service';

describe('when a shipment’s emissions are recalculated', () => {
  it('on a change of mode, goods weight, places or carrier', () => {
    for (const change of [
      { transport_mode: 'AIR' },
      { total_weight: 1200 },
      { consignor_city: 'Malmö' },
      { consignee_countrycode: 'DE' },
      { consignee_zip: '20095' },
      { carrier_id: 4 },
      { carrier_service_id: null },
    ])
      expect(changesEmissionInputs(change), JSON.stringify(change)).toBe(true);
  });

  it('on a change of what reports group it by: site, day, carrier, direction and terms', () => {
    for (const change of [
      { site_id: 3 },
      { booked_at: new Date() },
      { carrier_name: 'DHL Freight' },
      { direction: 'inbound' },
      { terms_type: 'EXW' },
    ])
      expect(changesEmissionInputs(change), JSON.stringify(change)).toBe(true);
  });

  it('not on a change that leaves them as they are', () => {
    for (const change of [{}, { status: 'DELIVERED' }, { consignee_name: 'Fjord Seafood AS', eta_at: new Date() }, { snoozed_until: null }])
      expect(changesEmissionInputs(change), JSON.stringify(change)).toBe(false);
  });
});
