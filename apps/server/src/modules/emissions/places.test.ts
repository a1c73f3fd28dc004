import { describe, expect, it } from 'vitest';
import { gazetteer } from './emissions.service';

describe('the packaged gazetteer', () => {
  it('locates the world’s main freight airports, sea ports and cities', () => {
    expect(gazetteer.locate({ iata: 'LHR' })).toMatchObject({ kind: 'airport', name: 'London Heathrow Airport' });
    expect(gazetteer.locate({ iata: 'HKG' })).toMatchObject({ kind: 'airport' });
    expect(gazetteer.locate({ unlocode: 'SGSIN' })).toMatchObject({ kind: 'seaport' });
    expect(gazetteer.locate({ unlocode: 'DEHAM' })).toMatchObject({ kind: 'seaport', name: 'Hamburg' });
    expect(gazetteer.locate({ countrycode: 'SE', city: 'Goteborg' })).toMatchObject({ kind: 'city', name: 'Göteborg' });
    expect(gazetteer.locate({ countrycode: 'DE', city: 'munich' })).toMatchObject({ kind: 'city', name: 'Munich' });
    expect(gazetteer.locate({ countrycode: 'CN', city: 'Shanghai' })).toMatchObject({ kind: 'city' });
  });

  it('answers the most populous place of a name', () => {
    // Frankfurt am Main, not Frankfurt (Oder).
    expect(gazetteer.locate({ countrycode: 'DE', city: 'Frankfurt am Main' })!.lon).toBeCloseTo(8.68, 1);
    expect(gazetteer.locate({ countrycode: 'US', city: 'Portland' })!.lat).toBeCloseTo(45.5, 0);
  });
});
