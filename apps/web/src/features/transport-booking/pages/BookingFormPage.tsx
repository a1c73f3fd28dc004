import { FLOW_STEPS, routePath } from '@freight/contracts';
import { isDutiableLane } from '@freight/domain';
import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { usePriceCalculation } from '../../price-leadtime/api';
import { useFlowTemplate } from '../../flow-templates';
import { useQuoteDraft } from '../../price-leadtime/hooks/use-quote-draft';
import { useFlowDraft } from '../api';
import { bookingSteps, defaultBookingForm, draftStep, formFromCalculationRequest, fromFlowValues, routePlaces } from '../booking-form';
import { bookingCart, newStoredBooking, readFormValues, readServiceChoice, type StoredBooking } from '../booking-storage';
import { BookingFlow } from '../components/BookingFlow';

const cart = bookingCart('quote');

/** Where the form starts: a server draft, a price and lead-time result, or this browser's cart. */
type Start = { kind: 'ready'; stored: StoredBooking; checkCustoms: boolean } | { kind: 'loading' } | { kind: 'missing' };

function useStart(): Start {
  const [params] = useSearchParams();
  const user = useSessionUser();
  const homeCountry = user?.organization.country_code ?? '';
  const draftParam = params.get('draft');
  const calculationParam = params.get('calculation');
  const serviceParam = Number(params.get('service')) || null;
  const templateParam = Number(params.get('template')) || null;
  const [stored] = useState(() => cart.read());
  // A refresh after opening a draft or a result finds its cart; nothing is filled twice.
  const resumed =
    stored &&
    !stored.booking &&
    ((draftParam !== null && stored.draftId === draftParam) ||
      (calculationParam !== null && stored.values.calculation_id === calculationParam) ||
      (templateParam !== null && stored.template?.id === templateParam));
  const draft = useFlowDraft(draftParam && !resumed ? draftParam : null);
  const calculation = usePriceCalculation(calculationParam && !draftParam && !resumed ? calculationParam : null);
  const quoteDraft = useQuoteDraft();
  const template = useFlowTemplate(templateParam && !draftParam && !calculationParam && !resumed ? templateParam : null);

  return useMemo((): Start => {
    if (resumed || (!draftParam && !calculationParam && !templateParam)) return { kind: 'ready', stored: stored ?? newStoredBooking('quote', homeCountry), checkCustoms: false };
    if (draftParam) {
      if (draft.isError) return { kind: 'missing' };
      if (!draft.data) return { kind: 'loading' };
      const values = fromFlowValues(draft.data.values, 'quote');
      if (!values) return { kind: 'missing' };
      const { from, to } = routePlaces(values);
      const dutiable = isDutiableLane(from.country, to.country);
      const steps = bookingSteps('quote', dutiable);
      const step = draftStep(draft.data.current_step, steps);
      const known = Object.fromEntries(Object.entries(draft.data.steps).filter(([name]) => (FLOW_STEPS as readonly string[]).includes(name)));
      return { kind: 'ready', stored: { values, step, steps: known, dutiable, draftId: draft.data.id, booking: null, template: null }, checkCustoms: false };
    }
    if (!calculationParam) {
      if (template.isError || template.data?.kind === 'quote') return { kind: 'missing' };
      if (!template.data) return { kind: 'loading' };
      // A template fills the form as it was saved; its locked parts stay as they are.
      const values = readFormValues(template.data.values, 'quote') ?? defaultBookingForm('quote', homeCountry);
      return { kind: 'ready', stored: { ...newStoredBooking('quote', homeCountry, values), template: { id: template.data.id, locked: template.data.locked_fields } }, checkCustoms: false };
    }
    if (serviceParam === null || calculation.isError) return { kind: 'missing' };
    if (!calculation.data) return { kind: 'loading' };
    const places = quoteDraft.read();
    const values = formFromCalculationRequest(calculation.data, serviceParam, { pickup: places?.pickup.address ?? null, delivery: places?.delivery.address ?? null });
    const choice = readServiceChoice(serviceParam);
    if (choice) {
      values.additional_services = choice.codes;
      values.additional_service_values = choice.values;
    }
    return { kind: 'ready', stored: { ...newStoredBooking('quote', homeCountry, values, 'create_booking'), steps: { result: { valid: true, errors: {} } } }, checkCustoms: true };
  }, [resumed, draftParam, calculationParam, templateParam, serviceParam, stored, homeCountry, draft.isError, draft.data, calculation.isError, calculation.data, template.isError, template.data, quoteDraft]);
}

/** `/transport/transport-booking/form`: a booking from a quote, step by step. */
export default function BookingFormPage() {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const opened = useStart();
  const [, setParams] = useSearchParams();
  const [fresh, setFresh] = useState<{ stored: StoredBooking; generation: number } | null>(null);
  const start: Start = fresh ? { kind: 'ready', stored: fresh.stored, checkCustoms: false } : opened;

  const startNew = () => {
    cart.clear();
    setParams({}, { replace: true });
    setFresh((current) => ({ stored: newStoredBooking('quote', user?.organization.country_code ?? ''), generation: (current?.generation ?? 0) + 1 }));
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('titles.form')} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={routePath('transport.booking')} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
            <IconArrowLeft size={14} aria-hidden />
            {t('titles.landing')}
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('titles.form')}
          </Title>
          <Text c="dimmed">{t('form_subtitle')}</Text>
        </Stack>
        {start.kind === 'loading' && (
          <Center py={64}>
            <Loader aria-label={t('loading')} />
          </Center>
        )}
        {start.kind === 'missing' && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.start_missing_title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('errors.start_missing_text')}</Text>
              <Anchor component="button" type="button" onClick={startNew}>
                {t('actions.start_new')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {start.kind === 'ready' && <BookingFlow key={fresh?.generation ?? 0} initial={start.stored} checkCustomsOnOpen={start.checkCustoms} onNew={startNew} />}
      </Stack>
    </Container>
  );
}
