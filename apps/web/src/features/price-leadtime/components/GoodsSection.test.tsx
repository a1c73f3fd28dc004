import type { TPriceCalculationRequest } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import common from '@freight/locales/en/common.json';
import quotes from '@freight/locales/en/quotes.json';
import { defaultQuoteForm, type QuoteFormValues } from '../quote-form';
import { GoodsSection } from './GoodsSection';

i18next.addResourceBundle('en', 'common', common);
i18next.addResourceBundle('en', 'quotes', quotes);

function Goods() {
  const {
    control,
    formState: { errors },
  } = useForm<QuoteFormValues, unknown, TPriceCalculationRequest>({ defaultValues: defaultQuoteForm('SE') });
  return <GoodsSection control={control} errors={errors} />;
}

const total = (name: string) => screen.getByTestId(`total-${name}`);
const line = (number: number) => screen.getByRole('group', { name: `Goods line ${number}` });

describe('GoodsSection', () => {
  it('recounts weight, volume and loading metres as lines are typed, added and removed', async () => {
    const { user } = renderWithProviders(<Goods />);
    expect(total('weight')).toHaveTextContent('0 kg');

    const first = line(1);
    await user.clear(within(first).getByRole('textbox', { name: 'Units' }));
    await user.type(within(first).getByRole('textbox', { name: 'Units' }), '2');
    await user.type(within(first).getByRole('textbox', { name: 'Weight per unit' }), '300');
    await user.type(within(first).getByRole('textbox', { name: 'Height' }), '100');
    expect(total('packages')).toHaveTextContent('2');
    expect(total('weight')).toHaveTextContent('600 kg');
    // A blank length and width of an EUR pallet are its 120 × 80 cm footprint.
    expect(total('volume')).toHaveTextContent('1,92 m³');
    // Stacked two high, two pallets need one floor position.
    expect(total('loading_metres')).toHaveTextContent('0,4 ldm');

    await user.click(within(first).getByRole('checkbox', { name: 'Stackable' }));
    expect(total('loading_metres')).toHaveTextContent('0,8 ldm');

    await user.click(screen.getByRole('button', { name: 'Add goods line' }));
    await user.type(within(line(2)).getByRole('textbox', { name: 'Weight per unit' }), '12,5');
    expect(within(line(2)).getByRole('textbox', { name: 'Weight per unit' })).toHaveValue('12,5');
    expect(total('packages')).toHaveTextContent('3');
    expect(total('weight')).toHaveTextContent('612,5 kg');

    await user.click(screen.getByRole('button', { name: 'Remove goods line 1' }));
    expect(screen.queryByRole('group', { name: 'Goods line 2' })).not.toBeInTheDocument();
    expect(total('weight')).toHaveTextContent('12,5 kg');
    // The last line cannot be removed.
    expect(screen.queryByRole('button', { name: /Remove goods line/ })).not.toBeInTheDocument();
  });

  it('takes a volume instead of dimensions and pallet spaces, keeping what was typed', async () => {
    const { user } = renderWithProviders(<Goods />);
    const first = line(1);
    await user.type(within(first).getByRole('textbox', { name: 'Volume' }), '2,5');
    await user.type(within(first).getByRole('textbox', { name: 'Pallet spaces' }), '3');
    expect(within(first).getByRole('textbox', { name: 'Volume' })).toHaveValue('2,5');
    expect(total('volume')).toHaveTextContent('2,5 m³');
    expect(total('pallet_spaces')).toHaveTextContent('3');
  });

  it('asks for a container size only for a container', async () => {
    const { user } = renderWithProviders(<Goods />);
    expect(screen.queryByRole('combobox', { name: 'Container size' })).not.toBeInTheDocument();
    await user.click(within(line(1)).getByRole('combobox', { name: 'Package type' }));
    await user.click(screen.getByRole('option', { name: 'Container' }));
    await user.click(within(line(1)).getByRole('combobox', { name: 'Container size' }));
    await user.click(screen.getByRole('option', { name: '40′ high cube (45G1)' }));
    expect(within(line(1)).getByRole('combobox', { name: 'Container size' })).toHaveValue('40′ high cube (45G1)');
  });

  it('asks for a UN number only for dangerous goods', async () => {
    const { user } = renderWithProviders(<Goods />);
    expect(screen.queryByRole('textbox', { name: 'UN number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Dangerous goods' }));
    expect(screen.getByRole('textbox', { name: 'UN number' })).toBeInTheDocument();
  });
});
