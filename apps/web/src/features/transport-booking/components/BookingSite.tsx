import { Alert, Group, Select, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';

/**
 * The site a booking is made for (a booking belongs to one site): among the sites acted as, those
 * with transport booking. With one such site it is that one; with several the user picks, for
 * this booking only, without changing whom they act as; the site its price was calculated for
 * (`preferred`) is chosen until then.
 */
export function useBookingSite(preferred: number | null = null) {
  const user = useSessionUser();
  const [picked, setPicked] = useState<number | null>(null);
  const options = (user?.sites ?? [])
    .filter((site) => user?.sitesFilter.includes(site.id) && site.applications.includes('transport_booking'))
    .map((site) => ({ value: String(site.id), label: site.name }));
  const only = options.length === 1 ? Number(options[0]!.value) : null;
  const offered = (id: number | null) => id !== null && options.some((option) => Number(option.value) === id);
  const siteId = only ?? (offered(picked) ? picked : offered(preferred) ? preferred : null);
  // Priced for a site it can be booked for (the one chosen, else the first): the booking reads the calculation as that site.
  const pricingSiteId = siteId ?? (options[0] ? Number(options[0].value) : null);
  return { siteId, pricingSiteId, options, pick: setPicked };
}

export function BookingSite({
  siteId,
  options,
  onPick,
}: {
  siteId: number | null;
  options: { value: string; label: string }[];
  onPick: (siteId: number) => void;
}) {
  const { t } = useTranslation('booking');
  if (options.length < 2) return null;
  return (
    <Alert color={siteId === null ? 'yellow' : 'blue'} variant="light" icon={<IconBuildingWarehouse aria-hidden />} title={t('site.title')}>
      <Group gap="md" align="flex-end" justify="space-between">
        <Text size="sm" maw={560}>
          {t('site.text')}
        </Text>
        <Select
          label={t('site.label')}
          placeholder={t('site.placeholder')}
          data={options}
          value={siteId === null ? null : String(siteId)}
          onChange={(value) => value && onPick(Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={260}
          required
        />
      </Group>
    </Alert>
  );
}
