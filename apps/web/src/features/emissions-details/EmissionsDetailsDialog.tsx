import { formatNumber } from '@freight/domain';
import type { TEmissionsLegResult, TShipmentEmissions, TShipmentEmissionsPlace } from '@freight/contracts';
import { Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyField } from '../../components/inputs/ReadOnlyField';
import { Modal } from '../../components/Modal/Modal';
import { formatDateTime } from '../shared-tracking';

const kg = (value: number | null) => formatNumber(value, { maximumFractionDigits: 2 });
const QUALITY_COLOR = { primary: 'teal', modelled: 'yellow', default: 'gray' } as const;

function Heading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="sm" tt="uppercase" c="dimmed" lts={0.4}>
      {children}
    </Title>
  );
}

function PlaceText({ place }: { place: TShipmentEmissionsPlace | null }) {
  const { t } = useTranslation('shipment');
  if (!place) return null;
  const name = place.located.name ?? '';
  if (place.resolution === 'city') return <>{[place.zip, name, place.countrycode].filter(Boolean).join(' ')}</>;
  return (
    <>
      {place.city
        ? t('emissions.place_capital', { city: place.city, name: `${name} ${place.countrycode}` })
        : t('emissions.place_capital_no_city', { name: `${name} ${place.countrycode}` })}
    </>
  );
}

function LegDetails({ leg, number }: { leg: TEmissionsLegResult; number: number }) {
  const { t } = useTranslation('shipment');
  const basis = (value: TEmissionsLegResult['distance_basis']) => t(`emissions.basis.${value}`);
  const { factor } = leg;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('emissions.leg', { number, mode: t(`emissions.modes.${leg.mode}`) })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReadOnlyField
          label={t('emissions.distance')}
          value={t('emissions.distance_value', {
            value: formatNumber(leg.distance_km, { maximumFractionDigits: 1 }),
            basis: basis(leg.distance_basis),
          })}
        />
        <ReadOnlyField
          label={t('emissions.method')}
          value={t(`emissions.methods.${leg.distance_method}`, { factor: formatNumber(leg.detour_factor) })}
        />
        <ReadOnlyField
          label={t('emissions.adjustment')}
          value={
            leg.distance_adjustment &&
            t(`emissions.adjustments.${leg.distance_adjustment.kind}`, { value: formatNumber(leg.distance_adjustment.value) })
          }
        />
        <ReadOnlyField
          label={t('emissions.tkm')}
          value={t('emissions.tkm_value', { value: formatNumber(leg.tkm, { maximumFractionDigits: 3 }) })}
        />
        <ReadOnlyField
          label={t('emissions.factor')}
          value={
            factor.ttw === null
              ? t('emissions.factor_value_wtw', {
                  wtw: formatNumber(factor.wtw),
                  basis: factor.distance_basis ? basis(factor.distance_basis) : '',
                })
              : t('emissions.factor_value', {
                  wtw: formatNumber(factor.wtw),
                  ttw: formatNumber(factor.ttw),
                  basis: factor.distance_basis ? basis(factor.distance_basis) : '',
                })
          }
        />
        <ReadOnlyField label={t('emissions.data_quality')} value={t(`emissions.quality.${factor.data_quality}`)} />
        <ReadOnlyField
          label={t('emissions.set')}
          value={
            factor.set_name && [factor.label, t('emissions.set_value', { name: factor.set_name, version: factor.set_version })].join(' · ')
          }
        />
        <ReadOnlyField label={t('emissions.licence')} value={factor.licence} />
      </SimpleGrid>
      <ReadOnlyField label={t('emissions.source')} value={factor.source} />
      <SimpleGrid cols={3} spacing="sm">
        <ReadOnlyField label={t('emissions.wtw')} value={t('emissions.kg', { value: kg(leg.co2e_wtw_kg) })} />
        <ReadOnlyField label={t('emissions.ttw')} value={leg.co2e_ttw_kg !== null && t('emissions.kg', { value: kg(leg.co2e_ttw_kg) })} />
        <ReadOnlyField label={t('emissions.wtt')} value={leg.co2e_wtt_kg !== null && t('emissions.kg', { value: kg(leg.co2e_wtt_kg) })} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Every number behind a shipment's CO2e: inputs, places, legs with distance and basis, factors and
 * their sources. Shown from the shipment page and from the emissions screen's table; its texts are
 * the `shipment` namespace's.
 */
export function EmissionsDetailsDialog({ record, number, onClose }: { record: TShipmentEmissions; number: string; onClose: () => void }) {
  const { t } = useTranslation('shipment');
  const calculation = record.calculation!;
  const { totals } = calculation;
  const mode = record.transport_mode ? t(`transport_modes.${record.transport_mode}` as 'transport_modes.ROAD') : '';
  return (
    <Modal opened onClose={onClose} size="lg" title={t('emissions.dialog_title', { number })}>
      <Stack gap="lg" data-testid="emissions-details">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Heading>{t('emissions.totals')}</Heading>
            {record.data_quality && (
              <Badge color={QUALITY_COLOR[record.data_quality]} variant="light">
                {t('emissions.data_quality')}: {t(`emissions.quality.${record.data_quality}`)}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <ReadOnlyField label={t('emissions.wtw')} value={t('emissions.kg', { value: kg(totals.co2e_wtw_kg) })} />
            <ReadOnlyField
              label={t('emissions.ttw')}
              value={totals.co2e_ttw_kg !== null && t('emissions.kg', { value: kg(totals.co2e_ttw_kg) })}
            />
            <ReadOnlyField
              label={t('emissions.wtt')}
              value={totals.co2e_wtt_kg !== null && t('emissions.kg', { value: kg(totals.co2e_wtt_kg) })}
            />
            <ReadOnlyField
              label={t('emissions.tkm')}
              value={t('emissions.tkm_value', { value: formatNumber(totals.tkm, { maximumFractionDigits: 3 }) })}
            />
            <ReadOnlyField
              label={t('emissions.intensity')}
              value={
                totals.intensity_g_per_tkm !== null && t('emissions.intensity_value', { value: formatNumber(totals.intensity_g_per_tkm) })
              }
            />
          </SimpleGrid>
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Heading>{t('emissions.inputs')}</Heading>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ReadOnlyField
              label={t('emissions.mode')}
              value={record.mode_basis && t(`emissions.mode_basis.${record.mode_basis}`, { mode })}
            />
            <ReadOnlyField label={t('emissions.mass')} value={t('emissions.mass_value', { value: formatNumber(record.mass_kg) })} />
            <ReadOnlyField label={t('emissions.from')} value={<PlaceText place={record.from} />} />
            <ReadOnlyField label={t('emissions.to')} value={<PlaceText place={record.to} />} />
          </SimpleGrid>
        </Stack>
        <Divider />
        <Stack gap="md">
          <Heading>{t('emissions.legs')}</Heading>
          {calculation.legs.map((leg, index) => (
            <LegDetails key={index} leg={leg} number={index + 1} />
          ))}
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Heading>{t('emissions.hubs')}</Heading>
          <Text size="sm">{t('emissions.no_hubs')}</Text>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('emissions.calculated_at', { at: formatDateTime(record.calculated_at) })}
        </Text>
      </Stack>
    </Modal>
  );
}
