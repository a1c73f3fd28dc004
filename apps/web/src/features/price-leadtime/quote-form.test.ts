import { describe, expect, it } from 'vitest';
import { defaultQuoteForm, goodsTotals, newGoodsLine, type QuoteFormValues, readQuoteDraft, validateQuoteForm } from './quote-form';

const TODAY = '2026-11-23';

function form(changes: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return {
    ...defaultQuoteForm('SE', new Date(2026, 10, 23)),
    pickup: { country: 'SE', zip: '41105', city: 'Göteborg', address: null },
    delivery: { country: 'NO', zip: '0150', city: 'Oslo', address: null },
    goods: [{ ...newGoodsLine(), weight: '300' }],
    ...changes,
  };
}

/** The first message of each field, the one the form shows (SPEC §5). */
function messages(values: QuoteFormValues): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of validateQuoteForm(values, TODAY).issues) first[issue.path] ??= issue.message;
  return first;
}

describe('quote form', () => {
  it('turns a complete form into the price-calculation request', () => {
    const result = validateQuoteForm(form(), TODAY);
    expect(result.issues).toEqual([]);
    expect(result.request).toMatchObject({
      pickup: { country: 'SE', zip: '41105', city: 'Göteborg' },
      delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
      goods: [{ package_type: 'eur_pallet', units: 1, weight: 300, depth: null, stackable: true, dangerous_goods: false, un_number: null }],
      pickup_date: TODAY,
      flow: 'quote',
    });
  });

  it('names each missing or wrong field by the contract’s rules', () => {
    const values = form({
      pickup: { country: '', zip: '', city: '', address: null },
      goods: [{ ...newGoodsLine(), units: 0, weight: '', depth: '0', dangerous_goods: true }],
      pickup_date: '2026-11-22',
    });
    expect(messages(values)).toEqual({
      'pickup.country': 'validation.required',
      'pickup.zip': 'validation.required',
      'goods.0.units': 'validation.positive',
      'goods.0.weight': 'validation.required',
      'goods.0.depth': 'validation.positive',
      'goods.0.un_number': 'validation.required',
      pickup_date: 'quotes:validation.pickup_in_past',
    });
  });

  it('sends a volume and pallet spaces as typed, and a container size only for a container', () => {
    const result = validateQuoteForm(
      form({
        goods: [
          { ...newGoodsLine(), weight: '300', volume: '1,5', pallet_spaces: '2', container_size: '42G1' },
          { ...newGoodsLine(), package_type: 'container', weight: '9000', container_size: '45G1' },
        ],
      }),
      TODAY,
    );
    expect(result.issues).toEqual([]);
    expect(result.request?.goods).toMatchObject([
      { package_type: 'eur_pallet', volume: 1.5, pallet_spaces: 2, container_size: null },
      { package_type: 'container', container_size: '45G1' },
    ]);
    expect(goodsTotals([{ ...newGoodsLine(), weight: '300', volume: '3', pallet_spaces: '2' }])).toMatchObject({
      volumeM3: 3,
      palletPlaces: 2,
    });
  });

  it('asks for the size of a container and refuses a wrong volume, by field', () => {
    const values = form({ goods: [{ ...newGoodsLine(), package_type: 'container', weight: '9000', volume: '0' }] });
    expect(messages(values)).toEqual({
      'goods.0.volume': 'validation.positive',
      'goods.0.container_size': 'validation.container_size_required',
    });
  });

  it('adds up weight, volume and loading metres of every line', () => {
    const totals = goodsTotals([
      { ...newGoodsLine(), units: 2, weight: '300', height: '100', stackable: false },
      { ...newGoodsLine(), package_type: 'parcel', units: 3, weight: '12.5', depth: '40', width: '30', height: '20' },
      { ...newGoodsLine(), weight: '' },
    ]);
    // Two non-stackable EUR pallets take two floor positions (0.8 ldm), the third pallet one (0.4);
    // stackable parcels go among other freight and take none; so three pallet places.
    expect(totals).toEqual({ packages: 6, weightKg: 637.5, volumeM3: 1.992, loadingMetres: 1.2, palletPlaces: 3 });
  });

  it('reads a stored draft defensively and moves a passed pickup day to today', () => {
    const draft = readQuoteDraft({ goods: [{ package_type: 'crate', units: 'x', weight: 5 }], pickup_date: '2026-01-01' }, TODAY);
    expect(draft?.goods[0]).toMatchObject({ package_type: 'eur_pallet', units: null, weight: '5', stackable: true });
    expect(draft?.pickup_date).toBe(TODAY);
    expect(readQuoteDraft({ goods: [] }, TODAY)).toBeNull();
    const withAddress = readQuoteDraft(
      { pickup: { country: 'SE', zip: '41105', address: { name: 'Volvo', zip: '41105' } }, goods: [{}] },
      TODAY,
    );
    expect(withAddress?.pickup.address).toMatchObject({ name: 'Volvo', zip: '41105', address: '', email: '' });
    expect(withAddress?.delivery.address).toBeNull();
  });
});
