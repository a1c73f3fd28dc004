import { describe, expect, it } from 'vitest';
import { detectCarrier, firstMatch, mapStatusCode, ruleMatches, type ImportRule } from './import-rules';

const catalogue = {
  carriers: [
    { id: 1, name: 'DHL Freight' },
    { id: 2, name: 'DHL Express' },
    { id: 3, name: 'PostNord' },
  ],
  detectors: [
    { carrier_id: 1, pattern: 'dhl freight', match: 'contains' as const },
    { carrier_id: 2, pattern: 'dhl', match: 'contains' as const },
    { carrier_id: 3, pattern: 'PN AB', match: 'exact' as const },
  ],
};

describe('carrier detection', () => {
  it('prefers the carrier’s own name, then exact, then the longest contained pattern', () => {
    expect(detectCarrier('postnord', catalogue)).toBe(3);
    expect(detectCarrier(' pn ab ', catalogue)).toBe(3);
    expect(detectCarrier('DHL Freight Sweden AB', catalogue)).toBe(1);
    expect(detectCarrier('DHL Parcel', catalogue)).toBe(2);
    expect(detectCarrier('Bring Cargo', catalogue)).toBeNull();
  });
});

describe('import rules', () => {
  const rules: ImportRule[] = [
    { kind: 'site', field: 'consignor_zip', operator: 'starts_with', value: '417', site_id: 10, direction: null },
    { kind: 'site', field: 'consignor_name', operator: 'contains', value: 'möbler', site_id: 11, direction: null },
    { kind: 'direction', field: 'consignee_countrycode', operator: 'equals', value: 'se', site_id: null, direction: 'inbound' },
  ];
  it('takes the first matching rule of its kind, ignoring case', () => {
    expect(firstMatch(rules, 'site', { consignor_zip: '41755', consignor_name: 'Bergström Möbler' })?.site_id).toBe(10);
    expect(firstMatch(rules, 'site', { consignor_zip: '11134', consignor_name: 'BERGSTRÖM MÖBLER' })?.site_id).toBe(11);
    expect(firstMatch(rules, 'site', { consignor_zip: '11134' })).toBeUndefined();
    expect(firstMatch(rules, 'direction', { consignee_countrycode: 'SE' })?.direction).toBe('inbound');
  });
  it('never matches a field rules may not look at', () => {
    expect(ruleMatches({ field: 'password', operator: 'contains', value: '' }, {})).toBe(false);
  });
});

describe('status dictionary', () => {
  const dictionary = [
    { carrier_id: null, code: 'DLV', status: 'DELIVERED', is_exception: false },
    { carrier_id: 1, code: 'DLV', status: 'OUT_FOR_DELIVERY', is_exception: false },
    { carrier_id: null, code: 'DMG', status: 'EXCEPTION', is_exception: true },
    { carrier_id: null, code: 'ODD', status: 'NOT_A_STATUS', is_exception: false },
  ];
  it('maps a carrier’s own code before the general one', () => {
    expect(mapStatusCode('dlv', 1, dictionary)?.status).toBe('OUT_FOR_DELIVERY');
    expect(mapStatusCode('DLV', 2, dictionary)?.status).toBe('DELIVERED');
    expect(mapStatusCode('DMG', null, dictionary)).toEqual({ status: 'EXCEPTION', isException: true, exceptionType: null });
    expect(mapStatusCode('XYZ', null, dictionary)).toBeNull();
    expect(mapStatusCode('ODD', null, dictionary)).toBeNull();
  });
});
