import type { CustomsStatus, TCustomsDeclaration } from '@freight/contracts';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError } from '../../../lib/api';
import { declarationCalls, useDeclarationChange } from '../api';

/** Moves that ask for something first: a reason, or the MRN customs gave. */
const ASKS: Partial<Record<CustomsStatus, 'reason' | 'mrn'>> = { rejected: 'reason', invalidated: 'reason', accepted: 'mrn' };
const DANGER: readonly CustomsStatus[] = ['rejected', 'invalidated'];

/** The status moves the reader may make now, as buttons. */
export function StatusActions({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  const move = useDeclarationChange(declaration.id, declarationCalls(declaration.id).move);
  const [asking, setAsking] = useState<CustomsStatus | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const run = (status: CustomsStatus, extra: { reason?: string; mrn?: string } = {}) =>
    move.mutate(
      { status, ...extra },
      {
        onSuccess: () => {
          setAsking(null);
          setText('');
          // The status badge beside these buttons shows the move; a toast would cover the next one.
          setErrors({});
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors(fields);
          if (!ASKS[status] || (!fields.reason && !fields.mrn)) {
            notifications.show({ color: 'red', message: Object.values(fields).flat().join(' ') || (error as Error).message });
          }
        },
      },
    );

  if (declaration.transitions.length === 0) return null;
  const field = asking ? ASKS[asking] : undefined;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {declaration.transitions.map((status) => (
          <Button
            key={status}
            variant={DANGER.includes(status) || status === 'draft' ? 'default' : 'filled'}
            color={DANGER.includes(status) ? 'red' : undefined}
            loading={move.isPending && move.variables?.status === status}
            onClick={() => (ASKS[status] ? setAsking(status) : run(status))}
          >
            {t(`move.${status}`)}
          </Button>
        ))}
      </Group>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking ? t(`move.${asking}`) : ''}>
        {asking && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              run(asking, field === 'mrn' ? { mrn: text } : { reason: text });
            }}
          >
            <Stack>
              {field === 'mrn' ? (
                <TextInput
                  label={t('move_dialog.mrn')}
                  description={t('move_dialog.mrn_hint')}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  error={errors.mrn?.[0]}
                  maxLength={18}
                  required
                  data-autofocus
                />
              ) : (
                <Textarea
                  label={t('move_dialog.reason')}
                  description={t('move_dialog.reason_hint')}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  error={errors.reason?.[0]}
                  required={asking === 'rejected'}
                  autosize
                  minRows={3}
                  data-autofocus
                />
              )}
              {errors.status && <Alert color="red">{errors.status[0]}</Alert>}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setAsking(null)}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" color={DANGER.includes(asking) ? 'red' : undefined} loading={move.isPending}>
                  {t('move_dialog.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
