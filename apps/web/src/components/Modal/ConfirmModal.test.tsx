import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { ConfirmModal } from './ConfirmModal';

describe('ConfirmModal', () => {
  it('asks with the text and a red Delete beside Cancel, and confirms once on Delete', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmModal
        opened
        title="Delete carrier"
        text="DHL Freight goes for good."
        loading={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete carrier' });
    expect(dialog).toHaveTextContent('DHL Freight goes for good.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('names another step, adds its note and shows why the server refused', () => {
    renderWithProviders(
      <ConfirmModal
        opened
        title="Revoke key"
        text="The key ERP stops working."
        note="This cannot be undone."
        refusal="The key is in use by a running import."
        confirmLabel="Revoke"
        loading={false}
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The key is in use by a running import.');
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
