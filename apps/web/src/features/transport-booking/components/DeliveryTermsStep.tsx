import {
  BOOKING_PAYERS,
  FREIGHT_PRINT_TYPE_KEYS,
  FREIGHT_PRINT_TYPES,
  INCOTERMS,
  LABEL_FORMATS,
  samePrintTypes,
  type BookingPayer,
  type FreightPrintType,
  type LabelFormat,
} from '@freight/contracts';
import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { lockedPrintTypes, type BookingFormValues } from '../booking-form';
import { FormTextarea, FormTextInput, StepSection, useErrorAt } from './fields';
import { Lockable } from './locks';

/** Freight print types in the order of their keys (SPEC §9: 1, 2, 4, 8). */
export const PRINT_TYPES_IN_ORDER: readonly FreightPrintType[] = [...FREIGHT_PRINT_TYPES].sort(
  (a, b) => FREIGHT_PRINT_TYPE_KEYS[a] - FREIGHT_PRINT_TYPE_KEYS[b],
);

/** Step 'delivery_terms': who pays, the Incoterm, instructions for the driver and what to print. */
export function DeliveryTermsStep() {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();

  return (
    <Stack gap="lg">
      <StepSection id="booking-terms" title={t('terms.title')}>
        <Stack gap="md">
          <Lockable path="payer">
            <Controller
              control={control}
              name="payer"
              render={({ field }) => (
                <Radio.Group
                  label={t('terms.payer')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as BookingPayer)}
                  error={errorAt('payer')}
                >
                  <Group gap="lg" mt={6}>
                    {BOOKING_PAYERS.map((payer) => (
                      <Radio key={payer} value={payer} label={t(`payers.${payer}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          </Lockable>
          <Lockable path="terms">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="terms.type"
                render={({ field }) => (
                  <Select
                    label={t('terms.incoterm')}
                    placeholder={t('terms.incoterm_placeholder')}
                    data={INCOTERMS.map((term) => ({ value: term, label: `${term} – ${t(`incoterms.${term}`)}` }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    clearable
                    searchable
                    comboboxProps={{ withinPortal: true }}
                    error={errorAt('terms.type')}
                  />
                )}
              />
              <FormTextInput name="terms.location" label={t('terms.location')} maxLength={100} />
            </SimpleGrid>
          </Lockable>
        </Stack>
      </StepSection>

      <StepSection id="booking-instructions" title={t('terms.instructions')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormTextarea name="pickup_instructions" label={t('terms.pickup_instructions')} maxLength={500} />
          <FormTextarea name="delivery_instructions" label={t('terms.delivery_instructions')} maxLength={500} />
        </SimpleGrid>
        <FormTextarea name="comments" label={t('terms.comments')} maxLength={2000} mt="md" />
      </StepSection>

      <PrintTypesSection />
    </Stack>
  );
}

/** Which freight documents to print with the booking (SPEC §9 freight print types, all off by default), labels as PNG or PDF. */
export function PrintTypesSection() {
  const { t } = useTranslation('booking');
  const { control, watch, setValue } = useFormContext<BookingFormValues>();
  const chosen = watch('freight_print_types');
  const labels = chosen.includes('labels');
  const errorAt = useErrorAt();
  const user = useSessionUser();
  const locked = user ? lockedPrintTypes(user.sites, user.sitesFilter) : null;
  const lockKey = locked?.join(',') ?? null;
  // The site fixes what prints, whatever a default, a template or a draft chose; the booker sees it.
  useEffect(() => {
    if (!locked) return;
    if (!samePrintTypes(chosen, locked)) setValue('freight_print_types', locked, { shouldDirty: true });
    // Nothing of the booker's own to remember where the site decides.
    setValue('freight_print_saved', false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lock's content, not its array identity
  }, [lockKey, chosen]);
  return (
    <StepSection id="booking-print" title={t('terms.print_types')} description={t('terms.print_types_hint')}>
      {locked && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('terms.print_types_locked')}
        </Text>
      )}
      <Lockable path="freight_print_types">
        <Controller
          control={control}
          name="freight_print_types"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={(value) => field.onChange(value as FreightPrintType[])}
              error={errorAt('freight_print_types')}
              aria-labelledby="booking-print"
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt={4}>
                {PRINT_TYPES_IN_ORDER.map((type) => (
                  <Checkbox key={type} value={type} label={t(`print_types.${type}`)} disabled={locked !== null} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        {!locked && (
          <Controller
            control={control}
            name="freight_print_saved"
            render={({ field }) => (
              <Checkbox
                mt="sm"
                size="xs"
                label={t('terms.print_types_saved')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        )}
      </Lockable>
      {labels && (
        <Lockable path="label_format">
          <Controller
            control={control}
            name="label_format"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(value) => field.onChange(value as LabelFormat)}
                label={t('terms.label_format')}
                description={t('terms.label_format_hint')}
                error={errorAt('label_format')}
                mt="md"
              >
                <Group gap="lg" mt={6}>
                  {LABEL_FORMATS.map((format) => (
                    <Radio key={format} value={format} label={t(`label_formats.${format}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </Lockable>
      )}
    </StepSection>
  );
}
