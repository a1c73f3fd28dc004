import { formatNumber } from '@freight/domain';
import { Card, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModeShift } from '../api';
import type { EmissionsFilterState } from '../filter-params';

const DEFAULT_DISTANCE_KM = 500;

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the filtered road shipments above a chosen distance would emit by rail. */
export function ModeShiftCard({ filters }: { filters: EmissionsFilterState }) {
  const { t } = useTranslation('emissions');
  const [distance, setDistance] = useState(DEFAULT_DISTANCE_KM);
  const [settled] = useDebouncedValue(distance, 400);
  const shift = useModeShift(filters, settled).data;
  const tonnes = (kg: number) => t('units.t', { value: formatNumber(kg / 1000, { maximumFractionDigits: 1 }) });
  return (
    <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('mode_shift.title')}>
      <Title order={2} size="h5">
        {t('mode_shift.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={760}>
        {t('mode_shift.text')}
      </Text>
      <Stack gap="md">
        <NumberInput
          label={t('mode_shift.distance')}
          value={distance}
          onChange={(value) => setDistance(typeof value === 'number' ? value : 0)}
          min={0}
          max={40_000}
          step={100}
          allowDecimal={false}
          w={220}
        />
        {shift && shift.shipments === 0 && <Text size="sm">{t('mode_shift.none', { distance: formatNumber(shift.min_distance_km) })}</Text>}
        {shift && shift.shipments > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
            <Figure label={t('mode_shift.shipments')} value={formatNumber(shift.shipments)} />
            <Figure label={t('mode_shift.road')} value={tonnes(shift.road_co2e_wtw_kg)} />
            <Figure label={t('mode_shift.rail')} value={tonnes(shift.rail_co2e_wtw_kg)} />
            <Stack gap={0}>
              <Figure label={t('mode_shift.saved')} value={tonnes(shift.saved_co2e_wtw_kg)} testId="mode-shift-saved" />
              {shift.saved_share !== null && (
                <Text size="xs" c="dimmed">
                  {t('mode_shift.share', { share: `${formatNumber(shift.saved_share * 100, { maximumFractionDigits: 1 })} %` })}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
