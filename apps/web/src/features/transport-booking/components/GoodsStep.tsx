import type { TPriceCalculationRequest } from '@freight/contracts';
import { Text } from '@mantine/core';
import { type Control, Controller, type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { GoodsSection, type QuoteFormValues } from '../../price-leadtime';
import type { BookingFormValues } from '../booking-form';
import { StepSection, useErrorAt } from './fields';
import { Lockable } from './locks';

/**
 * Step 'goods': the quote's goods lines, with load metres while that module is shown and the
 * stackable choice as the non-stackable module allows.
 */
export function GoodsStep() {
  const { t } = useTranslation('booking');
  const { t: tq } = useTranslation('quotes');
  const {
    control,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const modules = useWatch({ control, name: 'modules' });
  const errorAt = useErrorAt();
  const loadMeters = modules['load-meters'];

  return (
    <StepSection id="booking-goods" title={t('goods.title')} description={tq('goods.hint')}>
      <Lockable path="goods">
        <GoodsSection
          // The goods lines of both forms have the same fields; the section reads and writes only `goods`.
          control={control as unknown as Control<QuoteFormValues, unknown, TPriceCalculationRequest>}
          errors={errors as FieldErrors<QuoteFormValues>}
          stackable={modules['non-stackable']}
          lineExtras={
            loadMeters === 'hidden'
              ? undefined
              : (index) => (
                  <Controller
                    control={control}
                    name={`goods.${index}.load_meters`}
                    render={({ field }) => (
                      <DecimalInput
                        label={t('goods.load_meters')}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        rightSection={tq('units.ldm')}
                        readOnly={loadMeters === 'disabled'}
                        error={errorAt(`goods.${index}.load_meters`)}
                      />
                    )}
                  />
                )
          }
        />
      </Lockable>
      {errorAt('goods') && (
        <Text c="red.9" size="sm" mt="xs" role="alert">
          {errorAt('goods')}
        </Text>
      )}
    </StepSection>
  );
}
