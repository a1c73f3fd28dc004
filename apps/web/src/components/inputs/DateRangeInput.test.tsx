import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { DateRangeInput } from './DateRangeInput';

function Range({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeInput
      label="Pickup dates"
      withAllOption
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateRangeInput', () => {
  it("sends 'start,end' once both days are picked", async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Range initial="2024-03-01,2024-03-02" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Pickup dates' }));
    const calendar = screen.getByRole('table');
    await user.click(within(calendar).getByRole('button', { name: '4 March 2024' }));
    expect(onValue).not.toHaveBeenCalled();
    await user.click(within(calendar).getByRole('button', { name: '12 March 2024' }));
    expect(onValue).toHaveBeenLastCalledWith('2024-03-04,2024-03-12');
  });

  it("shows the chosen range and sends 'all' for every date", async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Range initial="2024-03-01,2024-03-31" onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'Pickup dates' })).toHaveTextContent('2024-03-01 – 2024-03-31');
    await user.click(screen.getByRole('checkbox', { name: 'All dates' }));
    expect(onValue).toHaveBeenLastCalledWith('all');
    expect(screen.getByRole('button', { name: 'Pickup dates' })).toBeDisabled();
  });
});
