import { MANUAL_PRICE_REQUEST_OPEN_STATUSES, type TManualPriceRequest, type TManualPriceRequestAnswerBodyInput } from '@freight/contracts';
import { decimalFromInput, formatDate, formatMoney, formatNumber, minorUnitDigits, moneyFromMajor } from '@freight/domain';
import { Alert, Button, Card, Divider, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { IntegerInput } from '../../../components/inputs/IntegerInput';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { todayIso } from '../../price-leadtime';
import { DateField } from '../../rates-admin';
import { useAnswerManualPriceRequest, useCancelManualPriceRequest } from '../api';
import { StatusBadge } from './StatusBadge';

const placeText = (place: TManualPriceRequest['request']['pickup']) => [place.country, place.zip, place.city].filter(Boolean).join(' ');
export const requestRoute = (request: TManualPriceRequest) =>
  `${placeText(request.request.pickup)} → ${placeText(request.request.delivery)}`;

/** A request as its requester and the logistics team read it, with what each may do next. */
export function RequestDetails({ request }: { request: TManualPriceRequest }) {
  const { t } = useTranslation('manualPriceRequests');
  const user = useSessionUser();
  const cancel = useCancelManualPriceRequest(request.id);
  const open = (MANUAL_PRICE_REQUEST_OPEN_STATUSES as readonly string[]).includes(request.status);
  const details = request.request;
  const packages = details.goods.reduce((sum, line) => sum + line.units, 0);
  const weight = details.goods.reduce((sum, line) => sum + line.units * line.weight, 0);
  const answer = request.answer;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <StatusBadge status={request.status} />
        <Text size="sm" c="dimmed">
          {t('details.asked', { name: request.requested_by?.name ?? '-', date: formatDate(request.created_at) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ReadOnlyField label={t('details.route')} value={requestRoute(request)} />
        <ReadOnlyField label={t('details.ready_date')} value={details.ready_date} />
        <ReadOnlyField
          label={t('details.goods')}
          value={t('details.goods_summary', {
            count: packages,
            weight: formatNumber(weight),
          })}
        />
        <ReadOnlyField
          label={t('details.transport_mode')}
          value={details.transport_mode ? t(`modes.${details.transport_mode}`) : t('form.any_mode')}
        />
        {user?.is_god_user && (
          <ReadOnlyField
            label={t('details.organization')}
            value={[request.organization_name, request.site_name].filter(Boolean).join(' · ')}
          />
        )}
      </SimpleGrid>
      {details.notes && <ReadOnlyField label={t('details.notes')} value={details.notes} />}

      {request.status === 'answered' && answer && (
        <Card withBorder radius="md" padding="md" bg="var(--mantine-color-teal-0)" aria-label={t('details.answer')} component="section">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('details.answer')}
            </Title>
            <Text fw={700} size="xl" data-testid="answer-price">
              {answer.price_amount !== null && answer.currency ? formatMoney(answer.price_amount, answer.currency) : '-'}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <ReadOnlyField label={t('answer.carrier_name')} value={answer.carrier_name ?? ''} />
              <ReadOnlyField
                label={t('answer.transit_days')}
                value={answer.transit_days === null ? '' : t('details.days', { count: answer.transit_days })}
              />
              <ReadOnlyField label={t('answer.valid_until')} value={answer.valid_until ?? ''} />
            </SimpleGrid>
            {answer.note && <Text size="sm">{answer.note}</Text>}
            <Text size="xs" c="dimmed">
              {t('details.answered_by', { name: request.answered_by?.name ?? '-', date: formatDate(request.answered_at) })}
            </Text>
          </Stack>
        </Card>
      )}
      {request.status === 'declined' && answer?.decline_reason && (
        <Alert color="red" variant="light" title={t('details.declined')}>
          {answer.decline_reason}
        </Alert>
      )}
      {request.status === 'in_progress' && answer?.note && (
        <Alert color="yellow" variant="light" title={t('details.team_note')}>
          {answer.note}
        </Alert>
      )}

      {open && request.requested_by?.id === user?.id && (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'green', message: t('details.cancelled') }),
                onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('errors.failed') }),
              })
            }
          >
            {t('actions.cancel_request')}
          </Button>
        </Group>
      )}

      {user?.is_god_user && request.status !== 'declined' && request.status !== 'cancelled' && (
        <>
          <Divider />
          <AnswerForm key={`${request.id}-${request.updated_at}`} request={request} />
        </>
      )}
    </Stack>
  );
}

