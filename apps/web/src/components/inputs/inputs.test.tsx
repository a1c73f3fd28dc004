import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { DecimalInput } from './DecimalInput';
import { FieldError } from './FieldError';
import { IntegerInput } from './IntegerInput';
import { ReadOnlyField } from './ReadOnlyField';

function Decimal({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DecimalInput
      label="Weight"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function Integer({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <IntegerInput
      label="Units"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DecimalInput', () => {
  it('shows a comma decimal as typed and hands on the decimal with a dot', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Decimal onValue={onValue} />);
    const input = screen.getByLabelText('Weight');
    await user.type(input, '12,5');
    expect(input).toHaveValue('12,5');
    expect(onValue).toHaveBeenLastCalledWith('12.5');
    expect(screen.queryByText('Enter a number, such as 12.5.')).not.toBeInTheDocument();
  });

  it('keeps a minus sign', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Decimal onValue={onValue} />);
    const input = screen.getByLabelText('Weight');
    await user.type(input, '-50');
    expect(input).toHaveValue('-50');
    expect(onValue).toHaveBeenLastCalledWith('-50');
  });

  it.each([
    ['1e9', 'Enter a number, such as 12.5.'],
    ['4kg', 'Enter a number, such as 12.5.'],
    ['12,345', 'Use at most 2 decimals.'],
  ])('keeps %j as typed and says what is wrong', async (typed, message) => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Decimal onValue={onValue} />);
    const input = screen.getByLabelText('Weight');
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(onValue).toHaveBeenLastCalledWith(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

describe('IntegerInput', () => {
  it('keeps a whole number, and keeps text that is not one with an error', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Integer onValue={onValue} />);
    const input = screen.getByLabelText('Units');
    await user.type(input, '42');
    expect(input).toHaveValue('42');
    expect(onValue).toHaveBeenLastCalledWith(42);
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    await user.type(input, 'x');
    expect(input).toHaveValue('x');
    expect(onValue).toHaveBeenLastCalledWith(Number.NaN);
    expect(screen.getByText('Enter a number, such as 12.5.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '4.9');
    expect(input).toHaveValue('4.9');
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
  });
});

describe('ReadOnlyField', () => {
  it("shows 'Not specified' for an empty value", () => {
    renderWithProviders(
      <>
        <ReadOnlyField label="VAT number" value="" />
        <ReadOnlyField label="Phone" value={null} />
        <ReadOnlyField label="City" value="Malmö" />
        <ReadOnlyField label="Pallets" value={0} />
      </>,
    );
    expect(screen.getByLabelText('VAT number')).toHaveTextContent('Not specified');
    expect(screen.getByLabelText('Phone')).toHaveTextContent('Not specified');
    expect(screen.getByLabelText('City')).toHaveTextContent('Malmö');
    expect(screen.getByLabelText('Pallets')).toHaveTextContent('0');
  });
});

describe('FieldError', () => {
  it('shows only the first message of the named field', () => {
    renderWithProviders(
      <FieldError name="email" errors={{ email: ['The email has already been taken.', 'The email is too long.'], name: ['Required.'] }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(screen.queryByText('The email is too long.')).not.toBeInTheDocument();
    expect(screen.queryByText('Required.')).not.toBeInTheDocument();
  });

  it('shows nothing when the field has no error', () => {
    renderWithProviders(<FieldError name="phone" errors={{ email: ['Taken.'] }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a list of messages directly', () => {
    renderWithProviders(<FieldError errors={['First.', 'Second.']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('First.');
  });
});
