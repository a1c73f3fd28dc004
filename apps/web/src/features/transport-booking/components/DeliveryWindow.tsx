import { Group, Select } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingFormValues } from '../booking-form';
import { latestAfterEarliestChange, latestPickupOptions, PICKUP_TIMES } from '../pickup-times';
import { useErrorAt } from './fields';

/**
 * The delivery window (SPEC §3 deliveryTimeEarliest, deliveryTimeLatest), on the delivery place's
 * clocks: optional, but whole; choosing the earliest proposes a latest at least 15 minutes later,
 * and clearing either clears both.
 */
export function DeliveryWindow() {
  const { t } = useTranslation('booking');
  const { control, setValue } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const [earliest, latest] = useWatch({ control, name: ['delivery_time_earliest', 'delivery_time_latest'] });
  const set = (from: string, until: string) => {
    setValue('delivery_time_earliest', from, { shouldDirty: true });
    setValue('delivery_time_latest', until, { shouldDirty: true });
  };
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Select
        label={t('create.delivery_earliest')}
        data={PICKUP_TIMES as string[]}
        value={earliest || null}
        onChange={(value) => (value ? set(value, latestAfterEarliestChange(value, latest || value)) : set('', ''))}
        placeholder={t('create.delivery_any_time')}
        searchable
        clearable
        leftSection={<IconClock size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true }}
        error={errorAt('delivery_time_earliest')}
        w={150}
      />
      <Select
        label={t('create.delivery_latest')}
        data={latestPickupOptions(earliest || '00:00')}
        value={latest || null}
        onChange={(value) => (value ? set(earliest || '00:00', value) : set('', ''))}
        placeholder={t('create.delivery_any_time')}
        searchable
        clearable
        leftSection={<IconClock size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true }}
        error={errorAt('delivery_time_latest')}
        w={150}
      />
    </Group>
  );
}
