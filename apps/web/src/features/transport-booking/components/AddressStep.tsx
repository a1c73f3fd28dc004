import type { AddressBookType } from '@freight/contracts';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELDS, AddressFields, emptyAddress, type AddressField, type AddressFieldErrors } from '../../address-book';
import type { BookingFormValues } from '../booking-form';
import { StepSection, useErrorAt } from './fields';
import { useLocked } from './locks';

type Party = 'consignor' | 'consignee' | 'pickup' | 'delivery';

const BOOK_TYPE: Record<Party, AddressBookType> = { consignor: 'SENDER', consignee: 'RECEIVER', pickup: 'PICK_UP', delivery: 'DELIVERY' };

/** The carrier must reach someone at the consignor about the pickup. */
const CONSIGNOR_REQUIRED: readonly AddressField[] = ['name', 'address', 'zip', 'city', 'country', 'contact_person'];

function PartyFields({ party, disabled }: { party: Party; disabled?: boolean }) {
  const { control } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const errors: AddressFieldErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const message = errorAt(`${party}.${field}`);
    if (message) errors[field] = message;
  }
  return (
    <Controller
      control={control}
      name={party}
      render={({ field }) =>
        field.value ? (
          <AddressFields
            type={BOOK_TYPE[party]}
            value={field.value}
            onChange={field.onChange}
            errors={errors}
            disabled={disabled}
            required={party === 'consignor' ? CONSIGNOR_REQUIRED : undefined}
          />
        ) : (
          <></>
        )
      }
    />
  );
}

/**
 * Step 'address': who sends and who receives, with their contacts from the address book, and
 * where the goods are collected and delivered when that is somewhere else.
 */
export function AddressStep() {
  const { t } = useTranslation('booking');
  const locked = useLocked();
  const { control, setValue } = useFormContext<BookingFormValues>();
  const [pickup, delivery] = useWatch({ control, name: ['pickup', 'delivery'] });

  const separate = (side: 'pickup' | 'delivery', checked: boolean) =>
    setValue(side, checked ? emptyAddress() : null, { shouldDirty: true });

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="lg">
        <StepSection id="booking-consignor" title={t('address.consignor')} description={t('address.consignor_hint')}>
          <PartyFields party="consignor" disabled={locked('consignor')} />
        </StepSection>
        <StepSection
          id="booking-pickup"
          title={t('address.pickup')}
          actions={
            <Switch
              size="sm"
              label={t('address.separate_pickup')}
              checked={pickup !== null}
              disabled={locked('pickup')}
              onChange={(event) => separate('pickup', event.currentTarget.checked)}
            />
          }
          description={pickup ? undefined : t('address.pickup_same')}
        >
          {pickup && <PartyFields party="pickup" disabled={locked('pickup')} />}
        </StepSection>
      </Stack>
      <Stack gap="lg">
        <StepSection id="booking-consignee" title={t('address.consignee')} description={t('address.consignee_hint')}>
          <PartyFields party="consignee" disabled={locked('consignee')} />
        </StepSection>
        <StepSection
          id="booking-delivery"
          title={t('address.delivery')}
          actions={
            <Switch
              size="sm"
              label={t('address.separate_delivery')}
              checked={delivery !== null}
              disabled={locked('delivery')}
              onChange={(event) => separate('delivery', event.currentTarget.checked)}
            />
          }
          description={delivery ? undefined : t('address.delivery_same')}
        >
          {delivery && <PartyFields party="delivery" disabled={locked('delivery')} />}
        </StepSection>
      </Stack>
    </SimpleGrid>
  );
}
