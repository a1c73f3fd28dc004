import { describe, expect, it } from 'vitest';
import { findZone, normalizePostcode, type Zone } from './zones';

describe('normalizePostcode', () => {
  it.each([
    ['SE', 'SE 411 05', '41105'],
    ['SE', 'S-411 05', '41105'],
    ['se', '411 05', '41105'],
    ['NO', 'N-0150', '0150'],
    ['FI', 'FIN-00100', '00100'],
    ['DE', 'D-10115', '10115'],
    ['PL', '00-950', '00950'],
    ['NL', '1011 ab', '1011AB'],
    ['GB', 'sw1a 1aa', 'SW1A1AA'],
  ])('%s %j → %j', (country, postcode, expected) => {
    expect(normalizePostcode(country, postcode)).toBe(expected);
  });
});

describe('findZone', () => {
  const zones: Zone[] = [
    { code: 'SE-REST', country: 'SE' },
    { code: 'SE-WEST', country: 'SE', postcodeRanges: [['40000', '54999']] },
    { code: 'SE-GBG', country: 'SE', postcodeRanges: [['411', '418']] },
    { code: 'SE-NORTH', country: 'SE', postcodeRanges: [['900 00', '989 99']] },
    { code: 'NO', country: 'NO' },
    { code: 'NL-AMS', country: 'NL', postcodeRanges: [['1000', '1109']] },
  ];
  const zoneOf = (country: string, postcode: string) => findZone({ zones }, country, postcode)?.code ?? null;

  it('finds the zone whatever way the postcode is written', () => {
    expect(zoneOf('SE', 'SE-451 50')).toBe('SE-WEST');
    expect(zoneOf('se', '45150')).toBe('SE-WEST');
  });

  it('prefers the narrowest zone covering the postcode', () => {
    expect(zoneOf('SE', '411 05')).toBe('SE-GBG');
    expect(zoneOf('SE', '540 10')).toBe('SE-WEST');
    expect(zoneOf('SE', '111 22')).toBe('SE-REST');
  });

  it('reads short bounds as prefixes covering every code that starts with them', () => {
    expect(zoneOf('SE', '418 99')).toBe('SE-GBG');
    expect(zoneOf('SE', '419 00')).toBe('SE-WEST');
  });

  it('normalises range bounds written with spaces', () => {
    expect(zoneOf('SE', '981 31')).toBe('SE-NORTH');
  });

  it('compares postcodes with letters as text', () => {
    expect(zoneOf('NL', '1011 AB')).toBe('NL-AMS');
    expect(zoneOf('NL', '1200 AA')).toBeNull();
  });

  it('finds nothing in a country the list does not cover', () => {
    expect(zoneOf('DK', '2100')).toBeNull();
    expect(zoneOf('NO', '0150')).toBe('NO');
  });

  it('finds a zone whose range spans many leading digits, and a one-digit prefix zone, in a long list', () => {
    const long: Zone[] = [
      ...Array.from({ length: 900 }, (_, index) => ({
        code: `Z${index}`,
        country: 'SE',
        postcodeRanges: [[String(10_000 + index * 100), String(10_000 + index * 100 + 99)]] as [string, string][],
      })),
      { code: 'WIDE', country: 'SE', postcodeRanges: [['15000', '29999']] },
      { code: 'NINES', country: 'SE', postcodeRanges: [['9', '9']] },
    ];
    const zoneIn = (postcode: string) => findZone({ zones: long }, 'SE', postcode)?.code ?? null;
    expect(zoneIn('411 05')).toBe('Z311');
    expect(zoneIn('100 00')).toBe('Z0');
    // Narrower ranges win over the wide one, whose postcodes start with 15 to 29.
    expect(zoneIn('234 56')).toBe('Z134');
    expect(zoneIn('999 99')).toBe('Z899');
    expect(findZone({ zones: long.slice(900) }, 'SE', '234 56')?.code).toBe('WIDE');
    expect(findZone({ zones: long.slice(900) }, 'SE', '312 00')).toBeNull();
    expect(findZone({ zones: long.slice(900) }, 'SE', '951 00')?.code).toBe('NINES');
    // Asked again, the answers stay the same.
    expect(zoneIn('411 05')).toBe('Z311');
  });
});

describe('findZone across price lists', () => {
  it('answers each list with its own zone for a postcode another list was asked about first', () => {
    const carrierA: Zone[] = [{ code: 'A-WEST', country: 'SE', postcodeRanges: [['40', '54']] }];
    const carrierB: Zone[] = [
      { code: 'B-GBG', country: 'SE', postcodeRanges: [['411', '418']] },
      { code: 'B-SOUTH', country: 'SE', postcodeRanges: [['20', '39']] },
    ];
    for (let round = 0; round < 3; round += 1) {
      expect(findZone({ zones: carrierA }, 'SE', '411 05')?.code).toBe('A-WEST');
      expect(findZone({ zones: carrierB }, 'SE', '411 05')?.code).toBe('B-GBG');
      expect(findZone({ zones: carrierB }, 'SE', 'S-41105')?.code).toBe('B-GBG');
      expect(findZone({ zones: carrierB }, 'SE', '54100')).toBeNull();
      expect(findZone({ zones: carrierA }, 'SE', '54100')?.code).toBe('A-WEST');
    }
  });

  it('compares a postcode shorter than a bound, and letters, as text', () => {
    const zones: Zone[] = [
      { code: 'NL-AMS', country: 'NL', postcodeRanges: [['1011AB', '1011ZZ']] },
      { code: 'NL-1', country: 'NL', postcodeRanges: [['10', '19']] },
    ];
    expect(findZone({ zones }, 'NL', '1011 CD')?.code).toBe('NL-AMS');
    expect(findZone({ zones }, 'NL', '1011 AA')?.code).toBe('NL-1');
    // '1' sorts before '10', so a one-digit postcode is in no range starting at 10.
    expect(findZone({ zones }, 'NL', '1')).toBeNull();
  });
});
