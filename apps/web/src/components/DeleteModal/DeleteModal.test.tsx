import { DELETE_KINDS, type DeleteKind } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { DeleteModal } from './DeleteModal';

const SITES = [
  { id: 2, name: 'Stockholm Office' },
  { id: 3, name: 'Malmö Terminal' },
];

function open(kind: DeleteKind, props: { moveTargets?: typeof SITES } = {}) {
  const onConfirm = vi.fn();
  const rendered = renderWithProviders(
    <DeleteModal opened kind={kind} name="Gothenburg Warehouse" onClose={() => {}} onConfirm={onConfirm} {...props} />,
  );
  return { ...rendered, onConfirm };
}

describe('DeleteModal', () => {
  it('confirms an organization or a user with the preset delete command', async () => {
    for (const kind of ['organization', 'user'] as const) {
      const { user, onConfirm, unmount } = open(kind);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onConfirm).toHaveBeenCalledWith({ kind, command: 'delete', moveToSiteId: null });
      unmount();
    }
  });

  it('lets every kind except a site be removed at once', async () => {
    for (const kind of DELETE_KINDS.filter((candidate) => candidate !== 'site')) {
      const { user, onConfirm, unmount } = open(kind);
      expect(screen.getByRole('dialog')).toHaveTextContent('Gothenburg Warehouse');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onConfirm, kind).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('names what is removed in the title', () => {
    open('consignment_sharing_rule');
    expect(screen.getByRole('dialog', { name: 'Delete consignment sharing rule' })).toBeInTheDocument();
  });

  it('removes a site with its users only once delete is typed', async () => {
    const { user, onConfirm } = open('site', { moveTargets: SITES });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type delete to confirm' }), 'delet');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type delete to confirm' }), 'e');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ kind: 'site', command: 'delete', moveToSiteId: null });
  });

  it('removes a site after another site is chosen for its users', async () => {
    const { user, onConfirm } = open('site', { moveTargets: SITES });
    await user.click(screen.getByRole('radio', { name: 'Move its users to another site' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Site to move the users to' }));
    await user.click(screen.getByRole('option', { name: 'Malmö Terminal' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith({ kind: 'site', command: null, moveToSiteId: 3 });
  });

  it('offers no move when there is no other site', () => {
    open('site');
    expect(screen.getByRole('radio', { name: 'Move its users to another site' })).toBeDisabled();
    expect(screen.getByText('There is no other site to move the users to.')).toBeInTheDocument();
  });
});
