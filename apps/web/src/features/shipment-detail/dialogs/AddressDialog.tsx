import type { TConsignmentDetail, TUpdateConsignmentBody } from '@freight/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShipmentChange } from '../api';
import { ActionDialog, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';

export type AddressParty = 'consignor' | 'consignee' | 'pickup' | 'delivery';

const PARTY_FIELDS = ['name', 'address', 'zip', 'city', 'countrycode'] as const;
const ADDRESS_FIELDS = ['name', 'address', 'address2', 'zip', 'city', 'state', 'country', 'contact_person', 'phone', 'email'] as const;

type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>;

/** The sender or receiver: name and address are kept on the shipment itself. */
function PartyForm({ shipment, party, onClose }: ShipmentDialogProps & { party: 'consignor' | 'consignee' }) {
  const { t } = useTranslation('shipment');
  const update = useShipmentChange(shipment.uuid, (calls, body: TUpdateConsignmentBody) => calls.update(body));
  const current = shipment[party];
  const fields = PARTY_FIELDS.map((name) => `${party}_${name}` as const);
  const { form, submit, notice, fieldError } = useDialogForm<Record<string, string>>({
    defaultValues: Object.fromEntries(PARTY_FIELDS.map((name) => [`${party}_${name}`, current[name] ?? ''])),
    fields,
    save: (values) => update.mutateAsync(values),
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={t(`dialogs.address_${party}`)}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      notice={notice}
      size={600}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {PARTY_FIELDS.map((name) => (
          <TextInput
            key={name}
            {...form.register(`${party}_${name}`)}
            label={t(`address.${name}`)}
            maxLength={name === 'countrycode' ? 2 : undefined}
            error={fieldError(`${party}_${name}`)}
          />
        ))}
      </SimpleGrid>
    </ActionDialog>
  );
}

type AddressKey = 'pickup_address' | 'delivery_address';

/** A pickup or delivery address with its contact, saved as one object. */
function FullAddressForm({ shipment, party, onClose }: ShipmentDialogProps & { party: 'pickup' | 'delivery' }) {
  const { t } = useTranslation('shipment');
  const key: AddressKey = `${party}_address`;
  const update = useShipmentChange(shipment.uuid, (calls, body: TUpdateConsignmentBody) => calls.update(body));
  const current: TConsignmentDetail[AddressKey] = shipment[key];
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, current?.[name] ?? ''])) as AddressValues;
  // Named like the API's fields, so a 422 message such as `pickup_address.email` lands under its field.
  const { form, submit, notice, fieldError } = useDialogForm<Record<AddressKey, AddressValues>>({
    defaultValues: { pickup_address: values, delivery_address: values },
    fields: ADDRESS_FIELDS.map((name) => `${key}.${name}` as const),
    save: (all) => update.mutateAsync({ [key]: all[key] }),
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={t(`dialogs.address_${party}`)}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      notice={notice}
      size={600}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {ADDRESS_FIELDS.map((name) => (
          <TextInput
            key={name}
            {...form.register(`${key}.${name}`)}
            label={t(`address.${name}`)}
            maxLength={name === 'country' ? 2 : undefined}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            error={fieldError(`${key}.${name}`)}
          />
        ))}
      </SimpleGrid>
    </ActionDialog>
  );
}

export function AddressDialog({ party, ...props }: ShipmentDialogProps & { party: AddressParty }) {
  return party === 'consignor' || party === 'consignee' ? (
    <PartyForm party={party} {...props} />
  ) : (
    <FullAddressForm party={party} {...props} />
  );
}
