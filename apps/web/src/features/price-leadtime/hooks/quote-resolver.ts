import type { TPriceCalculationRequest } from '@freight/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type QuoteFormValues, validateQuoteForm } from '../quote-form';

/** Validates the quote form with the request contract and hands the parsed request to submit. */
export const quoteResolver: Resolver<QuoteFormValues, unknown, TPriceCalculationRequest> = (values, _context, options) => {
  const result = validateQuoteForm(values);
  if (result.request) return { values: result.request, errors: {} };
  const flat: FieldErrors = {};
  // The first message of a field is the one shown (SPEC §5).
  for (const issue of result.issues) flat[issue.path] ??= { type: issue.type, message: issue.message };
  return { values: {}, errors: toNestErrors(flat, options) };
};
