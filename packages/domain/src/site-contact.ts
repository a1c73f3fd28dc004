import { isValidPhone } from './phone';
import { isValidPostcode, postcodeFormat } from './postcodes';
import { isValidVatNumber, vatFormat } from './vat';

export type SiteContactField = 'post_code' | 'phone' | 'vat_number';

/** A message key with what it names, such as the example of a postcode of the right shape. */
export interface ContactProblem {
  key: 'validation.postcode' | 'validation.phone_number' | 'validation.vat_format';
  params: Record<string, string>;
}

export interface SiteContact {
  post_code: string;
  phone: string;
  vat_number: string;
}

/**
 * What does not fit the site's country in its postcode, phone number and VAT number, checked on
 * the text as typed, so the form and the server refuse the same values with the same messages.
 */
export function siteContactProblems(country: string, contact: SiteContact): Partial<Record<SiteContactField, ContactProblem>> {
  const problems: Partial<Record<SiteContactField, ContactProblem>> = {};
  if (contact.post_code.trim() !== '' && !isValidPostcode(country, contact.post_code)) {
    problems.post_code = { key: 'validation.postcode', params: { example: postcodeFormat(country).example } };
  }
  if (contact.phone.trim() !== '' && !isValidPhone(country, contact.phone)) {
    problems.phone = { key: 'validation.phone_number', params: {} };
  }
  if (contact.vat_number.trim() !== '' && !isValidVatNumber(country, contact.vat_number)) {
    problems.vat_number = {
      key: 'validation.vat_format',
      params: { example: vatFormat(country)?.example ?? `${country.toUpperCase()}123456789` },
    };
  }
  return problems;
}
