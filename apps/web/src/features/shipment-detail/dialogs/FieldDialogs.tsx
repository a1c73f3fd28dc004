import {
  CONSIGNMENT_DIRECTIONS,
  DEFAULT_CURRENCY,
  TRANSPORT_MODES,
  type TConsignmentDetail,
  type TUpdateConsignmentBody,
} from '@freight/contracts';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { useOwnerCandidates, useShipmentChange } from '../api';
import {
  ActionDialog,
  DecimalField,
  IntegerField,
  fromLocalInput,
  numberText,
  SelectField,
  toLocalInput,
  toNumberOrNull,
  useDialogForm,
} from './dialog-form';

export interface ShipmentDialogProps {
  shipment: TConsignmentDetail;
  onClose: () => void;
}

function useUpdate(uuid: string) {
  return useShipmentChange(uuid, (calls, body: TUpdateConsignmentBody) => calls.update(body));
}

export function ReferencesDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const update = useUpdate(shipment.uuid);
  const fields = ['consignor_reference', 'consignee_reference', 'purchase_order_number', 'sales_order_number', 'project_number'] as const;
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: Object.fromEntries(fields.map((name) => [name, shipment.references[name] ?? ''])) as Record<
      (typeof fields)[number],
      string
    >,
    fields,
    save: (values) => update.mutateAsync(values),
    onDone: onClose,
  });
  return (
    <ActionDialog title={t('dialogs.references')} onClose={onClose} onSubmit={submit} pending={update.isPending} notice={notice}>
      {fields.map((name) => (
        <TextInput key={name} {...form.register(name)} label={t(`fields.${name}`)} error={fieldError(name)} />
      ))}
    </ActionDialog>
  );
}

export function PriceTermsDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const update = useUpdate(shipment.uuid);
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: {
      price_amount: shipment.price.amount === null ? '' : String(shipment.price.amount / 100),
      price_currency: shipment.price.currency ?? DEFAULT_CURRENCY,
      terms_type: shipment.terms.type ?? '',
      terms_location: shipment.terms.location ?? '',
    },
    fields: ['price_amount', 'price_currency', 'terms_type', 'terms_location'],
    save: ({ price_amount, price_currency, terms_type, terms_location }) => {
      const amount = toNumberOrNull(price_amount);
      // The API keeps prices in minor units, so 12.50 SEK is 1250 öre.
      return update.mutateAsync({
        price_amount: amount === null ? null : Math.round(amount * 100),
        price_currency: price_currency.trim() === '' ? null : price_currency,
        terms_type,
        terms_location,
      });
    },
    onDone: onClose,
  });
  return (
    <ActionDialog title={t('dialogs.price_terms')} onClose={onClose} onSubmit={submit} pending={update.isPending} notice={notice}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DecimalField control={form.control} name="price_amount" label={t('fields.price_amount')} error={fieldError('price_amount')} />
        <TextInput
          {...form.register('price_currency')}
          label={t('fields.price_currency')}
          maxLength={3}
          error={fieldError('price_currency')}
        />
        <TextInput
          {...form.register('terms_type')}
          label={t('fields.terms_type')}
          placeholder="FCA"
          maxLength={10}
          error={fieldError('terms_type')}
        />
        <TextInput {...form.register('terms_location')} label={t('fields.terms_location')} error={fieldError('terms_location')} />
      </SimpleGrid>
    </ActionDialog>
  );
}

export function WaybillDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const update = useUpdate(shipment.uuid);
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { waybill_number: shipment.waybill_number ?? '', container_number: shipment.container_number ?? '' },
    fields: ['waybill_number', 'container_number'],
    save: (values) => update.mutateAsync(values),
    onDone: onClose,
  });
  return (
    <ActionDialog title={t('dialogs.waybill')} onClose={onClose} onSubmit={submit} pending={update.isPending} notice={notice} size="sm">
      <TextInput
        {...form.register('waybill_number')}
        label={t('fields.waybill_number')}
        error={fieldError('waybill_number')}
        data-autofocus
      />
      <TextInput
        {...form.register('container_number')}
        label={t('fields.container_number')}
        description={t('dialogs.container_hint')}
        error={fieldError('container_number')}
      />
    </ActionDialog>
  );
}

export function SetEtaDialog({ shipment, onClose }: ShipmentDialogProps) {
  return <SetTimeDialog shipment={shipment} onClose={onClose} field="eta_at" />;
}

