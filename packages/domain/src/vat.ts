/**
 * VAT number formats of the EU member states (the VIES formats), Norway, Switzerland and the
 * United Kingdom. Each is tested against the number without spaces, dots or dashes, upper case,
 * with its country prefix (Greece writes EL).
 */
export interface VatFormat {
  pattern: RegExp;
  /** A number of the right shape, shown to the user in the error message. */
  example: string;
}

const FORMATS: Record<string, VatFormat> = {
  AT: { pattern: /^ATU\d{8}$/, example: 'ATU12345678' },
  BE: { pattern: /^BE[01]\d{9}$/, example: 'BE0123456789' },
  BG: { pattern: /^BG\d{9,10}$/, example: 'BG123456789' },
  CY: { pattern: /^CY\d{8}[A-Z]$/, example: 'CY12345678L' },
  CZ: { pattern: /^CZ\d{8,10}$/, example: 'CZ12345678' },
  DE: { pattern: /^DE\d{9}$/, example: 'DE123456789' },
  DK: { pattern: /^DK\d{8}$/, example: 'DK12345678' },
  EE: { pattern: /^EE\d{9}$/, example: 'EE123456789' },
  GR: { pattern: /^EL\d{9}$/, example: 'EL123456789' },
  ES: { pattern: /^ES[A-Z\d]\d{7}[A-Z\d]$/, example: 'ESX1234567X' },
  FI: { pattern: /^FI\d{8}$/, example: 'FI12345678' },
  FR: { pattern: /^FR[A-HJ-NP-Z\d]{2}\d{9}$/, example: 'FR12345678901' },
  HR: { pattern: /^HR\d{11}$/, example: 'HR12345678901' },
  HU: { pattern: /^HU\d{8}$/, example: 'HU12345678' },
  IE: { pattern: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567T' },
  IT: { pattern: /^IT\d{11}$/, example: 'IT12345678901' },
  LT: { pattern: /^LT(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { pattern: /^LU\d{8}$/, example: 'LU12345678' },
  LV: { pattern: /^LV\d{11}$/, example: 'LV12345678901' },
  MT: { pattern: /^MT\d{8}$/, example: 'MT12345678' },
  NL: { pattern: /^NL\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { pattern: /^PL\d{10}$/, example: 'PL1234567890' },
  PT: { pattern: /^PT\d{9}$/, example: 'PT123456789' },
  RO: { pattern: /^RO\d{2,10}$/, example: 'RO1234567890' },
  SE: { pattern: /^SE\d{10}01$/, example: 'SE123456789001' },
  SI: { pattern: /^SI\d{8}$/, example: 'SI12345678' },
  SK: { pattern: /^SK\d{10}$/, example: 'SK1234567890' },
  NO: { pattern: /^NO\d{9}(MVA)?$/, example: 'NO123456789MVA' },
  CH: { pattern: /^CHE\d{9}(MWST|TVA|IVA)?$/, example: 'CHE123456789MWST' },
  GB: { pattern: /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, example: 'GB123456789' },
};

const compact = (vat: string) => vat.toUpperCase().replace(/[\s.-]/g, '');

/** The VAT format of a country (ISO 3166-1 alpha-2, any case), or null where none is known. */
export function vatFormat(country: string | null | undefined): VatFormat | null {
  return FORMATS[(country ?? '').trim().toUpperCase()] ?? null;
}

/**
 * Whether a VAT number has the shape of its country's VAT numbers. Where no format is known it
 * only has to start with two letters and hold letters and digits.
 */
export function isValidVatNumber(country: string | null | undefined, vat: string): boolean {
  const format = vatFormat(country);
  const value = compact(vat);
  return format ? format.pattern.test(value) : /^[A-Z]{2}[A-Z\d]{2,13}$/.test(value);
}
