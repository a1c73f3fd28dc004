/**
 * Serial Shipping Container Codes (GS1 General Specifications §2.2.1): 18 digits made of an
 * extension digit, the owner's GS1 company prefix, a serial reference and a mod-10 check digit.
 * A label carries it as the GS1-128 element string with application identifier (00).
 */

const DIGITS = /^\d+$/;

/**
 * The GS1 mod-10 check digit of a digit string: from the right, digits are weighted 3, 1, 3, …
 * and the check digit brings the sum up to a multiple of ten.
 */
export function gs1CheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError(`Not a digit string: ${digits}`);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A GS1 company prefix has 7 to 10 digits (prefixes of 11 and 12 leave too few serials). */
export function isGs1CompanyPrefix(prefix: string): boolean {
  return /^\d{7,10}$/.test(prefix);
}

/** How many SSCCs an owner of a company prefix can issue: the extension digit and the serial reference. */
export function ssccCapacity(companyPrefix: string): number {
  return 10 ** (17 - companyPrefix.length);
}

/**
 * The SSCC numbered `counter` (1, 2, …) of a company prefix. The counter fills the extension
 * digit and the serial reference together, so a prefix owner gets every number they may issue.
 */
export function buildSscc(companyPrefix: string, counter: number): string {
  if (!isGs1CompanyPrefix(companyPrefix)) throw new RangeError(`Not a GS1 company prefix: ${companyPrefix}`);
  const capacity = ssccCapacity(companyPrefix);
  if (!Number.isSafeInteger(counter) || counter < 1 || counter >= capacity) {
    throw new RangeError(`SSCC counter ${counter} is outside 1…${capacity - 1} for prefix ${companyPrefix}`);
  }
  const numbered = String(counter).padStart(17 - companyPrefix.length, '0');
  const body = `${numbered[0]}${companyPrefix}${numbered.slice(1)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export function isValidSscc(sscc: string): boolean {
  return /^\d{18}$/.test(sscc) && gs1CheckDigit(sscc.slice(0, 17)) === Number(sscc[17]);
}

/** The GS1-128 element string of a label: `(00)` and the SSCC. */
export function ssccElementString(sscc: string): string {
  return `(00)${sscc}`;
}
