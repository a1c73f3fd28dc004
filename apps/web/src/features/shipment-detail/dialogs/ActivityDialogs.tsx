import { CONSIGNMENT_STATUSES, EXCEPTION_TYPES, type ConsignmentStatus } from '@freight/contracts';
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '../../shared-tracking';
import { useShipmentChange } from '../api';
import { ActionDialog, fromLocalInput, SelectField, toLocalInput, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';

const required = { required: 'validation.required' } as const;

/** A tracking event entered by hand, such as a call from the driver. */
export function AddEventDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const statusLabel = useStatusLabel();
  const add = useShipmentChange(shipment.uuid, (calls, body: Parameters<typeof calls.addEvent>[0]) => calls.addEvent(body));
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { occurred_at: toLocalInput(new Date().toISOString()), status: '', description: '', city: '', countrycode: '' },
    fields: ['occurred_at', 'status', 'description', 'city', 'countrycode'],
    save: ({ occurred_at, status, description, city, countrycode }) =>
      add.mutateAsync({
        occurred_at: fromLocalInput(occurred_at) ?? '',
        status: (status || null) as ConsignmentStatus | null,
        description,
        city: city.trim() || null,
        countrycode: countrycode.trim() || null,
      }),
    onDone: onClose,
    savedMessage: t('events.added'),
  });
  return (
    <ActionDialog title={t('dialogs.add_event')} onClose={onClose} onSubmit={submit} pending={add.isPending} notice={notice} size={600}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...form.register('occurred_at', required)}
          type="datetime-local"
          label={t('events.occurred_at')}
          required
          error={fieldError('occurred_at')}
        />
        <SelectField
          control={form.control}
          name="status"
          label={t('events.status')}
          placeholder={t('events.no_status')}
          data={CONSIGNMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          clearable
          error={fieldError('status')}
        />
      </SimpleGrid>
      <TextInput
        {...form.register('description', required)}
        label={t('events.description')}
        required
        error={fieldError('description')}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput {...form.register('city')} label={t('address.city')} error={fieldError('city')} />
        <TextInput {...form.register('countrycode')} label={t('address.countrycode')} maxLength={2} error={fieldError('countrycode')} />
      </SimpleGrid>
    </ActionDialog>
  );
}

/** A comment for colleagues, or a public one that share links show too. */
export function CommentDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const add = useShipmentChange(shipment.uuid, (calls, body: { body: string; is_internal: boolean }) => calls.addComment(body));
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { body: '', is_internal: true },
    fields: ['body', 'is_internal'],
    save: (values) => add.mutateAsync(values),
    onDone: onClose,
    savedMessage: t('comments.added'),
  });
  const { field: internal } = useController({ control: form.control, name: 'is_internal' });
  return (
    <ActionDialog
      title={t('dialogs.comment')}
      onClose={onClose}
      onSubmit={submit}
      pending={add.isPending}
      notice={notice}
      submitLabel={t('comments.post')}
    >
      <Textarea
        {...form.register('body', required)}
        label={t('comments.body')}
        autosize
        minRows={3}
        maxRows={10}
        required
        error={fieldError('body')}
        data-autofocus
      />
      <Switch
        checked={internal.value}
        onChange={(event) => internal.onChange(event.currentTarget.checked)}
        label={t('comments.internal')}
        description={internal.value ? t('comments.internal_hint') : t('comments.public_hint')}
      />
    </ActionDialog>
  );
}

export function ReminderDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const add = useShipmentChange(shipment.uuid, (calls, body: { remind_at: string; text: string }) => calls.addReminder(body));
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { remind_at: toLocalInput(dayjs().add(1, 'day').startOf('hour').toISOString()), text: '' },
    fields: ['remind_at', 'text'],
    save: ({ remind_at, text }) => add.mutateAsync({ remind_at: fromLocalInput(remind_at) ?? '', text }),
    onDone: onClose,
    savedMessage: t('reminders.added'),
  });
  return (
    <ActionDialog title={t('dialogs.reminder')} onClose={onClose} onSubmit={submit} pending={add.isPending} notice={notice}>
      <TextInput
        {...form.register('remind_at', required)}
        type="datetime-local"
        min={toLocalInput(new Date().toISOString())}
        label={t('reminders.remind_at')}
        required
        error={fieldError('remind_at')}
      />
      <Textarea
        {...form.register('text', required)}
        label={t('reminders.text')}
        autosize
        minRows={2}
        required
        error={fieldError('text')}
        data-autofocus
      />
    </ActionDialog>
  );
}

/** Hides the shipment from the default list until a future moment, or wakes it now. */
export function SnoozeDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const snooze = useShipmentChange(shipment.uuid, (calls, until: string | null) => (until ? calls.snooze(until) : calls.wake()));
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { until: toLocalInput(shipment.snoozed_until ?? dayjs().add(1, 'day').startOf('day').add(8, 'hour').toISOString()) },
    fields: ['until'],
    save: ({ until }) => snooze.mutateAsync(fromLocalInput(until)),
    onDone: onClose,
    savedMessage: t('snooze.saved'),
  });
  return (
    <ActionDialog
      title={t('dialogs.snooze')}
      onClose={onClose}
      onSubmit={submit}
      pending={snooze.isPending}
      notice={notice}
      size="sm"
      submitLabel={t('snooze.submit')}
    >
      <TextInput
        {...form.register('until', required)}
        type="datetime-local"
        min={toLocalInput(new Date().toISOString())}
        label={t('snooze.until')}
        description={t('snooze.hint')}
        required
        error={fieldError('until')}
        data-autofocus
      />
    </ActionDialog>
  );
}

export function RaiseExceptionDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const raise = useShipmentChange(shipment.uuid, (calls, body: { type: string; description: string }) => calls.raiseException(body));
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { type: 'DELAY', description: '' },
    fields: ['type', 'description'],
    save: (values) => raise.mutateAsync(values),
    onDone: onClose,
    savedMessage: t('exceptions.raised'),
  });
  return (
    <ActionDialog
      title={t('dialogs.raise_exception')}
      onClose={onClose}
      onSubmit={submit}
      pending={raise.isPending}
      notice={notice}
      submitLabel={t('exceptions.raise')}
    >
      <SelectField
        control={form.control}
        name="type"
        label={t('exceptions.type')}
        data={EXCEPTION_TYPES.map((value) => ({ value, label: t(`exception_types.${value}`) }))}
        allowDeselect={false}
        error={fieldError('type')}
      />
      <Textarea
        {...form.register('description', required)}
        label={t('exceptions.description')}
        autosize
        minRows={3}
        required
        error={fieldError('description')}
        data-autofocus
      />
    </ActionDialog>
  );
}
