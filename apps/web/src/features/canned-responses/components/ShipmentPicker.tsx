import type { TConsignmentListItem } from '@freight/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';

/** One of the user's shipments, found by its number or a party's name. */
export function ShipmentPicker({
  value,
  onChange,
}: {
  value: TConsignmentListItem | null;
  onChange: (shipment: TConsignmentListItem | null) => void;
}) {
  const { t } = useTranslation('cannedResponses');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['canned-responses', 'shipments', debounced],
    queryFn: ({ signal }) =>
      api.get<{ data: TConsignmentListItem[] }>(
        `/consignments?pageSize=10${debounced ? `&filter[search]=${encodeURIComponent(debounced)}` : ''}`,
        {
          signal,
        },
      ),
    select: (answer) => answer.data,
  });
  const options = [...(value ? [value] : []), ...(found.data ?? []).filter((shipment) => shipment.uuid !== value?.uuid)];
  return (
    <Select
      label={t('preview.shipment')}
      placeholder={t('preview.shipment_placeholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((shipment) => ({
        value: shipment.uuid,
        label: [shipment.shipment_number, shipment.consignee.name].filter(Boolean).join(' · '),
      }))}
      value={value?.uuid ?? null}
      onChange={(uuid) => onChange(options.find((shipment) => shipment.uuid === uuid) ?? null)}
      nothingFoundMessage={found.isFetching ? '…' : undefined}
    />
  );
}