type AnswerKind = 'answered' | 'in_progress' | 'declined';

/** The logistics team's answer: a price, working on it, or declined with a reason. */
function AnswerForm({ request }: { request: TManualPriceRequest }) {
  const { t } = useTranslation('manualPriceRequests');
  const answerRequest = useAnswerManualPriceRequest(request.id);
  const previous = request.answer;
  const [kind, setKind] = useState<AnswerKind>('answered');
  const [price, setPrice] = useState(
    previous?.price_amount != null && previous.currency ? String(previous.price_amount / 10 ** minorUnitDigits(previous.currency)) : '',
  );
  const [currency, setCurrency] = useState(previous?.currency ?? 'SEK');
  const [carrier, setCarrier] = useState(previous?.carrier_name ?? '');
  const [days, setDays] = useState<number | null>(previous?.transit_days ?? null);
  const [validUntil, setValidUntil] = useState(previous?.valid_until ?? '');
  const [note, setNote] = useState(previous?.note ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const submit = () => {
    const required = t('errors.required');
    const missing: Record<string, string> = {};
    if (kind === 'answered') {
      if (price === '') missing.price_amount = required;
      else if (Number.isNaN(decimalFromInput(price))) missing.price_amount = '';
      if (carrier.trim() === '') missing.carrier_name = required;
      if (days === null) missing.transit_days = required;
      else if (Number.isNaN(days)) missing.transit_days = '';
      if (validUntil === '') missing.valid_until = required;
    }
    if (kind === 'declined' && reason.trim() === '') missing.reason = required;
    setErrors(missing);
    setNotice(null);
    if (Object.keys(missing).length > 0) return;
    const body: TManualPriceRequestAnswerBodyInput =
      kind === 'answered'
        ? {
            status: 'answered',
            price_amount: moneyFromMajor(Number(price), currency.trim().toUpperCase() || 'SEK').amount,
            currency,
            carrier_name: carrier,
            transit_days: days ?? 0,
            valid_until: validUntil,
            note: note || null,
          }
        : kind === 'declined'
          ? { status: 'declined', reason }
          : { status: 'in_progress', note: note || null };
    answerRequest.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: t('answer.sent') }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])));
          const status = error.fieldErrors.status?.[0];
          if (status) setNotice(status);
        } else {
          setNotice(refusalMessage(error) ?? t('errors.failed'));
        }
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t('answer.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('answer.title')}
        </Title>
        <FormNotice messages={[notice]} />
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as AnswerKind)}
          data={(['answered', 'in_progress', 'declined'] as const).map((value) => ({ value, label: t(`answer.kinds.${value}`) }))}
          aria-label={t('answer.kind')}
        />
        {kind === 'answered' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DecimalInput label={t('answer.price')} value={price} onChange={setPrice} error={errors.price_amount} required />
            <TextInput
              label={t('answer.currency')}
              value={currency}
              onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase())}
              error={errors.currency}
              maxLength={3}
              required
            />
            <TextInput
              label={t('answer.carrier_name')}
              value={carrier}
              onChange={(event) => setCarrier(event.currentTarget.value)}
              error={errors.carrier_name}
              maxLength={200}
              required
            />
            <IntegerInput label={t('answer.transit_days')} value={days} onChange={setDays} error={errors.transit_days} required />
            <DateField
              label={t('answer.valid_until')}
              minDate={todayIso()}
              value={validUntil || null}
              onChange={(value) => setValidUntil(value ?? '')}
              error={errors.valid_until}
              required
            />
          </SimpleGrid>
        )}
        {kind === 'declined' ? (
          <Textarea
            label={t('answer.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
            maxLength={2000}
            autosize
            minRows={2}
            required
          />
        ) : (
          <Textarea
            label={t('answer.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            maxLength={2000}
            autosize
            minRows={2}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={answerRequest.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t(`answer.submit.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
