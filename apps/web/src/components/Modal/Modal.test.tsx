import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { Modal } from './Modal';

function overlay() {
  const element = document.querySelector('.mantine-Modal-overlay');
  if (!element) throw new Error('No overlay rendered');
  return element;
}

describe('Modal', () => {
  it('shows its title and content at the width of its size', () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Edit site" size="2xl">
        Body text
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit site' });
    expect(dialog).toHaveTextContent('Body text');
    // 1000 px, written in rem by Mantine.
    expect(document.querySelector('.mantine-Modal-root')).toHaveStyle({ '--modal-size': 'calc(62.5rem * var(--mantine-scale))' });
  });

  it('closes on Escape, on the overlay and with the named close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Modal opened onClose={onClose} title="Edit site">
        Body
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(overlay());
    fireEvent.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open on Escape and overlay clicks when told to', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Modal opened onClose={onClose} title="Unsaved booking" closeOnEscape={false} closeOnOverlayClick={false}>
        Body
      </Modal>,
    );
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(overlay());
    fireEvent.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves the page until first opened, then opens, closes and opens again', async () => {
    const { rerender } = renderWithProviders(
      <Modal opened={false} onClose={() => {}} title="Edit site">
        Body
      </Modal>,
    );
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    for (const opened of [true, false, true]) {
      rerender(
        <Modal opened={opened} onClose={() => {}} title="Edit site">
          Body
        </Modal>,
      );
      if (opened) expect(await screen.findByRole('dialog', { name: 'Edit site' })).toHaveTextContent('Body');
      else await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});