export const TIME_FIELDS = ['booked_at', 'pickup_at', 'eta_at', 'delivered_at'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** Sets one of the shipment's moments: booked, picked up, ETA or delivered. */
export function SetTimeDialog({ shipment, onClose, field }: ShipmentDialogProps & { field: TimeField }) {
  const { t } = useTranslation('shipment');
  const update = useUpdate(shipment.uuid);
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { [field]: toLocalInput(shipment[field]) } as Record<TimeField, string>,
    fields: [field],
    save: (values) => update.mutateAsync({ [field]: fromLocalInput(values[field]) }),
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={field === 'eta_at' ? t('dialogs.set_eta') : t('dialogs.set_time', { field: t(`fields.${field}`) })}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      notice={notice}
      size="sm"
    >
      <TextInput
        {...form.register(field)}
        type="datetime-local"
        label={t(`fields.${field}`)}
        description={t('dialogs.clear_hint')}
        error={fieldError(field)}
        data-autofocus
      />
    </ActionDialog>
  );
}

/** The shipment's own facts: direction, transport mode and its moments. */
export function EditShipmentDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const update = useUpdate(shipment.uuid);
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: {
      direction: shipment.direction as string,
      transport_mode: shipment.transport_mode ?? '',
      ...(Object.fromEntries(TIME_FIELDS.map((name) => [name, toLocalInput(shipment[name])])) as Record<TimeField, string>),
    },
    fields: ['direction', 'transport_mode', ...TIME_FIELDS],
    save: ({ direction, transport_mode, ...moments }) =>
      update.mutateAsync({
        direction: direction as TConsignmentDetail['direction'],
        transport_mode: (transport_mode || null) as TConsignmentDetail['transport_mode'],
        ...Object.fromEntries(TIME_FIELDS.map((name) => [name, fromLocalInput(moments[name])])),
      }),
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={t('dialogs.edit_shipment')}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      notice={notice}
      size={600}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <SelectField
          control={form.control}
          name="direction"
          label={t('fields.direction')}
          data={CONSIGNMENT_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
          allowDeselect={false}
          error={fieldError('direction')}
        />
        <SelectField
          control={form.control}
          name="transport_mode"
          label={t('fields.transport_mode')}
          data={TRANSPORT_MODES.map((value) => ({ value, label: t(`transport_modes.${value}`) }))}
          clearable
          error={fieldError('transport_mode')}
        />
        {TIME_FIELDS.map((name) => (
          <TextInput key={name} {...form.register(name)} type="datetime-local" label={t(`fields.${name}`)} error={fieldError(name)} />
        ))}
      </SimpleGrid>
    </ActionDialog>
  );
}

/** The shipment's owner: any colleague who sees the shipment, or nobody. */
export function OwnerDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const user = useSessionUser();
  const candidates = useOwnerCandidates(shipment.uuid);
  const update = useUpdate(shipment.uuid);
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: { owner_user_id: String(shipment.owner?.id ?? '') },
    fields: ['owner_user_id'],
    save: ({ owner_user_id }) => update.mutateAsync({ owner_user_id: owner_user_id ? Number(owner_user_id) : null }),
    onDone: onClose,
  });
  const options = (candidates.data ?? []).map((candidate) => ({
    value: String(candidate.id),
    label: candidate.id === user?.id ? t('dialogs.owner_me', { name: candidate.name }) : `${candidate.name} (${candidate.email})`,
  }));
  return (
    <ActionDialog title={t('dialogs.owner')} onClose={onClose} onSubmit={submit} pending={update.isPending} notice={notice} size="sm">
      <SelectField
        control={form.control}
        name="owner_user_id"
        label={t('fields.owner')}
        placeholder={t('dialogs.owner_none')}
        data={options}
        searchable
        clearable
        disabled={candidates.isPending}
        nothingFoundMessage={t('dialogs.owner_nobody')}
        error={fieldError('owner_user_id')}
      />
      <Text size="sm" c="dimmed">
        {t('dialogs.owner_hint')}
      </Text>
    </ActionDialog>
  );
}

export function GoodsInfoDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const update = useUpdate(shipment.uuid);
  const decimals = ['total_weight', 'total_volume', 'load_meters', 'pallet_spaces'] as const;
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: {
      packages: shipment.packages,
      ...(Object.fromEntries(decimals.map((name) => [name, numberText(shipment[name])])) as Record<(typeof decimals)[number], string>),
    },
    fields: ['packages', ...decimals],
    save: ({ packages, ...values }) =>
      update.mutateAsync({
        packages,
        ...Object.fromEntries(decimals.map((name) => [name, toNumberOrNull(values[name])])),
      }),
    onDone: onClose,
  });
  return (
    <ActionDialog title={t('dialogs.goods_info')} onClose={onClose} onSubmit={submit} pending={update.isPending} notice={notice}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <IntegerField control={form.control} name="packages" label={t('fields.packages')} error={fieldError('packages')} />
        {decimals.map((name) => (
          <DecimalField key={name} control={form.control} name={name} label={t(`fields.${name}`)} error={fieldError(name)} />
        ))}
      </SimpleGrid>
    </ActionDialog>
  );
}
