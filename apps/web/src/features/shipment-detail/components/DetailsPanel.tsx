import { formatMoney } from '@freight/domain';
import type { TConsignmentDetail } from '@freight/contracts';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import { useOwnTime, usePlaceTime } from '../../shared-tracking';
import { shipmentClocks } from '../places';
import { TIME_FIELDS } from '../dialogs/FieldDialogs';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { EditIcon } from './EditButton';
import { Panel } from './Panel';

/** Milestones the portal sets itself, named in the reader's language; others keep the name a user gave them. */
const KNOWN_MILESTONES = ['booked', 'pickup'] as const;
const isKnownMilestone = (name: string): name is (typeof KNOWN_MILESTONES)[number] =>
  (KNOWN_MILESTONES as readonly string[]).includes(name);

const REFERENCES = ['consignor_reference', 'consignee_reference', 'purchase_order_number', 'sales_order_number', 'project_number'] as const;

function Section({ title, edit, children }: { title: string; edit: { label: string; onClick: () => void }; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" tt="uppercase" c="dimmed" lts={0.4}>
          {title}
        </Text>
        <EditIcon label={edit.label} onClick={edit.onClick} />
      </Group>
      {children}
    </Stack>
  );
}

/** Dates, planned milestones, references, price and terms, and the owner. */
export function DetailsPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const placeTime = usePlaceTime();
  const ownTime = useOwnTime();
  const clocks = shipmentClocks(shipment);
  // Pickup and delivery happen at places and read on their clocks; booking is the viewer's act.
  const moment: Record<(typeof TIME_FIELDS)[number], (value: string) => string> = {
    booked_at: ownTime,
    pickup_at: (value) => placeTime(value, clocks.pickup, { until: shipment.pickup_until }),
    eta_at: (value) => placeTime(value, clocks.delivery, { until: shipment.eta_until }),
    delivered_at: (value) => placeTime(value, clocks.delivery),
  };
  // A milestone names no place of its own, except pickup; the others read on the viewer's clock.
  const milestoneTime = (name: string, at: string) => (name === 'pickup' ? placeTime(at, clocks.pickup) : ownTime(at));
  const milestones = Object.entries(shipment.timeline ?? {});
  const terms = [shipment.terms.type, shipment.terms.location].filter(Boolean).join(' ');
  return (
    <Panel title={t('details.title')}>
      <Stack gap="md">
        <Section title={t('details.dates')} edit={{ label: t('dialogs.edit_shipment'), onClick: () => onOpen({ kind: 'edit_shipment' }) }}>
          <SimpleGrid cols={2} spacing="sm">
            {TIME_FIELDS.map((field) => (
              <Group key={field} gap={2} align="flex-end" wrap="nowrap" justify="space-between">
                <ReadOnlyField label={t(`fields.${field}`)} value={shipment[field] && moment[field](shipment[field])} />
                <EditIcon
                  label={t('dialogs.set_time', { field: t(`fields.${field}`) })}
                  onClick={() => onOpen({ kind: 'set_time', field })}
                />
              </Group>
            ))}
          </SimpleGrid>
        </Section>
        <Divider />
        <Section title={t('dialogs.timeline')} edit={{ label: t('dialogs.timeline'), onClick: () => onOpen({ kind: 'set_timeline' }) }}>
          {milestones.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('timeline_plan.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={2} spacing="sm">
              {milestones.map(([name, at]) => (
                <ReadOnlyField
                  key={name}
                  label={isKnownMilestone(name) ? t(`timeline_plan.milestones.${name}`) : name}
                  value={at && milestoneTime(name, at)}
                />
              ))}
            </SimpleGrid>
          )}
        </Section>
        <Divider />
        <Section title={t('dialogs.references')} edit={{ label: t('dialogs.references'), onClick: () => onOpen({ kind: 'references' }) }}>
          <SimpleGrid cols={2} spacing="sm">
            {REFERENCES.map((name) => (
              <ReadOnlyField key={name} label={t(`fields.${name}`)} value={shipment.references[name]} />
            ))}
          </SimpleGrid>
        </Section>
        <Divider />
        <Section
          title={t('dialogs.price_terms')}
          edit={{ label: t('dialogs.price_terms'), onClick: () => onOpen({ kind: 'price_terms' }) }}
        >
          <SimpleGrid cols={2} spacing="sm">
            <ReadOnlyField label={t('fields.price')} value={formatMoney(shipment.price.amount, shipment.price.currency)} />
            <ReadOnlyField label={t('fields.terms')} value={terms} />
          </SimpleGrid>
        </Section>
        <Divider />
        <Stack gap="xs">
          <Text fw={600} size="sm" tt="uppercase" c="dimmed" lts={0.4}>
            {t('fields.owner')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('details.owner_hint')}
          </Text>
          <Text size="sm" data-testid="shipment-owner">
            {shipment.owner?.name ?? t('dialogs.owner_none')}
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconUser size={14} aria-hidden />}
              onClick={() => onOpen({ kind: 'owner' })}
            >
              {t('dialogs.owner')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Panel>
  );
}
