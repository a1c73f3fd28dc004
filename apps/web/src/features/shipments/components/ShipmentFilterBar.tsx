import { CONSIGNMENT_STATUSES, TABLE_SEARCH_DEBOUNCE_MS, type TFilterOption, type TOrganizationWithSites } from '@freight/contracts';
import { Badge, Button, Collapse, em, Group, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../components/inputs/DateRangeInput';
import { MultiSelect, type MultiSelectOption } from '../../../components/MultiSelect/MultiSelect';
import { useScreenQuery } from '../../../lib/screen';
import { useSessionUser } from '../../../lib/session';
import { useActiveOrganizations } from '../../organizations';
import { useShipmentFilterOptions } from '../api';
import type { ShipmentsArea } from '../query-keys';
import {
  activeFilterCount,
  DRILL_DOWN_FLAGS,
  FLAG_FILTERS,
  type ListFilterName,
  NO_FILTERS,
  type ShipmentFilters,
} from '../shipment-filters';

interface ShipmentFilterBarProps {
  area: ShipmentsArea;
  filters: ShipmentFilters;
  onChange: (change: Partial<ShipmentFilters>) => void;
}

/** Filters found behind 'More filters', opened at once when one of them is in use. */
const MORE_FILTERS: readonly ListFilterName[] = [
  'consignor_countrycode',
  'consignor_city',
  'consignee_countrycode',
  'consignee_city',
  'consignor_name',
  'consignee_name',
  'site',
];

/** Below this width every filter but the search folds away, so the list starts on the first screen. */
const PHONE_WIDTH = em(576);

const NO_OPTIONS: TFilterOption[] = [];

const organizationOptions = (organizations: TOrganizationWithSites[]) =>
  organizations.map((organization) => ({ value: String(organization.id), label: organization.name }));

/** Search, the filters of SPEC §3 and the on/off filters of the shipments list. */
export function ShipmentFilterBar({ area, filters, onChange }: ShipmentFilterBarProps) {
  const { t } = useTranslation('shipments');
  const user = useSessionUser();
  const options = useShipmentFilterOptions();
  const organizations = useActiveOrganizations({ enabled: area === 'admin', select: organizationOptions });
  // Read on the first render: a phone otherwise renders every filter once, then folds them
  // away, moving the list down the page and doubling the work of the first load.
  const phone = useScreenQuery(`(max-width: ${PHONE_WIDTH})`);
  const [moreOpened, setMoreOpened] = useState(() => MORE_FILTERS.some((name) => filters[name].length > 0));

  const statusOptions = useMemo(() => CONSIGNMENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })), [t]);
  const modeOptions = useMemo(
    () =>
      (options.data?.transport_mode_from_source ?? NO_OPTIONS).map((option) => ({
        value: option.value,
        label: t(`modes.${option.value}`, { defaultValue: option.label }),
      })),
    [options.data, t],
  );
  // The sites the user acts as are the only ones the client list can show.
  const siteOptions: MultiSelectOption[] = useMemo(
    () =>
      (user?.sites ?? [])
        .filter((site) => user?.sitesFilter.includes(site.id))
        .map((site) => ({ value: String(site.id), label: site.name })),
    [user],
  );

  const listFilter = (name: ListFilterName, label: string, data: readonly MultiSelectOption[]) => (
    <MultiSelect
      label={label}
      data={data}
      value={filters[name]}
      onChange={(value) => onChange({ [name]: value })}
      placeholder={t('filters.any')}
    />
  );
  const nameFilter = (name: 'consignor_name' | 'consignee_name', label: string) => (
    <TagsInput
      label={label}
      description={t('filters.names_hint')}
      value={filters[name]}
      onChange={(value) => onChange({ [name]: value })}
      placeholder={filters[name].length === 0 ? t('filters.any') : undefined}
      clearable
    />
  );

  const activeCount = activeFilterCount(filters);
  // On a phone the button counts every filter in use, since all of them are folded away.
  const foldedCount = phone ? activeCount : MORE_FILTERS.filter((name) => filters[name].length > 0).length;

  const mainFilters = (
    <>
      {listFilter('status', t('filters.status'), statusOptions)}
      {listFilter('carrier_from_source', t('filters.carrier'), options.data?.carrier_from_source ?? NO_OPTIONS)}
      {listFilter('transport_mode_from_source', t('filters.transport_mode'), modeOptions)}
      <DateRangeInput label={t('filters.booked')} value={filters.date_between} onChange={(date_between) => onChange({ date_between })} />
    </>
  );
  const switches = (
    <Group gap="md" wrap="wrap">
      {/* The flags an analytics chart drills down by show only while set, so they can be turned off. */}
      {FLAG_FILTERS.filter((name) => !DRILL_DOWN_FLAGS.includes(name) || filters[name]).map((name) => (
        <Switch
          key={name}
          label={t(`filters.${name}`)}
          checked={filters[name]}
          onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
        />
      ))}
      <Switch
        label={t('filters.snoozed')}
        checked={filters.snoozed}
        onChange={(event) => onChange({ snoozed: event.currentTarget.checked })}
      />
    </Group>
  );

  return (
    <Stack gap="sm" component="section" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm" verticalSpacing="xs">
        <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
        {!phone && mainFilters}
      </SimpleGrid>

      {/* Folded filters leave the page: on a phone they are most of its elements. */}
      <Collapse expanded={moreOpened} keepMounted={false}>
        <Stack gap="sm" pb={4}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="xs">
            {phone && mainFilters}
            {listFilter('consignor_countrycode', t('filters.from_country'), options.data?.consignor_countrycode ?? NO_OPTIONS)}
            {listFilter('consignor_city', t('filters.from_city'), options.data?.consignor_city ?? NO_OPTIONS)}
            {listFilter('consignee_countrycode', t('filters.to_country'), options.data?.consignee_countrycode ?? NO_OPTIONS)}
            {listFilter('consignee_city', t('filters.to_city'), options.data?.consignee_city ?? NO_OPTIONS)}
            {nameFilter('consignor_name', t('filters.consignor_name'))}
            {nameFilter('consignee_name', t('filters.consignee_name'))}
            {area === 'client' && siteOptions.length > 1 && listFilter('site', t('filters.site'), siteOptions)}
            {area === 'admin' && (
              <Select
                label={t('filters.organization')}
                data={organizations.data ?? []}
                value={filters.organization_id || null}
                onChange={(value) => onChange({ organization_id: value ?? '' })}
                placeholder={t('filters.any')}
                searchable
                clearable
                nothingFoundMessage={t('filters.nothing_found')}
              />
            )}
          </SimpleGrid>
          {phone && switches}
        </Stack>
      </Collapse>

      <Group justify="space-between" gap="sm" wrap="wrap">
        {!phone && switches}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              foldedCount > 0 && !moreOpened ? (
                <Badge size="sm" circle>
                  {foldedCount}
                </Badge>
              ) : undefined
            }
            aria-expanded={moreOpened}
            onClick={() => setMoreOpened((opened) => !opened)}
          >
            {moreOpened ? t('filters.fewer') : phone ? t('filters.all') : t('filters.more')}
          </Button>
          {(activeCount > 0 || filters.search) && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={18} aria-hidden />}
              onClick={() => onChange(NO_FILTERS)}
            >
              {t('filters.clear')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * Typing waits a moment before the list follows (SPEC §9: 150 ms). The field keeps its own text
 * and takes the address's whenever that changes from elsewhere, such as 'Clear filters'.
 */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('shipments');
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const apply = useDebouncedCallback((next: string) => {
    setApplied(next);
    onChange(next);
  }, TABLE_SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      label={t('filters.search')}
      placeholder={t('filters.search_placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
    />
  );
}
