import { FLOW_STEPS, PORTAL_TIME_ZONE, routePath } from '@freight/contracts';
import { firstOpenPickupDate, isDutiableLane, placeTimeZone } from '@freight/domain';
import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { usePriceCalculation, useQuoteDraft } from '../../price-leadtime';
import { useFlowTemplate } from '../../flow-templates';
import { useBookAgain, useBookingSiteAddress, useFlowDraft } from '../api';
import {
  bookingSteps,
  invoiceDetailsOn,
  defaultBookingForm,
  draftStep,
  formFromCalculationRequest,
  fromFlowValues,
  quoteStartStep,
  routePlaces,
  type BookingFormValues,
} from '../booking-form';
import { bookingCart, bookingOrigin, newStoredBooking, readFormValues, readServiceChoice, type StoredBooking } from '../booking-storage';
import { BookingFlow } from '../components/BookingFlow';
import { ShortBookingFlow } from '../components/ShortBookingFlow';

const cart = bookingCart('quote');

/** Where the form starts: a server draft, a price and lead-time result, or this browser's cart. */
type Start = { kind: 'ready'; stored: StoredBooking; checkCustoms: boolean } | { kind: 'loading' } | { kind: 'missing' };

function useStart(): Start {
  const [params] = useSearchParams();
  const user = useSessionUser();
  const origin = useMemo(() => bookingOrigin(user), [user]);
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
      (calculationParam !== null && (stored.values.calculation_id === calculationParam || stored.openedFrom === calculationParam)) ||
      (templateParam !== null && stored.template?.id === templateParam));
  const draft = useFlowDraft(draftParam && !resumed ? draftParam : null);
  const calculation = usePriceCalculation(calculationParam && !draftParam && !resumed ? calculationParam : null);
  const quoteDraft = useQuoteDraft();
  const site = useBookingSiteAddress(calculation.data?.site_id ?? null);
  const template = useFlowTemplate(templateParam && !draftParam && !calculationParam && !resumed ? templateParam : null);

  return useMemo((): Start => {
    if (resumed || (!draftParam && !calculationParam && !templateParam))
      return { kind: 'ready', stored: stored ?? newStoredBooking('quote', origin), checkCustoms: false };
    if (draftParam) {
      if (draft.isError) return { kind: 'missing' };
      if (!draft.data) return { kind: 'loading' };
      const values = fromFlowValues(draft.data.values, 'quote');
      if (!values) return { kind: 'missing' };
      const { from, to } = routePlaces(values);
      const dutiable = isDutiableLane(from.country, to.country);
      const steps = bookingSteps('quote', dutiable || (user ? invoiceDetailsOn(user.sites, user.sitesFilter) : false));
      const step = draftStep(draft.data.current_step, steps);
      const known = Object.fromEntries(
        Object.entries(draft.data.steps).filter(([name]) => (FLOW_STEPS as readonly string[]).includes(name)),
      );
      return {
        kind: 'ready',
        stored: { values, step, steps: known, dutiable, draftId: draft.data.id, booking: null, template: null },
        checkCustoms: false,
      };
    }
    if (!calculationParam) {
      if (template.isError || template.data?.kind === 'quote') return { kind: 'missing' };
      if (!template.data) return { kind: 'loading' };
      // A template fills the form as it was saved; its locked parts stay as they are.
      const values = readFormValues(template.data.values, 'quote') ?? defaultBookingForm('quote', origin.country);
      return {
        kind: 'ready',
        stored: {
          ...newStoredBooking('quote', origin, values),
          template: { id: template.data.id, locked: template.data.locked_fields },
        },
        checkCustoms: false,
      };
    }
    if (serviceParam === null || calculation.isError) return { kind: 'missing' };
    if (!calculation.data || site.isLoading) return { kind: 'loading' };
    const places = quoteDraft.read();
    // Without the site's address (out of reach, or not loaded) the user names the sender.
    const sender =
      site.data && user ? { organization: user.organization.name, site: site.data, user: { name: user.name, email: user.email } } : null;
    const values = formFromCalculationRequest(
      calculation.data,
      serviceParam,
      { pickup: places?.pickup.address ?? null, delivery: places?.delivery.address ?? null },
      undefined,
      sender,
      new Date(),
      origin.defaults,
    );
    const choice = readServiceChoice(serviceParam);
    if (choice) {
      values.additional_services = choice.codes;
      values.additional_service_values = choice.values;
    }
    const start = quoteStartStep(values);
    // The chosen result counts as passed only when the flow opens after it.
    const steps = start === 'create_booking' ? { result: { valid: true, errors: {} } } : {};
    return {
      kind: 'ready',
      stored: { ...newStoredBooking('quote', origin, values, start), steps, openedFrom: calculationParam },
      checkCustoms: true,
    };
  }, [
    resumed,
    draftParam,
    calculationParam,
    templateParam,
    serviceParam,
    stored,
    origin,
    draft.isError,
    draft.data,
    calculation.isError,
    calculation.data,
    site.isLoading,
    site.data,
    user,
    template.isError,
    template.data,
    quoteDraft,
  ]);
}

