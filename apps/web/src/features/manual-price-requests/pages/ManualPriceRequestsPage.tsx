import { MANUAL_PRICE_REQUEST_STATUSES, type ManualPriceRequestStatus, type TManualPriceRequest } from '@freight/contracts';
import { formatDate, formatMoney } from '@freight/domain';
import { Anchor, Button, Card, Container, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Drawer } from '../../../components/Modal/Drawer';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { usePriceCalculation, useQuoteDraft, defaultQuoteForm, formFromCalculation } from '../../price-leadtime';
import { REQUESTS_ENDPOINT, REQUESTS_TABLE_ID, useManualPriceRequest } from '../api';
import { NewRequestForm } from '../components/NewRequestForm';
import { RequestDetails, requestRoute } from '../components/RequestDetails';
import { StatusBadge } from '../components/StatusBadge';

const PARAM = { request: 'request', calculation: 'calculation', form: 'new' } as const;

/** `/transport/manual-price-request`: prices asked of the logistics team, and their answers. */
export default function ManualPriceRequestsPage() {
  const { t, i18n } = useTranslation('manualPriceRequests');
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<ManualPriceRequestStatus | null>(null);
  const openId = Number(params.get(PARAM.request)) || null;
  const calculationId = params.get(PARAM.calculation);
  const creating = params.get(PARAM.form) === '1' || calculationId !== null;

  const change = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const columns = useMemo<DataTableColumn<TManualPriceRequest>[]>(
    () => [
      {
        key: 'id',
        title: t('columns.id'),
        width: 80,
        sortable: true,
        pin: true,
        cell: (request) => (
          <Anchor
            component="button"
            type="button"
            fw={600}
            size="sm"
            onClick={() => change({ [PARAM.request]: String(request.id) })}
            aria-label={t('list.open_label', { id: request.id })}
          >
            #{request.id}
          </Anchor>
        ),
      },
      { key: 'route', title: t('columns.route'), width: 280, value: requestRoute },
      { key: 'ready_date', title: t('columns.ready_date'), width: 120, sortable: true, value: (request) => request.request.ready_date },
      {
        key: 'transport_mode',
        title: t('columns.transport_mode'),
        width: 130,
        value: (request) => (request.request.transport_mode ? t(`modes.${request.request.transport_mode}`) : t('form.any_mode')),
      },
      {
        key: 'status',
        title: t('columns.status'),
        width: 130,
        sortable: true,
        value: (request) => t(`status.${request.status}`),
        cell: (request) => <StatusBadge status={request.status} />,
      },
      {
        key: 'answer',
        title: t('columns.answer'),
        width: 200,
        value: (request) =>
          request.status === 'answered' && request.answer?.price_amount != null && request.answer.currency
            ? `${formatMoney(request.answer.price_amount, request.answer.currency)} · ${request.answer.carrier_name ?? ''}`
            : null,
      },
      ...(user?.is_god_user ? [{ key: 'organization_name', title: t('columns.organization'), width: 170, sortable: true }] : []),
      {
        key: 'requested_by_name',
        title: t('columns.requested_by'),
        width: 160,
        sortable: true,
        value: (request: TManualPriceRequest) => request.requested_by?.name ?? null,
      },
      {
        key: 'created_at',
        title: t('columns.created'),
        width: 120,
        sortable: true,
        value: (request: TManualPriceRequest) => formatDate(request.created_at),
      },
    ],
    // `change` only writes the address; the columns need not follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, user?.is_god_user],
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={760}>
              {user?.is_god_user ? t('subtitle_team') : t('subtitle')}
            </Text>
          </Stack>
          <Button onClick={() => change({ [PARAM.form]: '1' })} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('actions.new')}
          </Button>
        </Group>
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('title')}>
          <DataTable
            tableId={REQUESTS_TABLE_ID}
            label={t('title')}
            endpoint={REQUESTS_ENDPOINT}
            filters={{ status: status ?? '' }}
            columns={columns}
            searchable
            emptyText={t('list.empty')}
            defaultSort={{ key: 'created_at', order: 'desc' }}
            toolbar={
              <Select
                aria-label={t('list.status_filter')}
                placeholder={t('list.all_statuses')}
                data={MANUAL_PRICE_REQUEST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                value={status}
                onChange={(value) => setStatus(value as ManualPriceRequestStatus | null)}
                clearable
                w={180}
              />
            }
          />
        </Card>
      </Stack>

      <Drawer
        opened={creating}
        onClose={() => change({ [PARAM.form]: null, [PARAM.calculation]: null })}
        position="right"
        size="xl"
        title={t('form.title')}
      >
        {creating && (
          <NewRequestPanel
            calculationId={calculationId}
            onCreated={(id) => {
              notifications.show({ color: 'green', message: t('form.sent', { id }) });
              change({ [PARAM.form]: null, [PARAM.calculation]: null, [PARAM.request]: String(id) });
            }}
            onCancel={() => change({ [PARAM.form]: null, [PARAM.calculation]: null })}
          />
        )}
      </Drawer>

      <Drawer
        opened={openId !== null && !creating}
        onClose={() => change({ [PARAM.request]: null })}
        position="right"
        size="lg"
        title={openId === null ? '' : t('details.title', { id: openId })}
      >
        {openId !== null && <RequestPanel id={openId} />}
      </Drawer>
    </Container>
  );
}

/** The new-request form, filled from the price result it came from or the quote being typed. */
function NewRequestPanel({
  calculationId,
  onCreated,
  onCancel,
}: {
  calculationId: string | null;
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const user = useSessionUser();
  const draft = useQuoteDraft();
  const calculation = usePriceCalculation(calculationId);
  if (calculationId !== null && calculation.isPending) return <Skeleton height={400} />;
  const initial = calculation.data
    ? formFromCalculation(calculation.data)
    : (draft.read() ?? defaultQuoteForm(user?.organization.country_code ?? ''));
  return <NewRequestForm initialValues={initial} calculationId={calculation.data?.id ?? null} onCreated={onCreated} onCancel={onCancel} />;
}

function RequestPanel({ id }: { id: number }) {
  const { t } = useTranslation('manualPriceRequests');
  const request = useManualPriceRequest(id);
  if (request.isPending) return <Skeleton height={300} />;
  if (!request.data) return <Text c="dimmed">{t('details.not_found')}</Text>;
  return <RequestDetails request={request.data} />;
}
