import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './test-utils';
import { Tooltip } from './Tooltip';

function EditButton({ onClick = () => {} }: { onClick?: () => void }) {
  return (
    <Tooltip label="Edit the carrier">
      <ActionIcon aria-label="Edit" onClick={onClick}>
        ✎
      </ActionIcon>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('shows its hint while the mouse is over the target, which stays the same element and takes the click', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<EditButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit the carrier');
    expect(screen.getByRole('button', { name: 'Edit' })).toBe(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    await user.unhover(button);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows nothing for a touch, as Mantine’s hints do not', () => {
    renderWithProviders(<EditButton />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Edit' }), { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
