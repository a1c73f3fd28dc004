import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import booking from '@freight/locales/en/booking.json';
import { DutiableModals } from './DutiableModals';

i18next.addResourceBundle('en', 'booking', booking);

const service = (id: number, carrier: string, name: string) => ({
  carrier_service_id: id,
  carrier: { id: id * 10, name: carrier },
  service: { id, name },
});

describe('dutiable modals', () => {
  it('offer the services that can clear customs and hand over the one chosen', async () => {
    const onChooseService = vi.fn();
    const { user } = renderWithProviders(
      <DutiableModals
        modal={{ kind: 'services', services: [service(4, 'DHL Freight', 'Euroconnect'), service(9, 'Schenker', 'System')] }}
        onClose={vi.fn()}
        onChooseService={onChooseService}
        onChangeGoods={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Customs clearance needed' });
    expect(dialog).toBeInTheDocument();
    const choose = screen.getByRole('button', { name: 'Choose this service' });
    expect(choose).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Schenker – System' }));
    await user.click(choose);
    expect(onChooseService).toHaveBeenCalledWith(9);
  });

  it('show the SPEC texts when no service is found, the check fails or the goods are invalid', async () => {
    const onChangeGoods = vi.fn();
    const { user, rerender } = renderWithProviders(
      <DutiableModals modal={{ kind: 'not_found' }} onClose={vi.fn()} onChooseService={vi.fn()} onChangeGoods={onChangeGoods} />,
    );
    expect(await screen.findByText('Please change the template, change the cargo parameters or contact support team')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the goods' }));
    expect(onChangeGoods).toHaveBeenCalledOnce();

    rerender(<DutiableModals modal={{ kind: 'error' }} onClose={vi.fn()} onChooseService={vi.fn()} onChangeGoods={onChangeGoods} />);
    expect(await screen.findByText('Please change the template or contact manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the goods' })).not.toBeInTheDocument();

    rerender(
      <DutiableModals modal={{ kind: 'invalid_goods' }} onClose={vi.fn()} onChooseService={vi.fn()} onChangeGoods={onChangeGoods} />,
    );
    expect(await screen.findByText('Please change the template, change cargo parameters or contact manager')).toBeInTheDocument();
  });

  it('list the services that could clear customs when none offered here can', async () => {
    renderWithProviders(
      <DutiableModals
        modal={{ kind: 'no_options', services: [service(4, 'DHL Freight', 'Euroconnect')] }}
        onClose={vi.fn()}
        onChooseService={vi.fn()}
        onChangeGoods={vi.fn()}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'No service here clears customs' })).toBeInTheDocument();
    expect(screen.getByText('DHL Freight – Euroconnect')).toBeInTheDocument();
  });
});
