import { useMemo } from 'react';
import { readDraft, writeDraft } from '../../../lib/draft-storage';
import { type QuoteFormValues, readQuoteDraft } from '../quote-form';

/** Where the price and lead-time cart is kept (SPEC §9: encoded, 24-hour expiry). */
export const QUOTE_DRAFT_KEY = 'plt_cart';

/**
 * The quote form's draft in local storage, so a refresh or a second tab starts where the user
 * left off. Every change of the form is written back.
 */
export function useQuoteDraft() {
  return useMemo(
    () => ({
      read: () => readDraft(localStorage, QUOTE_DRAFT_KEY, (value) => readQuoteDraft(value)),
      save: (values: QuoteFormValues) => writeDraft(localStorage, QUOTE_DRAFT_KEY, values),
    }),
    [],
  );
}
