import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import { PAYMENT_ACCOUNT_TYPES, type ModuleState, type PaymentAccountType, type TAdditionalService } from '@freight/contracts';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { todayIso } from '../../price-leadtime';
import { REFERENCE_FIELDS, type BookingFormValues } from '../booking-form';
import { AdditionalServices } from './AdditionalServices';
import { FormTextInput, StepSection, useErrorAt } from './fields';
import { Lockable, useLocked } from './locks';
import { DeliveryWindow } from './DeliveryWindow';
import { PickupFields } from './PickupFields';

/** Calendar languages by interface language; dayjs names Simplified Chinese in lower case. */
export const CALENDAR_LOCALES: Record<string, string> = { en: 'en', es: 'es', 'zh-CN': 'zh-cn' };

/** Currencies goods are commonly valued in on the portal's lanes; SEK first (SPEC §9 default). */
export const GOODS_CURRENCIES = ['SEK', 'EUR', 'NOK', 'DKK', 'USD', 'GBP', 'CHF', 'PLN', 'CNY'] as const;

export interface CreateBookingStepProps {
  services: readonly TAdditionalService[] | undefined;
  servicesLoading: boolean;
  servicesFailed: boolean;
  onServicesChange: (choice: { codes: string[]; values: Record<string, string> }) => void;
}

const readOnly = (state: ModuleState) => state === 'disabled';

/**
 * Step 'create_booking' ('Finalize form & create booking'): when the goods are collected, the
 * references, what customs needs to know and the chosen service's additional services.
 */
export function CreateBookingStep({ services, servicesLoading, servicesFailed, onServicesChange }: CreateBookingStepProps) {
  const { t, i18n } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const locked = useLocked();
  const [modules, pickupDate, codes, answers] = useWatch({
    control,
    name: ['modules', 'pickup_date', 'additional_services', 'additional_service_values'],
  });
  const calendar = CALENDAR_LOCALES[i18n.language] ?? 'en';
  const customsShown =
    modules['custom-data'] !== 'hidden' || modules['custom-value'] !== 'hidden' || modules['custom-clearance'] !== 'hidden';

  return (
    <Stack gap="lg">
      <StepSection id="booking-pickup-time" title={t('create.when')} description={t('create.when_hint')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          <PickupFields windowState={modules['pickup-time']} dateLocked={locked('pickup_date')} />
          <Controller
            control={control}
            name="delivery_date"
            render={({ field }) => (
              <DatePickerInput
                label={t('create.delivery_date')}
                description={t('create.delivery_date_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                valueFormat="YYYY-MM-DD"
                locale={calendar}
                leftSection={<IconCalendar size={18} aria-hidden />}
                minDate={pickupDate || todayIso()}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errorAt('delivery_date')}
                popoverProps={{ withinPortal: true }}
                clearable
              />
            )}
          />
          <DeliveryWindow />
        </SimpleGrid>
      </StepSection>

      <StepSection id="booking-references" title={t('create.references')}>
        <Lockable path="references">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {REFERENCE_FIELDS.map((field) => (
              <FormTextInput key={field} name={`references.${field}`} label={t(`references.${field}`)} maxLength={100} />
            ))}
          </SimpleGrid>
        </Lockable>
      </StepSection>

      {customsShown && (
        <StepSection id="booking-customs" title={t('create.customs')} description={t('create.customs_hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {modules['custom-data'] !== 'hidden' && (
              <FormTextInput
                name="goods_information.content"
                label={t('create.goods_content')}
                maxLength={500}
                readOnly={readOnly(modules['custom-data'])}
                required={modules['custom-data'] === 'visible'}
              />
            )}
            {modules['custom-value'] !== 'hidden' && (
              <>
                <Controller
                  control={control}
                  name="goods_information.value"
                  render={({ field }) => (
                    <DecimalInput
                      label={t('create.goods_value')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      readOnly={readOnly(modules['custom-value'])}
                      required={modules['custom-value'] === 'visible'}
                      error={errorAt('goods_information.value')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="goods_information.currency"
                  render={({ field }) => (
                    <Select
                      label={t('create.goods_currency')}
                      data={[...GOODS_CURRENCIES]}
                      value={field.value}
                      onChange={(value) => value && field.onChange(value)}
                      allowDeselect={false}
                      readOnly={readOnly(modules['custom-value'])}
                      comboboxProps={{ withinPortal: true }}
                      error={errorAt('goods_information.currency')}
                    />
                  )}
                />
              </>
            )}
            {modules['custom-clearance'] !== 'hidden' && (
              <>
                <FormTextInput
                  name="payment_details.account_number"
                  label={t('create.account_number')}
                  maxLength={50}
                  readOnly={readOnly(modules['custom-clearance'])}
                />
                <Controller
                  control={control}
                  name="payment_details.account_type"
                  render={({ field }) => (
                    <Select
                      label={t('create.account_type')}
                      data={PAYMENT_ACCOUNT_TYPES.map((value) => ({ value, label: t(`account_types.${value}`) }))}
                      value={field.value}
                      onChange={(value) => value && field.onChange(value as PaymentAccountType)}
                      allowDeselect={false}
                      readOnly={readOnly(modules['custom-clearance'])}
                      comboboxProps={{ withinPortal: true }}
                      error={errorAt('payment_details.account_type')}
                    />
                  )}
                />
              </>
            )}
          </SimpleGrid>
        </StepSection>
      )}

      <StepSection id="booking-services" title={t('create.services')} description={t('create.services_hint')}>
        <Lockable path="additional_services">
          <AdditionalServices
            services={services}
            loading={servicesLoading}
            failed={servicesFailed}
            codes={codes}
            values={answers}
            onChange={onServicesChange}
            errorAt={errorAt}
          />
        </Lockable>
      </StepSection>
    </Stack>
  );
}
