import type { TPriceCalculationRequest } from '@freight/contracts';
import { Grid, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../lib/forms';
import { AddressFields, CountrySelect, emptyAddress } from '../../address-book';
import { isLocked, LockedIcon } from '../../flow-templates';
import type { PlaceValues, QuoteFormValues } from '../quote-form';

/** A quote needs only where the goods are: the rest of a full address is for the booking. */
const QUOTE_REQUIRED = ['country', 'zip'] as const;

export interface PlaceFieldsProps {
  side: 'pickup' | 'delivery';
  control: Control<QuoteFormValues, unknown, TPriceCalculationRequest>;
  errors: FieldErrors<QuoteFormValues>;
  /** A template's locked fields: the place, or some of its fields, cannot be changed. */
  lockedFields?: readonly string[];
  /** A control beside the place's title or a field's label, such as a template's lock toggle. */
  lockControl?: (path: string) => ReactNode;
}

/**
 * Country, postcode and city of the pickup or delivery place, which the carriers' zones read;
 * or, switched on, the full address with its contact, from the address book if wanted.
 */
export function PlaceFields({ side, control, errors, lockedFields, lockControl }: PlaceFieldsProps) {
  const { t } = useTranslation('quotes');
  const errorText = useFieldErrorText();
  const placeErrors = errors[side];
  const fieldErrors = {
    country: errorText(placeErrors?.country),
    zip: errorText(placeErrors?.zip),
    city: errorText(placeErrors?.city),
  };
  const titleId = `plt-${side}`;
  const locked = (field?: 'country' | 'zip' | 'city') => isLocked(lockedFields, field ? `${side}.${field}` : side);
  const lockIcon = (field?: 'country' | 'zip' | 'city') => (locked(field) ? <LockedIcon /> : undefined);
  const label = (field: 'country' | 'zip' | 'city', text: string) =>
    lockControl ? (
      <Group gap={4} component="span" wrap="nowrap">
        {text}
        {lockControl(`${side}.${field}`)}
      </Group>
    ) : (
      text
    );

  return (
    <Controller
      control={control}
      name={side}
      render={({ field }) => {
        const place: PlaceValues = field.value;
        const set = (changes: Partial<PlaceValues>) => field.onChange({ ...place, ...changes });
        return (
          <Stack gap="xs" component="fieldset" aria-labelledby={titleId} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
            <Group justify="space-between" gap="xs">
              <Group gap={6} wrap="nowrap">
                <Text component="legend" id={titleId} fw={650} p={0}>
                  {t(`place.${side}`)}
                </Text>
                {lockControl ? lockControl(side) : lockIcon()}
              </Group>
              <Switch
                size="sm"
                label={t('place.full_address')}
                disabled={locked()}
                checked={place.address !== null}
                onChange={(event) =>
                  set({
                    address: event.currentTarget.checked
                      ? { ...emptyAddress(), country: place.country, zip: place.zip, city: place.city }
                      : null,
                  })
                }
              />
            </Group>
            {place.address ? (
              <AddressFields
                type={side === 'pickup' ? 'PICK_UP' : 'DELIVERY'}
                value={{ ...place.address, country: place.country, zip: place.zip, city: place.city }}
                onChange={(address) => field.onChange({ country: address.country, zip: address.zip, city: address.city, address })}
                errors={fieldErrors}
                required={QUOTE_REQUIRED}
                disabled={locked()}
              />
            ) : (
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, xs: 5 }}>
                  <CountrySelect
                    label={label('country', t('place.country'))}
                    aria-label={t('place.country')}
                    disabled={locked('country')}
                    {...(locked('country') ? { rightSection: lockIcon('country') } : {})}
                    value={place.country}
                    onChange={(country) => set({ country })}
                    error={fieldErrors.country}
                    allowDeselect={false}
                    required
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, xs: 3 }}>
                  <TextInput
                    label={label('zip', t('place.zip'))}
                    aria-label={t('place.zip')}
                    disabled={locked('zip')}
                    rightSection={lockIcon('zip')}
                    value={place.zip}
                    onChange={(event) => set({ zip: event.currentTarget.value })}
                    error={fieldErrors.zip}
                    maxLength={12}
                    autoComplete="off"
                    required
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 7, xs: 4 }}>
                  <TextInput
                    label={label('city', t('place.city'))}
                    aria-label={t('place.city')}
                    disabled={locked('city')}
                    rightSection={lockIcon('city')}
                    value={place.city}
                    onChange={(event) => set({ city: event.currentTarget.value })}
                    error={fieldErrors.city}
                    maxLength={100}
                    autoComplete="off"
                  />
                </Grid.Col>
              </Grid>
            )}
          </Stack>
        );
      }}
    />
  );
}
