/**
 * Postcode formats by country, shared by the address book and the booking steps so both accept
 * and refuse the same postcodes.
 */
export interface PostcodeFormat {
  /** Tested against the postcode after trimming and upper-casing. */
  pattern: RegExp;
  /** A postcode of the right shape, shown to the user in the error message. */
  example: string;
}

const FORMATS: Record<string, PostcodeFormat> = {
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '123 45' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  DK: { pattern: /^\d{4}$/, example: '2100' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  DE: { pattern: /^\d{5}$/, example: '20095' },
  // Outward code (area, district) and inward code (sector, unit); GIR 0AA is the one exception.
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/, example: 'SW1A 1AA' },
};

/**
 * Elsewhere: up to 10 letters and digits. Single spaces or hyphens between them are accepted and
 * not counted, since many countries write their postcodes with one (NL 1234 AB, PL 00-950).
 */
const OTHER: PostcodeFormat = { pattern: /^(?=(?:[ -]?[A-Z\d]){1,10}$)[A-Z\d]+(?:[ -][A-Z\d]+)*$/, example: '12345' };

const clean = (postcode: string) => postcode.trim().toUpperCase().replace(/\s+/g, ' ');

/** The format a country's postcodes follow (ISO 3166-1 alpha-2, any case). */
export function postcodeFormat(country: string | null | undefined): PostcodeFormat {
  return FORMATS[(country ?? '').trim().toUpperCase()] ?? OTHER;
}

/** Whether a postcode has the shape of its country's postcodes. An empty postcode is not valid. */
export function isValidPostcode(country: string | null | undefined, postcode: string): boolean {
  return postcodeFormat(country).pattern.test(clean(postcode));
}

/**
 * A valid postcode as it is written in its country: upper case, with the space of Swedish and
 * British postcodes where it belongs (`41755` → `417 55`, `sw1a1aa` → `SW1A 1AA`). Anything else
 * is only trimmed and upper-cased.
 */
export function formatPostcode(country: string | null | undefined, postcode: string): string {
  const cleaned = clean(postcode);
  if (!isValidPostcode(country, cleaned)) return cleaned;
  const code = (country ?? '').trim().toUpperCase();
  const compact = cleaned.replace(/ /g, '');
  if (code === 'SE') return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (code === 'GB') return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return cleaned;
}