/** Opens `?again={uuid}`: the booked shipment's values go to the short or ad-hoc flow's cart, and that flow opens. */
function BookAgainStart({ uuid, onMissing }: { uuid: string; onMissing: ReactNode }) {
  const { t } = useTranslation('booking');
  const again = useBookAgain(uuid);
  const navigate = useNavigate();
  const user = useSessionUser();
  const origin = useMemo(() => bookingOrigin(user), [user]);
  const values = useMemo(() => (again.data ? fromFlowValues(again.data.values, again.data.flow_type) : null), [again.data]);
  useEffect(() => {
    if (!again.data || !values) return;
    const { flow_type: flowType, booking_number, carrier_name, service_name } = again.data;
    // A pickup day whose window has closed, on the pickup place's clocks the server checks it on, moves to the first open one.
    const place = values.pickup ?? values.consignor;
    const firstOpen = firstOpenPickupDate(
      new Date(),
      values.pickup_time_latest,
      placeTimeZone(place.country, place.zip) ?? PORTAL_TIME_ZONE,
    );
    const pickupDate = values.pickup_date < firstOpen ? firstOpen : values.pickup_date;
    const stored = newStoredBooking(flowType, origin, { ...values, pickup_date: pickupDate });
    if (flowType === 'adHoc') {
      bookingCart('adHoc').save(stored);
      void navigate(routePath('transport.booking.ad_hoc'), { replace: true });
      return;
    }
    bookingCart('short').save({ ...stored, againOf: { booking_number, carrier_name, service_name } });
    void navigate(`${routePath('transport.booking.form')}?flow=short`, { replace: true });
  }, [again.data, values, origin, navigate]);

  if (again.isError || (again.data && !values)) return onMissing;
  return (
    <Center py={64}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/** `/transport/transport-booking/form`: a booking from a quote step by step, or again with a known service. */
export default function BookingFormPage() {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const againParam = params.get('again');
  const short = params.get('flow') === 'short';
  const [fresh, setFresh] = useState<{ stored: StoredBooking; generation: number } | null>(null);
  const location = useLocation();

  const open = (stored: StoredBooking) => {
    setParams({}, { replace: true });
    setFresh((current) => ({ stored, generation: (current?.generation ?? 0) + 1 }));
    window.scrollTo({ top: 0 });
  };
  const startNew = () => {
    cart.clear();
    bookingCart('short').clear();
    open(newStoredBooking('quote', bookingOrigin(user)));
  };
  // Every service for the same goods: the quote flow from its result, with the addresses already checked.
  const compareAll = (values: BookingFormValues) => {
    bookingCart('short').clear();
    const stored = newStoredBooking('quote', bookingOrigin(user), { ...values, flow_type: 'quote', calculation_id: null }, 'goods');
    open({ ...stored, steps: { address: { valid: true, errors: {} } } });
  };

  const missing = (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.start_missing_title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors.start_missing_text')}</Text>
        <Anchor component="button" type="button" onClick={startNew}>
          {t('actions.start_new')}
        </Anchor>
      </Stack>
    </Alert>
  );

  let content: ReactNode;
  if (againParam) content = <BookAgainStart uuid={againParam} onMissing={missing} />;
  // Each visit of the address reads the cart afresh: 'Book again' from a confirmation lands on the same page.
  else if (short) content = <ShortBookingStart key={location.key} onNew={startNew} onCompareAll={compareAll} missing={missing} />;
  else if (fresh) content = <BookingFlow key={fresh.generation} initial={fresh.stored} onNew={startNew} />;
  else content = <QuoteBookingStart onNew={startNew} missing={missing} />;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('titles.form')} />
      <Stack gap="lg">
        <Stack gap={4}>
          <BackLink to={routePath('transport.booking')}>{t('titles.landing')}</BackLink>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('titles.form')}
          </Title>
          <Text c="dimmed">{t('form_subtitle')}</Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}

/** The quote flow as the address opens it: a draft, a price and lead-time result, a template or the cart. */
function QuoteBookingStart({ onNew, missing }: { onNew: () => void; missing: ReactNode }) {
  const { t } = useTranslation('booking');
  const start = useStart();
  if (start.kind === 'loading') {
    return (
      <Center py={64}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (start.kind === 'missing') return missing;
  return <BookingFlow initial={start.stored} checkCustomsOnOpen={start.checkCustoms} onNew={onNew} />;
}

/** The short flow from its cart, read once as it opens; the flow keeps the cart from then on. */
function ShortBookingStart({
  onNew,
  onCompareAll,
  missing,
}: {
  onNew: () => void;
  onCompareAll: (values: BookingFormValues) => void;
  missing: ReactNode;
}) {
  const [initial] = useState(() => bookingCart('short').read());
  return initial ? <ShortBookingFlow initial={initial} onNew={onNew} onCompareAll={onCompareAll} /> : missing;
}
