import { ZBookingFlowValues } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { toFlowValues } from './booking-form';
import { readFormValues } from './booking-storage';

// A template saved before addresses had a section and a company model.
const OLD_TEMPLATE = {
  consignor: { name: 'Nordic Freight AB', address: 'Lundbyvägen 12', address2: '', zip: '41101', city: 'Göteborg', country: 'SE' },
  consignee: { name: 'Fjord Seafood AS', address: 'Karl Johans gate 1', zip: '0154', city: 'Oslo', state: null, country: 'NO' },
  pickup: null,
  delivery: null,
  goods: [{ package_type: 'eur_pallet', units: 2, weight: '280', description: 'Frozen fish' }],
};

describe('a booking kept by an older version of the app', () => {
  it('gives its addresses the fields added since, so the form can be sent', () => {
    const values = readFormValues(OLD_TEMPLATE, 'adHoc')!;
    expect(values.consignee).toMatchObject({ name: 'Fjord Seafood AS', section: '', state: '', company_model: 'business' });
    expect(values.pickup).toBeNull();
    const flow = ZBookingFlowValues.safeParse(toFlowValues(values, false));
    expect(flow.success).toBe(true);
    expect(flow.data?.consignee).toMatchObject({ name: 'Fjord Seafood AS', section: null, company_model: 'business' });
  });
});
