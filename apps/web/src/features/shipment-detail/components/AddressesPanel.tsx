import type { TConsignmentDetail } from '@freight/contracts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import type { AddressParty } from '../dialogs/AddressDialog';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { EditIcon } from './EditButton';
import { Panel } from './Panel';

type Lines = (string | null | undefined)[];

/** The known lines of an address as a block, or null so the field reads 'Not specified'. */
function addressBlock(lines: Lines) {
  const shown = lines.filter((line): line is string => Boolean(line));
  if (shown.length === 0) return null;
  return (
    <Stack gap={0} component="span">
      {shown.map((line, index) => (
        <Text key={index} span display="block" fw={index === 0 ? 600 : undefined}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

const place = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

function partyLines(party: TConsignmentDetail['consignor']): Lines {
  return [party.name, party.address, place(party.zip, party.city), party.countrycode];
}

function addressLines(address: TConsignmentDetail['pickup_address'], privatePerson: string): Lines {
  if (!address) return [];
  return [
    address.company_model === 'private' ? `${address.name ?? ''} (${privatePerson})` : address.name,
    address.section ?? null,
    address.address,
    address.address2,
    place(address.zip, address.city),
    place(address.state, address.country),
    address.contact_person,
    address.phone,
    address.email,
  ];
}

export function AddressesPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const blocks: [AddressParty, Lines][] = [
    ['consignor', partyLines(shipment.consignor)],
    ['consignee', partyLines(shipment.consignee)],
    ['pickup', addressLines(shipment.pickup_address, t('addresses.private_person'))],
    ['delivery', addressLines(shipment.delivery_address, t('addresses.private_person'))],
  ];
  return (
    <Panel title={t('addresses.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        {blocks.map(([party, lines]) => (
          <Group key={party} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <ReadOnlyField label={t(`addresses.${party}`)} value={addressBlock(lines)} />
            <EditIcon label={t(`dialogs.address_${party}`)} onClick={() => onOpen({ kind: 'shipment_address', party })} />
          </Group>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
