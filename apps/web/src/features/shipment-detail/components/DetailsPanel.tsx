import { formatMoney } from '@freight/domain';
import type { TConsignmentDetail } from '@freight/contracts';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import { formatDateTime } from '../../shared-tracking';
import { TIME_FIELDS } from '../dialogs/FieldDialogs';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { EditIcon } from './EditButton';
import { Panel } from './Panel';

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
  const milestones = Object.entries(shipment.timeline ?? {});
  const terms = [shipment.terms.type, shipment.terms.location].filter(Boolean).join(' ');
  return (
    <Panel title={t('details.title')}>
      <Stack gap="md">
        <Section title={t('details.dates')} edit={{ label: t('dialogs.edit_shipment'), onClick: () => onOpen({ kind: 'edit_shipment' }) }}>
          <SimpleGrid cols={2} spacing="sm">
            {TIME_FIELDS.map((field) => (
              <Group key={field} gap={2} align="flex-end" wrap="nowrap" justify="space-between">
                <ReadOnlyField label={t(`fields.${field}`)} value={shipment[field] && formatDateTime(shipment[field])} />
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
                <ReadOnlyField key={name} label={name} value={at && formatDateTime(at)} />
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
