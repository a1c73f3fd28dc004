import { describe, expect, it } from 'vitest';
import { ZSiteBody } from './save-site';

describe('site body', () => {
  const site = {
    name: 'A',
    key: 'A',
    email: 'a@b.se',
    phone: '+46 31 700 12 00',
    address: 'x',
    post_code: 'SW1A 1AA',
    city: 'x',
    vat_number: 'GB123456789',
    country_code: 'gb',
  };

  it('keeps the postcode, phone and VAT number as typed', () => {
    const parsed = ZSiteBody.parse(site);
    expect(parsed).toMatchObject({ phone: '+46 31 700 12 00', post_code: 'SW1A 1AA', vat_number: 'GB123456789', country_code: 'GB' });
  });

  it('requires a country of two letters', () => {
    const { country_code: _country, ...withoutCountry } = site;
    expect(ZSiteBody.safeParse(withoutCountry).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['country_code']);
    expect(ZSiteBody.safeParse({ ...site, country_code: 'GBR' }).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.country',
    ]);
  });
});
