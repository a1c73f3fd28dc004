import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

const asCountry = (country: string | null | undefined) => (country ?? '').trim().toUpperCase() as CountryCode;

/**
 * Whether a phone number is a possible number of its country, as typed: spaces, dashes, brackets
 * and an international prefix (+ or 00) are the user's to write.
 */
export function isValidPhone(country: string | null | undefined, phone: string): boolean {
  const text = phone.trim().replace(/^00/, '+');
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  return parsePhoneNumberFromString(text, asCountry(country))?.isValid() ?? false;
}

/** A valid phone number in its stored format, E.164 (`031-700 12 00` in SE → `+46317001200`); anything else unchanged. */
export function normalisePhone(country: string | null | undefined, phone: string): string {
  if (!isValidPhone(country, phone)) return phone;
  return parsePhoneNumberFromString(phone.trim().replace(/^00/, '+'), asCountry(country))!.number;
}
