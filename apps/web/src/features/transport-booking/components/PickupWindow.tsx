import { Group, Select } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { latestAfterEarliestChange, latestPickupOptions, PICKUP_TIMES } from '../pickup-times';

export interface PickupWindowProps {
  earliest: string;
  latest: string;
  onChange: (window: { earliest: string; latest: string }) => void;
  errors?: { earliest?: string; latest?: string };
  /** Shown read-only, when a chosen service fixes the window. */
  readOnly?: boolean;
}

/**
 * The pickup window (SPEC §3 pickupTimeEarliest, pickupTimeLatest): a latest time less than 15
 * minutes after the earliest cannot be chosen, and moving the earliest past it moves it along.
 */
export function PickupWindow({ earliest, latest, onChange, errors = {}, readOnly }: PickupWindowProps) {
  const { t } = useTranslation('booking');
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Select
        label={t('create.pickup_earliest')}
        data={PICKUP_TIMES as string[]}
        value={earliest}
        onChange={(value) => value && onChange({ earliest: value, latest: latestAfterEarliestChange(value, latest) })}
        allowDeselect={false}
        searchable
        leftSection={<IconClock size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true }}
        error={errors.earliest}
        readOnly={readOnly}
        w={150}
        required
      />
      <Select
        label={t('create.pickup_latest')}
        data={latestPickupOptions(earliest)}
        value={latest}
        onChange={(value) => value && onChange({ earliest, latest: value })}
        allowDeselect={false}
        searchable
        leftSection={<IconClock size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true }}
        error={errors.latest}
        readOnly={readOnly}
        w={150}
        required
      />
    </Group>
  );
}
