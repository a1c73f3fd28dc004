import { isContainerSize, QUOTE_PACKAGE_TYPES, type TConsignmentDetail } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Badge, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconBoxMultiple, IconPlus, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { EditIcon, PanelButton } from './EditButton';
import { Panel } from './Panel';

const number = (value: number | null) => (value === null ? null : formatNumber(value));

const dimensions = (item: TConsignmentDetail['items'][number]) =>
  item.length !== null || item.width !== null || item.height !== null
    ? [item.length, item.width, item.height].map((value) => formatNumber(value)).join(' × ')
    : '';

const isPackageType = (value: string): value is (typeof QUOTE_PACKAGE_TYPES)[number] =>
  (QUOTE_PACKAGE_TYPES as readonly string[]).includes(value);

export function GoodsPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const { t: tq } = useTranslation('quotes');
  // The portal's own package types by name; a carrier's or an import's code shows as it came.
  const packageType = (value: string) => (isPackageType(value) ? tq(`package_types.${value}`) : value);
  return (
    <Panel
      title={t('goods.title')}
      actions={
        <>
          <PanelButton icon={<IconPlus size={14} aria-hidden />} onClick={() => onOpen({ kind: 'shipment_item', index: null })}>
            {t('goods.add_item')}
          </PanelButton>
          <PanelButton icon={<IconBoxMultiple size={14} aria-hidden />} onClick={() => onOpen({ kind: 'cargo' })}>
            {t('dialogs.cargo')}
          </PanelButton>
          <PanelButton icon={<IconScale size={14} aria-hidden />} onClick={() => onOpen({ kind: 'goods_info' })}>
            {t('dialogs.goods_info')}
          </PanelButton>
        </>
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <ReadOnlyField label={t('fields.packages')} value={number(shipment.packages)} />
          <ReadOnlyField label={t('fields.total_weight')} value={number(shipment.total_weight)} />
          <ReadOnlyField label={t('fields.total_volume')} value={number(shipment.total_volume)} />
          <ReadOnlyField label={t('fields.load_meters')} value={number(shipment.load_meters)} />
          <ReadOnlyField label={t('fields.pallet_spaces')} value={number(shipment.pallet_spaces)} />
        </SimpleGrid>
        {shipment.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('goods.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('goods.description')}</Table.Th>
                  <Table.Th ta="right">{t('goods.units')}</Table.Th>
                  <Table.Th ta="right">{t('goods.weight')}</Table.Th>
                  <Table.Th>{t('goods.dimensions')}</Table.Th>
                  <Table.Th ta="right">{t('goods.volume')}</Table.Th>
                  <Table.Th ta="right">{t('goods.load_meters')}</Table.Th>
                  <Table.Th ta="right">{t('fields.pallet_spaces')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions', { ns: 'common' })}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shipment.items.map((item, index) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{item.description ?? item.goods_type ?? t('goods.line', { line: index + 1 })}</Text>
                        <Group gap={4}>
                          {item.package_type && (
                            <Text size="xs" c="dimmed">
                              {packageType(item.package_type)}
                              {item.container_size &&
                                ` · ${isContainerSize(item.container_size) ? tq(`container_sizes.${item.container_size}`) : item.container_size}`}
                            </Text>
                          )}
                          {item.dangerous_goods && (
                            <Badge color="orange" size="xs" variant="light">
                              {t('goods.dangerous_goods')}
                            </Badge>
                          )}
                          {!item.stackable && (
                            <Badge color="gray" size="xs" variant="light">
                              {t('goods.non_stackable')}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(item.units)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(item.weight)}</Table.Td>
                    <Table.Td>{dimensions(item) || '-'}</Table.Td>
                    <Table.Td ta="right">{formatNumber(item.volume)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(item.load_meters)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(item.pallet_spaces)}</Table.Td>
                    <Table.Td ta="right">
                      <EditIcon
                        label={t('dialogs.item_edit_line', { line: index + 1 })}
                        onClick={() => onOpen({ kind: 'shipment_item', index })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Panel>
  );
}
