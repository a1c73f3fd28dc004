import { describe, expect, it } from 'vitest';
import { siteContactProblems } from './site-contact';

describe('site contact by country', () => {
  it('accepts a British site as it is written in Britain', () => {
    expect(siteContactProblems('GB', { post_code: 'SW1A 1AA', phone: '020 7946 0958', vat_number: 'GB123456789' })).toEqual({});
  });

  it('accepts a Swedish site with spaces where Swedes write them', () => {
    expect(siteContactProblems('SE', { post_code: '411 05', phone: '+46 31 700 12 00', vat_number: 'SE556677889901' })).toEqual({});
  });

  it('names each field that does not fit the country', () => {
    expect(siteContactProblems('NL', { post_code: 'ABCDE1234567', phone: '+31 20', vat_number: 'NL123' })).toEqual({
      post_code: { key: 'validation.postcode', params: { example: '12345' } },
      phone: { key: 'validation.phone_number', params: {} },
      vat_number: { key: 'validation.vat_format', params: { example: 'NL123456789B01' } },
    });
  });
});
