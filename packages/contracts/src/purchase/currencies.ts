/**
 * Currencies a purchase order can be priced in (SPEC §3 price list currency): the symbol and on
 * which side of the number it stands, 2 meaning before it as in "$ 12.50", 1 after as in "12,50 kr".
 */
export const PURCHASE_CURRENCIES = {
  SEK: { symbol: 'kr', alignment: 1 },
  NOK: { symbol: 'kr', alignment: 1 },
  DKK: { symbol: 'kr', alignment: 1 },
  EUR: { symbol: '€', alignment: 2 },
  USD: { symbol: '$', alignment: 2 },
  GBP: { symbol: '£', alignment: 2 },
  CNY: { symbol: '¥', alignment: 2 },
  JPY: { symbol: '¥', alignment: 2 },
} as const satisfies Record<string, { symbol: string; alignment: 1 | 2 }>;

export type PurchaseCurrency = keyof typeof PURCHASE_CURRENCIES;
export const PURCHASE_CURRENCY_CODES = Object.keys(PURCHASE_CURRENCIES) as [PurchaseCurrency, ...PurchaseCurrency[]];
