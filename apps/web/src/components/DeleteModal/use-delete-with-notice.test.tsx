import { screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from '../../lib/api-error';
import { renderWithProviders } from '../test-utils';
import { DeleteModal } from './DeleteModal';
import { useDeleteWithNotice } from './use-delete-with-notice';

interface Carrier {
  id: number;
  name: string;
}

const DHL: Carrier = { id: 7, name: 'DHL Freight' };

function CarrierRow({ remove, onDeleted }: { remove: (id: number) => Promise<void>; onDeleted?: () => void }) {
  const deletion = useDeleteWithNotice(useMutation({ mutationFn: (id: number) => remove(id) }), {
    variables: (carrier: Carrier) => carrier.id,
    deleted: (carrier) => `${carrier.name} deleted.`,
    failed: 'The carrier could not be deleted.',
    ...(onDeleted ? { onDeleted } : {}),
  });
  return (
    <>
      <button type="button" onClick={() => deletion.ask(DHL)}>
        Delete {DHL.name}
      </button>
      <DeleteModal {...deletion.modal} kind="agreement" name={deletion.target?.name ?? ''} />
    </>
  );
}

async function confirmDelete(remove: (id: number) => Promise<void>, onDeleted?: () => void) {
  const { user } = renderWithProviders(<CarrierRow remove={remove} {...(onDeleted ? { onDeleted } : {})} />);
  await user.click(screen.getByRole('button', { name: 'Delete DHL Freight' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('DHL Freight');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
}

describe('useDeleteWithNotice', () => {
  it('deletes the record the dialog asked about, says so and closes the dialog', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    await confirmDelete(remove, onDeleted);
    expect(await screen.findByText('DHL Freight deleted.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(7);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refusal and keeps the dialog open", async () => {
    await confirmDelete(() => Promise.reject(new ApiError(409, { message: 'The carrier still has bookings.' }, 'Conflict')));
    expect(await screen.findByText('The carrier still has bookings.')).toBeInTheDocument();
    expect(screen.queryByText('The carrier could not be deleted.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says a refusal's field message, as a 422 for a record still in use answers it", async () => {
    const inUse = toApiError(422, { message: 'Invalid', errors: { id: ['Order lines use this article.'] } }, null);
    await confirmDelete(() => Promise.reject(inUse));
    expect(await screen.findByText('Order lines use this article.')).toBeInTheDocument();
    expect(screen.queryByText('The carrier could not be deleted.')).not.toBeInTheDocument();
  });

  it('falls back on its own text when the server gives no reason', async () => {
    await confirmDelete(() => Promise.reject(new ApiError(500, null, 'HTTP 500')));
    expect(await screen.findByText('The carrier could not be deleted.')).toBeInTheDocument();
  });
});
