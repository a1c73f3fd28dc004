import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import ratesAdmin from '@freight/locales/en/ratesAdmin.json';
import { emptyMarkupRates, type MarkupRatesValue, markupRatesBody } from '../markup-rates';
import { MarkupRatesFields } from './MarkupRatesFields';

i18next.addResourceBundle('en', 'ratesAdmin', ratesAdmin);

function Harness({ initial, onValue }: { initial: MarkupRatesValue; onValue: (value: MarkupRatesValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkupRatesFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const onValue = vi.fn<(value: MarkupRatesValue) => void>();
const latest = () => onValue.mock.lastCall![0];
const open = (initial: MarkupRatesValue = emptyMarkupRates()) => renderWithProviders(<Harness initial={initial} onValue={onValue} />);
const generalRate = () => screen.getByRole('textbox', { name: /^General rate/ });
const generalFixed = () => screen.getByRole('textbox', { name: /^General fixed amount/ });
const box = (figure: 'Rate in percent' | 'Fixed amount in SEK', from: string, to: string) =>
  screen.getByRole('textbox', { name: `${figure}, ${from} to ${to}` });

describe('MarkupRatesFields', () => {
  it('lays out nine boxes, each with a rate and a fixed amount', () => {
    open();
    expect(screen.getAllByRole('textbox', { name: /^Rate in percent,/ })).toHaveLength(9);
    expect(screen.getAllByRole('textbox', { name: /^Fixed amount in SEK,/ })).toHaveLength(9);
    expect(screen.getByText('From regional')).toBeInTheDocument();
    expect(screen.getByText('To worldwide')).toBeInTheDocument();
  });

  it('fills an empty domestic → domestic box from the general rate as it is typed', async () => {
    const { user } = open();
    await user.type(generalRate(), '12,5');
    expect(generalRate()).toHaveValue('12,5');
    expect(box('Rate in percent', 'domestic', 'domestic')).toHaveValue('12.5');
    // Only DOM_DOM follows; the other boxes stay as they were.
    expect(box('Rate in percent', 'domestic', 'regional')).toHaveValue('');

    await user.type(generalFixed(), '49.5');
    expect(box('Fixed amount in SEK', 'domestic', 'domestic')).toHaveValue('49.5');
    expect(markupRatesBody(latest()).geography_specific_rates.DOM_DOM).toEqual({ rate: 12.5, fixed: 4950 });
  });

  it('keeps a negative rate as typed, so the save is refused rather than made positive', async () => {
    const { user } = open();
    await user.type(generalRate(), '-50');
    expect(generalRate()).toHaveValue('-50');
    expect(markupRatesBody(latest()).rate).toBe(-50);
  });

  it('leaves a domestic → domestic rate the user set', async () => {
    const { user } = open();
    await user.type(box('Rate in percent', 'domestic', 'domestic'), '7');
    await user.type(generalRate(), '4');
    expect(generalRate()).toHaveValue('4');
    expect(box('Rate in percent', 'domestic', 'domestic')).toHaveValue('7');
    // The fixed amount of the box was empty, so the general one still fills it.
    await user.type(generalFixed(), '20');
    expect(box('Fixed amount in SEK', 'domestic', 'domestic')).toHaveValue('20');
  });

  it('leaves a saved domestic → domestic rate that differs from the general one', async () => {
    const initial = emptyMarkupRates();
    initial.rate = '5';
    initial.geography_specific_rates.DOM_DOM = { rate: '3', fixed: '' };
    const { user } = open(initial);
    await user.clear(generalRate());
    await user.type(generalRate(), '6');
    expect(box('Rate in percent', 'domestic', 'domestic')).toHaveValue('3');
  });

  it('sends empty boxes as null and amounts in öre', async () => {
    const { user } = open();
    await user.type(box('Fixed amount in SEK', 'worldwide', 'regional'), '120');
    const body = markupRatesBody(latest());
    expect(body.geography_specific_rates.WW_REG).toEqual({ rate: null, fixed: 12_000 });
    expect(body.geography_specific_rates.DOM_DOM).toBeNull();
    expect(body.rate).toBeNull();
  });
});
