import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const CARRIERS = ['DHL Freight', 'Schenker', 'PostNord', 'UPS', 'TNT', 'Bring Parcels', 'Jetpak'].map((label, index) => ({
  value: String(index + 1),
  label,
}));

function Carriers(props: Partial<MultiSelectProps> & { initial?: string[]; onValue?: (value: string[]) => void }) {
  const { initial = [], onValue, ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiSelect
      label="Carriers"
      data={CARRIERS}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('button', { name: /^Carriers/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('MultiSelect', () => {
  it("shows 'Select option' until something is picked, then the picked names", async () => {
    const { user } = renderWithProviders(<Carriers />);
    expect(field()).toHaveTextContent('Select option');
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Schenker' }));
    await user.click(screen.getByRole('option', { name: 'UPS' }));
    expect(field()).toHaveTextContent('Schenker, UPS');
    expect(screen.getByRole('option', { name: 'UPS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('unpicks an option on a second click', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Carriers initial={['2']} onValue={onValue} />);
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Schenker' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(field()).toHaveTextContent('Select option');
  });

  it('lists five names, then counts the selection', () => {
    renderWithProviders(<Carriers initial={['1', '2', '3', '4', '5']} />);
    expect(field()).toHaveTextContent('DHL Freight, Schenker, PostNord, UPS, TNT');
  });

  it("counts six or more as 'N selected' or 'N/M selected'", () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    const { unmount } = renderWithProviders(<Carriers initial={six} />);
    expect(field()).toHaveTextContent('6 selected');
    unmount();
    renderWithProviders(<Carriers initial={six} showTotal />);
    expect(field()).toHaveTextContent('6/7 selected');
  });

  it('refuses a selection above its maximum', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Carriers max={2} initial={['1', '2']} onValue={onValue} />);
    await user.click(field());
    const ups = screen.getByRole('option', { name: 'UPS' });
    expect(ups).toHaveAttribute('aria-disabled', 'true');
    await user.click(ups);
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent('DHL Freight, Schenker');
    expect(screen.getByText('You can select at most 2 options.')).toBeInTheDocument();
  });

  it('says when the search finds nothing and when there is nothing to choose', async () => {
    const { user, unmount } = renderWithProviders(<Carriers />);
    await user.click(field());
    await user.type(screen.getByRole('textbox', { name: 'Search options' }), 'zzz');
    expect(screen.getByText('Oops! No elements found. Consider changing the search query.')).toBeInTheDocument();
    unmount();

    const empty = renderWithProviders(<Carriers data={[]} />);
    await empty.user.click(field());
    expect(screen.getByText('List is empty.')).toBeInTheDocument();
  });

  it('filters by the search and clears it 100 ms after closing', async () => {
    const { user } = renderWithProviders(<Carriers />);
    await user.click(field());
    await user.type(screen.getByRole('textbox', { name: 'Search options' }), 'post');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['PostNord']);

    // Synchronous events from here, so only the fake clock moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = () => screen.getByRole('textbox', { name: 'Search options' });
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Search options' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(99));
    fireEvent.click(field());
    expect(search()).toHaveValue('post');

    fireEvent.keyDown(search(), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(field());
    expect(search()).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(CARRIERS.length);
  });
});
