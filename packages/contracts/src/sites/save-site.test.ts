import { describe, expect, it } from 'vitest';
import { maskSitePhone, maskSitePostCode, maskSiteVat, ZSiteBody } from './save-site';

describe('add-site masks (SPEC §5)', () => {
  it('keeps a leading plus and at most 13 digits in a phone number', () => {
    expect(maskSitePhone('+46 (31) 700-12 00')).toBe('+46317001200');
    expect(maskSitePhone('+12345678901234567')).toBe('+1234567890123');
    expect(maskSitePhone('031 700')).toBe('031700');
  });

  it('keeps at most 10 digits in a postcode', () => {
    expect(maskSitePostCode('417 55')).toBe('41755');
    expect(maskSitePostCode('123456789012')).toBe('1234567890');
  });

  it('shapes a VAT number as two letters, a dash and up to 12 characters', () => {
    expect(maskSiteVat('se556677889901')).toBe('SE-556677889901');
    expect(maskSiteVat('AB-12345679')).toBe('AB-12345679');
    expect(maskSiteVat('1A')).toBe('A');
    expect(maskSiteVat('DE-1234567890123456')).toBe('DE-123456789012');
  });

  it('accepts what the masks produce and refuses a phone without the plus', () => {
    const site = { name: 'A', key: 'A', email: 'a@b.se', phone: maskSitePhone('+46 31 700'), address: 'x', post_code: maskSitePostCode('417 55'), city: 'x', vat_number: maskSiteVat('se5566') };
    expect(ZSiteBody.safeParse(site).success).toBe(true);
    const noPlus = ZSiteBody.safeParse({ ...site, phone: maskSitePhone('4631700') });
    expect(noPlus.error?.issues.map((issue) => issue.message)).toEqual(['validation.phone']);
  });
});
