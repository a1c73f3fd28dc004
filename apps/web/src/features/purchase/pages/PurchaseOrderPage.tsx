import { routePath } from '@freight/contracts';
import {
  allowedStatusChanges,
  formatDate,
  formatMoney,
  formatNumber,
  isOrderBookable,
  isOrderEditable,
  setStatusOf,
} from '@freight/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api-error';
import { usePurchaseOrder, useSetOrderStatus, useSplitOrder } from '../api';
import { BookTransport } from '../components/BookTransport';
import { OrderShipments } from '../components/OrderShipments';
import { OrderCommentsPanel } from '../components/OrderCommentsPanel';
import { OrderDocumentsPanel } from '../components/OrderDocumentsPanel';
import { LineArticle } from '../components/LineArticle';
import { STATUS_COLORS } from '../status';

/** Every message of a refused call, so a refusal of a split or status change is read where it was made. */
function messagesOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status >= 500) return [];
  const fields = Object.values(error.fieldErrors).flat();
  return fields.length > 0 ? fields : [error.serverMessage];
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** `/purchase/orders/:id`: an order's header, its lines with what is booked, shipped and received, its shipments and versions. */
export default function PurchaseOrderPage() {
  const { t } = useTranslation('purchase');
  const id = Number(useParams().id);
  const order = usePurchaseOrder(id);
  const setStatus = useSetOrderStatus(id);
  const split = useSplitOrder();
  const navigate = useNavigate();
  const [quantities, setQuantities] = useState<Record<number, number>>({});

  const back = <BackLink to={routePath('purchase.orders')}>{t('detail.back')}</BackLink>;
  if (order.isPending) {
    return (
      <Container size="xl" py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('detail.loading')}</Text>
        </Group>
      </Container>
    );
  }
  if (!order.data) {
    return (
      <Container size="xl" py="xl">
        <Stack gap="md">
          {back}
          <Text>{t('detail.not_found')}</Text>
        </Stack>
      </Container>
    );
  }
  const data = order.data;
  const money = (amount: number) => formatMoney(amount, data.currency);
  const chosen = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([line, quantity]) => ({ line_id: Number(line), quantity }));
  const editable = isOrderEditable(setStatusOf(data.status));
  const bookable = isOrderBookable(setStatusOf(data.status));
  const choosing = editable || bookable;
  const problems = [...messagesOf(setStatus.error), ...messagesOf(split.error)];

  const splitInto = (into: 'delivery' | 'order') =>
    split.mutate(
      { order_id: data.id, into, order_number: null, lines: chosen },
      {
        onSuccess: (answer) => {
          setQuantities({});
          if (answer.data.id !== data.id) void navigate(routePath('purchase.orders.detail', { id: answer.data.id }));
        },
      },
    );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('detail.title', { number: data.order_number })} />
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('detail.title', { number: data.order_number })}
              </Title>
              <Badge variant="light" color={STATUS_COLORS[data.status]} radius="sm">
                {t(`status.${data.status}`)}
              </Badge>
              {data.late ? (
                <Badge variant="light" color="red" radius="sm">
                  {t('late')}
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" size="sm">
              {t('detail.version', { version: data.version })}
              {data.parent_order ? (
                <>
                  {' · '}
                  <Anchor component={Link} to={routePath('purchase.orders.detail', { id: data.parent_order.id })}>
                    {t('detail.split_from', { number: data.parent_order.order_number })}
                  </Anchor>
                </>
              ) : null}
            </Text>
          </Stack>
          <Group gap="xs">
            {editable ? (
              <Button variant="default" component={Link} to={routePath('purchase.orders.edit', { id: data.id })}>
                {t('actions.edit')}
              </Button>
            ) : null}
            {allowedStatusChanges(setStatusOf(data.status), data.ledger).map((next) => (
              <Button
                key={next}
                variant={next === 'cancelled' ? 'default' : 'filled'}
                color={next === 'cancelled' ? 'red' : undefined}
                loading={setStatus.isPending && setStatus.variables === next}
                onClick={() => setStatus.mutate(next)}
              >
                {t(`actions.${next}`)}
              </Button>
            ))}
          </Group>
        </Group>
        {problems.length > 0 ? (
          <Alert color="red" title={t('detail.refused')}>
            {problems.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}

        <Card withBorder radius="lg" p="md" component="section" aria-label={t('detail.header')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Field label={t('columns.supplier')}>{data.supplier.name}</Field>
            <Field label={t('columns.site')}>{data.site.name}</Field>
            <Field label={t('columns.buyer')}>{data.buyer?.name ?? t('not_specified')}</Field>
            <Field label={t('fields.reseller')}>{data.reseller?.name ?? t('not_specified')}</Field>
            <Field label={t('columns.incoterm')}>
              {[data.incoterm, data.incoterm_place].filter(Boolean).join(' ') || t('not_specified')}
            </Field>
            <Field label={t('fields.cargo_ready_requested')}>{formatDate(data.cargo_ready_requested)}</Field>
            <Field label={t('fields.cargo_ready_confirmed')}>{formatDate(data.cargo_ready_confirmed)}</Field>
            <Field label={t('columns.must_arrive_by')}>{formatDate(data.must_arrive_by)}</Field>
            <Field label={t('columns.total')}>{money(data.total_amount)}</Field>
            <Field label={t('fields.pickup')}>
              {data.supplier_pickup_address
                ? `${data.supplier_pickup_address.name}, ${data.supplier_pickup_address.city} (${data.supplier_pickup_address.country})`
                : t('not_specified')}
            </Field>
            <Field label={t('columns.ledger')}>{t('ledger_summary', data.ledger)}</Field>
          </SimpleGrid>
        </Card>

        <Card withBorder radius="lg" p="md" component="section" aria-label={t('detail.lines')}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="lg">
                {t('detail.lines')}
              </Title>
              <Group gap="xs">
                {bookable ? <BookTransport order={data} chosen={quantities} /> : null}
                {editable ? (
                  <>
                    <Button variant="light" disabled={chosen.length === 0} loading={split.isPending} onClick={() => splitInto('delivery')}>
                      {t('actions.split_delivery')}
                    </Button>
                    <Button variant="light" disabled={chosen.length === 0} loading={split.isPending} onClick={() => splitInto('order')}>
                      {t('actions.split_order')}
                    </Button>
                  </>
                ) : null}
              </Group>
            </Group>
            <Table.ScrollContainer minWidth={980}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('lines.number')}</Table.Th>
                    <Table.Th>{t('lines.delivery')}</Table.Th>
                    <Table.Th>{t('lines.article')}</Table.Th>
                    <Table.Th ta="right">{t('lines.unit_price')}</Table.Th>
                    <Table.Th ta="right">{t('lines.discount')}</Table.Th>
                    <Table.Th ta="right">{t('lines.amount')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.ordered')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.booked')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.shipped')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.received')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.open')}</Table.Th>
                    {choosing ? <Table.Th>{t('lines.choose')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.line_number}</Table.Td>
                      <Table.Td>{line.delivery}</Table.Td>
                      <Table.Td>
                        <LineArticle article={line.article} />
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(line.unit_price, { maximumFractionDigits: 4 })}</Table.Td>
                      <Table.Td ta="right">{line.discount_percent > 0 ? `${formatNumber(line.discount_percent)} %` : '-'}</Table.Td>
                      <Table.Td ta="right">{money(line.line_amount)}</Table.Td>
                      <Table.Td ta="right">{line.ledger.ordered}</Table.Td>
                      <Table.Td ta="right">{line.ledger.booked}</Table.Td>
                      <Table.Td ta="right">{line.ledger.shipped}</Table.Td>
                      <Table.Td ta="right">{line.ledger.received}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {line.ledger.open}
                      </Table.Td>
                      {choosing ? (
                        <Table.Td>
                          <NumberInput
                            aria-label={t('lines.choose_label', { number: line.line_number })}
                            size="xs"
                            w={90}
                            min={0}
                            max={line.ledger.open}
                            allowDecimal={false}
                            disabled={line.ledger.open === 0}
                            value={quantities[line.id] ?? ''}
                            onChange={(value) => setQuantities((current) => ({ ...current, [line.id]: Number(value) || 0 }))}
                          />
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.split_orders.length > 0 ? (
              <Text size="sm">
                {t('detail.split_orders')}{' '}
                {data.split_orders.map((child, index) => (
                  <span key={child.id}>
                    {index > 0 ? ', ' : null}
                    <Anchor component={Link} to={routePath('purchase.orders.detail', { id: child.id })}>
                      {child.order_number}
                    </Anchor>
                  </span>
                ))}
              </Text>
            ) : null}
          </Stack>
        </Card>

        <OrderShipments order={data} />

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <OrderDocumentsPanel orderId={data.id} />
          <OrderCommentsPanel orderId={data.id} />
        </SimpleGrid>

        {data.versions.length > 0 ? (
          <Card withBorder radius="lg" p="md" component="section" aria-label={t('detail.versions')}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('detail.versions')}
              </Title>
              {data.versions.map((version) => (
                <Stack key={version.version} gap={2}>
                  <Text size="sm" fw={600}>
                    {t('detail.version_by', {
                      version: version.version,
                      date: formatDate(version.created_at),
                      name: version.created_by ?? '-',
                    })}
                  </Text>
                  {version.changes.map((change, index) => (
                    <Text key={index} size="sm" c="dimmed">
                      {t(`changes.${change.kind}`, {
                        field: change.field ? t(`change_fields.${change.field}`, { defaultValue: change.field }) : '',
                        line: change.line_number ?? '',
                        article: change.article_number ?? '',
                        before: change.before ?? '-',
                        after: change.after ?? '-',
                      })}
                    </Text>
                  ))}
                </Stack>
              ))}
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
