/**
 * Address book building blocks for the quote and booking flow (SPEC §3 "Address"):
 *
 * - `AddressFields`: one address block (name, street, postcode, city, country, contact, e-mail,
 *   phone), controlled through `value`/`onChange` with an `AddressValue`. Name, street and e-mail
 *   suggest address book companies of the block's `type`, default contact first and marked;
 *   picking one fills every field and calls `onPick` with the company and contact ids. Put server
 *   messages of a 422 under the fields with `errors` (see `addressErrorsFromServer`).
 * - `SaveToAddressBook`: a button that saves the block's address and contact as a company of the
 *   block's type, or updates the company it was picked from (`companyId`); `useSaveToAddressBook`
 *   does the same for a flow that saves on submit.
 * - `AddressBookDialog`: browse, search, add and change companies, and pick one (`onPick`).
 * - `ContactsDialog`: list, add, change and delete a company's contacts and choose the default.
 * - `CountrySelect`: every country by name, giving its ISO code.
 *
 * They read the `addressBook` texts: load that namespace with the screen that shows them.
 */
export { AddressFields, type AddressFieldsProps } from './components/AddressFields';
export { AddressBookDialog, type AddressBookDialogProps } from './components/AddressBookDialog';
export { ContactsDialog, type ContactsDialogProps } from './components/ContactsDialog';
export { CountrySelect, type CountrySelectProps } from './components/CountrySelect';
export { SaveToAddressBook, type SaveToAddressBookProps } from './components/SaveToAddressBook';
export { useSaveToAddressBook, type SaveAddressInput } from './use-save-to-address-book';
export {
  ADDRESS_FIELDS,
  addressErrorsFromServer,
  addressFromSuggestion,
  emptyAddress,
  type AddressField,
  type AddressFieldErrors,
  type AddressValue,
} from './address-value';
export { useCountries } from './api';
