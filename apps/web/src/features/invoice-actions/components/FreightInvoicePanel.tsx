import type { FreightInvoiceStatus, TFreightInvoiceDecisionBody, TShipmentFreightInvoice } from '@freight/contracts';
import { formatDate, formatMoney, formatNumber } from '@freight/domain';
import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconGavel } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/DataTable/columns';
import { useShipmentFreightInvoices } from '../api';
import { DecisionDialog } from './DecisionDialog';

const STATUS_COLORS: Record<FreightInvoiceStatus, string> = { approved: 'green', on_hold: 'yellow', disputed: 'red' };

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={tone}>
        {value}
      </Text>
    </Stack>
  );
}

function InvoiceCheck({
  invoice,
  canDecide,
  onDecide,
}: {
  invoice: TShipmentFreightInvoice;
  canDecide: boolean;
  onDecide: (decision: TFreightInvoiceDecisionBody['decision']) => void;
}) {
  const { t } = useTranslation('invoiceActions');
  const deviation =
    invoice.deviation_amount === null
      ? t('panel.not_comparable')
      : `${invoice.deviation_amount > 0 ? '+' : ''}${formatMoney(invoice.deviation_amount, invoice.currency)}` +
        (invoice.deviation_basis_points === null
          ? ''
          : ` (${invoice.deviation_basis_points > 0 ? '+' : ''}${formatNumber(invoice.deviation_basis_points / 100, { maximumFractionDigits: 2 })} %)`);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>{t('panel.invoice', { number: invoice.invoice_number, carrier: invoice.carrier_name })}</Text>
          <Text size="xs" c="dimmed">
            {t('panel.dated', { date: formatDate(invoice.invoice_date) })}
          </Text>
        </Stack>
        <StatusBadge label={t(`status.${invoice.status}`)} color={STATUS_COLORS[invoice.status]} />
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{t(`surcharges.${line.surcharge_type}`)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount, invoice.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('panel.booked')} value={formatMoney(invoice.booked_amount, invoice.booked_currency)} />
        <Figure label={t('panel.quoted')} value={formatMoney(invoice.quoted_amount, invoice.booked_currency)} />
        <Figure label={t('panel.invoiced')} value={formatMoney(invoice.invoiced_amount, invoice.currency)} />
        <Figure
          label={t('panel.deviation')}
          value={deviation}
          tone={invoice.deviation_amount !== null && invoice.deviation_amount !== 0 ? 'orange' : undefined}
        />
      </SimpleGrid>
      {invoice.unbooked_types.length > 0 && (
        <Group gap={6}>
          <Text size="sm">{t('panel.unbooked')}</Text>
          {invoice.unbooked_types.map((type) => (
            <Badge key={type} variant="light" color="orange" radius="sm">
              {t(`surcharges.${type}`)}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {invoice.rule_name
          ? t('panel.by_rule', { rule: invoice.rule_name, action: t(`actions.${invoice.rule_action ?? 'hold'}`) })
          : t('panel.no_rule')}
      </Text>
      {invoice.decided_by && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(`panel.decided_by.${invoice.status === 'disputed' ? 'dispute' : 'approve'}`, {
            name: invoice.decided_by,
            date: formatDate(invoice.decided_at),
          })}
          {invoice.comment ? `: ${invoice.comment}` : ''}
        </Text>
      )}
      {canDecide && invoice.status === 'on_hold' && (
        <Group gap="xs">
          <Button size="xs" color="green" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => onDecide('approve')}>
            {t('panel.decide.approve')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconGavel size={14} aria-hidden />}
            onClick={() => onDecide('dispute')}
          >
            {t('panel.decide.dispute')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** On a shipment's page: the carriers' invoices of it, checked against what was booked. Shown once an invoice came in. */
export function FreightInvoicePanel({ uuid }: { uuid: string }) {
  const { t } = useTranslation('invoiceActions');
  const titleId = useId();
  const query = useShipmentFreightInvoices(uuid);
  const [deciding, setDeciding] = useState<{ invoice: TShipmentFreightInvoice; decision: TFreightInvoiceDecisionBody['decision'] } | null>(
    null,
  );
  const invoices = query.data?.data ?? [];
  if (invoices.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby={titleId} data-testid="freight-invoice-panel">
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('panel.title')}
      </Title>
      <Stack gap="md">
        {invoices.map((invoice, index) => (
          <Stack key={invoice.id} gap="md">
            {index > 0 && <Divider />}
            <InvoiceCheck
              invoice={invoice}
              canDecide={query.data?.can_decide ?? false}
              onDecide={(decision) => setDeciding({ invoice, decision })}
            />
          </Stack>
        ))}
      </Stack>
      {deciding && (
        <DecisionDialog
          uuid={uuid}
          checkId={deciding.invoice.id}
          invoiceNumber={deciding.invoice.invoice_number}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  );
}
