import type { DeleteDecision } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, refusalMessage } from '../../lib/api-error';
import type { DeleteModalProps } from './DeleteModal';

/** The part of a TanStack mutation the delete needs, whatever the mutation answers. */
interface DeleteMutation<TVariables> {
  mutate: (variables: TVariables, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface DeleteWithNoticeOptions<TRecord, TVariables> {
  /** What the delete call takes for the record (usually its id) and the user's decision in the dialog. */
  variables: (record: TRecord, decision: DeleteDecision | null) => TVariables;
  /** The notice once the record is gone. */
  deleted: (record: TRecord) => string;
  /** The notice of a failure the server gives no reason for; without it such a failure has only the app's own toast. */
  failed?: string;
  /** After the notice, with the dialog closed (such as leaving the deleted record's page). */
  onDeleted?: (record: TRecord) => void;
}

export interface DeleteWithNotice<TRecord> {
  /** The record the dialog asks about, null while it is closed. */
  target: TRecord | null;
  /** Opens the dialog for a record; the same function on every render, so a memo may depend on it. */
  ask: (record: TRecord) => void;
  /** While a delete call runs. */
  pending: boolean;
  /** Deletes without the dialog (a confirmation of the page's own), then runs `then` on success. */
  run: (record: TRecord, then?: () => void) => void;
  /** Spread on `DeleteModal`, beside its kind and name. */
  modal: Pick<DeleteModalProps, 'opened' | 'onClose' | 'loading' | 'onConfirm'>;
}

/**
 * The one way a page deletes a record: the DeleteModal's state, the delete call, and the notice
 * of its outcome, green when it is gone and red with the server's reason when it was refused.
 */
export function useDeleteWithNotice<TRecord, TVariables>(
  mutation: DeleteMutation<TVariables>,
  { variables, deleted, failed, onDeleted }: DeleteWithNoticeOptions<TRecord, TVariables>,
): DeleteWithNotice<TRecord> {
  const [target, setTarget] = useState<TRecord | null>(null);

  const remove = (record: TRecord, decision: DeleteDecision | null, then?: () => void) =>
    mutation.mutate(variables(record, decision), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: deleted(record) });
        setTarget(null);
        onDeleted?.(record);
        then?.();
      },
      onError: (error) => {
        const message = failureText(error) ?? failed;
        if (message) notifications.show({ color: 'red', message });
      },
    });

  return {
    target,
    ask: setTarget,
    pending: mutation.isPending,
    run: (record, then) => remove(record, null, then),
    modal: {
      opened: target !== null,
      onClose: () => setTarget(null),
      loading: mutation.isPending,
      onConfirm: (decision) => {
        if (target !== null) remove(target, decision);
      },
    },
  };
}

// The dialog has no fields, so a 422's field messages are said in the notice.
function failureText(error: unknown): string | null {
  return refusalMessage(error) ?? (error instanceof ApiError && error.status === 422 ? error.message : null);
}
