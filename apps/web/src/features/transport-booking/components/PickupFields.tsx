import type { ModuleState } from '@freight/contracts';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../price-leadtime';
import type { BookingFormValues } from '../booking-form';
import { CALENDAR_LOCALES } from './CreateBookingStep';
import { useErrorAt } from './fields';
import { PickupWindow } from './PickupWindow';

export interface PickupFieldsProps {
  /** The pickup-time module's state: the window is left out when hidden and read-only when disabled. */
  windowState?: ModuleState;
  /** A template locks the day. */
  dateLocked?: boolean;
}

/** The pickup day and window: two cells of the caller's grid. */
export function PickupFields({ windowState = 'visible', dateLocked = false }: PickupFieldsProps) {
  const { t, i18n } = useTranslation('booking');
  const { control, setValue } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const [earliest, latest] = useWatch({ control, name: ['pickup_time_earliest', 'pickup_time_latest'] });
  return (
    <>
      <Controller
        control={control}
        name="pickup_date"
        render={({ field }) => (
          <DatePickerInput
            label={t('create.pickup_date')}
            valueFormat="YYYY-MM-DD"
            locale={CALENDAR_LOCALES[i18n.language] ?? 'en'}
            leftSection={<IconCalendar size={18} aria-hidden />}
            minDate={todayIso()}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={errorAt('pickup_date')}
            popoverProps={{ withinPortal: true }}
            disabled={dateLocked}
            required
          />
        )}
      />
      {windowState !== 'hidden' && (
        <PickupWindow
          earliest={earliest}
          latest={latest}
          onChange={(window) => {
            setValue('pickup_time_earliest', window.earliest, { shouldDirty: true });
            setValue('pickup_time_latest', window.latest, { shouldDirty: true });
          }}
          errors={{ earliest: errorAt('pickup_time_earliest'), latest: errorAt('pickup_time_latest') }}
          readOnly={windowState === 'disabled'}
        />
      )}
    </>
  );
}
