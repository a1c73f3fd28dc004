import type { TException } from '@freight/contracts';
import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipmentChange } from '../api';
import { ActionDialog, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';

export const EXCEPTION_ACTIONS = ['investigate', 'claim', 'forward', 'resolve'] as const;
export type ExceptionAction = (typeof EXCEPTION_ACTIONS)[number];

interface ExceptionValues {
  claim_reference: string;
  email: string;
  message: string;
  resolution: string;
}

const required = { required: 'validation.required' } as const;

/** Works an open exception: start investigating, file a claim, forward it, or resolve it. */
export function ExceptionDialog({
  shipment,
  exception,
  action: initial,
  onClose,
}: ShipmentDialogProps & { exception: TException; action: ExceptionAction }) {
  const { t } = useTranslation('shipment');
  const [action, setAction] = useState<ExceptionAction>(initial);
  const change = useShipmentChange(shipment.uuid, (calls, values: ExceptionValues) => {
    switch (action) {
      case 'investigate':
        return calls.investigateException(exception.id);
      case 'claim':
        return calls.claimException(exception.id, values.claim_reference);
      case 'forward':
        return calls.forwardException(exception.id, values.email, values.message);
      case 'resolve':
        return calls.resolveException(exception.id, values.resolution);
    }
  });
  const { form, submit, notice, fieldError } = useDialogForm<ExceptionValues>({
    defaultValues: { claim_reference: exception.claim_reference ?? '', email: '', message: '', resolution: '' },
    fields: ['claim_reference', 'email', 'message', 'resolution'],
    save: (values) => change.mutateAsync(values),
    onDone: onClose,
    savedMessage: t(`exceptions.done.${action}`),
  });
  const available = EXCEPTION_ACTIONS.filter((candidate) => candidate !== 'investigate' || exception.state === 'open');

  return (
    <ActionDialog
      title={t('dialogs.exception', {
        type: t(`exception_types.${exception.type}` as 'exception_types.OTHER', { defaultValue: exception.type }),
      })}
      onClose={onClose}
      onSubmit={submit}
      pending={change.isPending}
      notice={notice}
      submitLabel={t(`exceptions.actions.${action}`)}
      size={600}
    >
      {exception.description && <Text size="sm">{exception.description}</Text>}
      <SegmentedControl
        fullWidth
        value={action}
        onChange={(value) => setAction(value as ExceptionAction)}
        data={available.map((value) => ({ value, label: t(`exceptions.actions.${value}`) }))}
        aria-label={t('exceptions.action')}
      />
      <Stack gap="sm" key={action}>
        {action === 'investigate' && <Text c="dimmed">{t('exceptions.investigate_hint')}</Text>}
        {action === 'claim' && (
          <TextInput
            {...form.register('claim_reference', required)}
            label={t('exceptions.claim_reference')}
            required
            error={fieldError('claim_reference')}
            data-autofocus
          />
        )}
        {action === 'forward' && (
          <>
            <TextInput
              {...form.register('email', required)}
              type="email"
              label={t('exceptions.forward_email')}
              required
              error={fieldError('email')}
              data-autofocus
            />
            <Textarea
              {...form.register('message')}
              label={t('exceptions.forward_message')}
              autosize
              minRows={3}
              error={fieldError('message')}
            />
          </>
        )}
        {action === 'resolve' && (
          <Textarea
            {...form.register('resolution', required)}
            label={t('exceptions.resolution')}
            autosize
            minRows={3}
            required
            error={fieldError('resolution')}
            data-autofocus
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
