import { BOOKING_MODULE_STEP_INDEX, selectedApplications, type FlowStep, type TDutiable, type TPriceCalculation } from '@freight/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { isLocked, SaveTemplateButton, SaveTemplateDialog, TemplateNotice, useFlowTemplate } from '../../flow-templates';
import { useCalculatePrices, usePriceCalculation } from '../../price-leadtime';
import { useAdditionalServices, useBook, useDeleteFlowDraft, useDutiableCheck, useSaveFlowDraft } from '../api';
import {
  bookingSteps,
  draftStepIndex,
  stepOfField,
  toBookingPriceRequest,
  toBookingRequest,
  toFlowValues,
  type BookingFormValues,
} from '../booking-form';
import { bookingCart, readServiceChoice, saveServiceChoice, type StepState, type StoredBooking } from '../booking-storage';
import { useFlowState, useKeptInCart } from '../hooks/use-flow-state';
import { useModuleSync } from '../hooks/use-module-sync';
import { useStepChecks } from '../hooks/use-step-checks';
import { AddressStep } from './AddressStep';
import { BookingSite, useBookingSite } from './BookingSite';
import { bookableOnly, ResultStep } from './ResultStep';
import { CreateBookingStep } from './CreateBookingStep';
import { DeliveryTermsStep } from './DeliveryTermsStep';
import { type DutiableModal, DutiableModals } from './DutiableModals';
import { BookButton, BookedFlow, FlowActions, NextButton, StepNotice } from './FlowFrame';
import { FlowStepper } from './FlowStepper';
import { GoodsDescriptionStep } from './GoodsDescriptionStep';
import { GoodsStep } from './GoodsStep';
import { InvoiceStep } from './InvoiceStep';
import { LockContext } from './locks';
import { SummaryStep } from './SummaryStep';

export interface BookingFlowProps {
  initial: StoredBooking;
  /** Opened from a price and lead-time result: check customs for the chosen service at once. */
  checkCustomsOnOpen?: boolean;
  onNew: () => void;
}

const cart = bookingCart('quote');

/**
 * The quote flow of SPEC §4: address, goods, 'Price & leadtime', 'Finalize form & create
 * booking', goods descriptions, delivery terms, the invoice when dutiable, summary and
 * confirmation. Each step is checked by the server before the next opens; the form is kept in
 * local storage and as a server draft.
 */
export function BookingFlow({ initial, checkCustomsOnOpen, onNew }: BookingFlowProps) {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const [, setParams] = useSearchParams();
  const { form, step, setStep, steps, setSteps, booking, setBooking } = useFlowState(initial);
  const [dutiable, setDutiable] = useState(initial.dutiable);
  const [modal, setModal] = useState<DutiableModal | null>(null);
  const [resultError, setResultError] = useState<string | undefined>();
  const [template, setTemplate] = useState(initial.template);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const templateQuery = useFlowTemplate(template?.id ?? null);
  const locked = (path: string) => isLocked(template?.locked, path);
  const draftId = useRef(initial.draftId);
  const draftSaving = useRef<Promise<unknown>>(Promise.resolve());

  const [calculationId, serviceId] = useWatch({ control: form.control, name: ['calculation_id', 'carrier_service_id'] });
  const calculation = usePriceCalculation(calculationId);
  const additional = useAdditionalServices(serviceId);
  const calculate = useCalculatePrices();
  const dutiableCheck = useDutiableCheck();
  const saveDraft = useSaveFlowDraft();
  const deleteDraft = useDeleteFlowDraft();
  const book = useBook('quote');
  const serviceCodes = (additional.data ?? []).flatMap(function codes(service): string[] {
    return [service.code, ...service.children.flatMap(codes)];
  });
  const checks = useStepChecks(form, 'quote', { dutiable, serviceCodes });
  useModuleSync(form, dutiable, additional.data);

  const flowSteps = bookingSteps('quote', dutiable);
  const index = flowSteps.indexOf(step);
  const site = useBookingSite(calculation.data?.site_id ?? null);
  const bookingModule = user ? selectedApplications(user.sites, user.sitesFilter).has('transport_booking') : false;
  const quote = calculation.data?.quotes.find((candidate) => candidate.service.id === serviceId) ?? null;

  const keepInCart = useKeptInCart(
    cart,
    form,
    { step, steps, dutiable, booking, template, openedFrom: initial.openedFrom ?? null },
    () => draftId.current,
  );

  /** The server copy follows each move between steps; saves run one after another so one draft is made. */
  const keepDraft = (nextStep: FlowStep, nextSteps: StoredBooking['steps']) => {
    draftSaving.current = draftSaving.current.then(() =>
      saveDraft
        .mutateAsync({
          id: draftId.current,
          body: {
            kind: 'booking',
            flow_type: 'quote',
            current_step: draftStepIndex(nextStep),
            values: toFlowValues(form.getValues(), dutiable),
            steps: nextSteps,
          },
        })
        .then(
          (draft) => {
            draftId.current = draft.id;
            keepInCart();
          },
          (error: unknown) => {
            // A draft deleted elsewhere is made again next time.
            if (error instanceof ApiError && error.status === 404) draftId.current = null;
          },
        ),
    );
  };

  const goTo = (next: FlowStep, nextSteps = steps) => {
    checks.setNotice([]);
    setStep(next);
    keepDraft(next, nextSteps);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const recordStep = (name: FlowStep, state: StepState) => {
    const next = { ...steps, [name]: state };
    setSteps(next);
    return next;
  };

  const stepAfter = (name: FlowStep, withDutiable = dutiable) => {
    const list = bookingSteps('quote', withDutiable);
    return list[list.indexOf(name) + 1] ?? name;
  };

  // Restores the additional services last chosen for this carrier service.
  const chooseService = (id: number) => {
    form.setValue('carrier_service_id', id, { shouldDirty: true });
    const choice = readServiceChoice(id);
    form.setValue('additional_services', choice?.codes ?? []);
    form.setValue('additional_service_values', choice?.values ?? {});
  };

  const quotedIds = (value: TPriceCalculation | undefined) =>
    new Set((value ? bookableOnly(value).quotes : []).map((candidate) => candidate.service.id));

  /** Leaving 'Price & leadtime': customs for the lane and the chosen service (SPEC §4 dutiable modals). */
  const checkCustoms = async (nextSteps: StoredBooking['steps']) => {
    const goods = await checks.validate('goods');
    if (goods === null) return;
    if (!goods.valid) {
      setModal({ kind: 'invalid_goods' });
      return;
    }
    let answer;
    try {
      answer = await dutiableCheck.mutateAsync({ values: toFlowValues(form.getValues(), dutiable) });
    } catch {
      setModal({ kind: 'error' });
      return;
    }
    setDutiable(answer.dutiable);
    if (canClear(answer)) goTo(stepAfter('result', answer.dutiable), nextSteps);
    else setModal(customsModal(answer));
  };

  /** Whether the chosen service may carry the goods as far as customs go. */
  const canClear = (answer: TDutiable) =>
    !answer.dutiable || answer.services.some((service) => service.carrier_service_id === form.getValues('carrier_service_id'));

  /** Which dutiable modal tells the user what can be done: another service, or none here. */
  const customsModal = (answer: TDutiable): DutiableModal => {
    const quoted = quotedIds(calculation.data);
    const options = answer.services.filter((service) => quoted.has(service.carrier_service_id));
    if (answer.services.length === 0) return { kind: 'not_found' };
    if (options.length === 0) return { kind: 'no_options', services: answer.services };
    return { kind: 'services', services: options };
  };

  // Opened from a price and lead-time result, the result step was passed elsewhere: customs are checked here.
  const opened = useRef(false);
  useEffect(() => {
    if (!checkCustomsOnOpen || opened.current || calculation.isPending) return;
    opened.current = true;
    void dutiableCheck.mutateAsync({ values: toFlowValues(form.getValues(), false) }).then(
      (answer) => {
        setDutiable(answer.dutiable);
        if (canClear(answer)) return;
        setStep('result');
        setModal(customsModal(answer));
      },
      () => setModal({ kind: 'error' }),
    );
  });

  const next = async () => {
    setResultError(undefined);
    if (step === 'goods') {
      const state = await checks.validate('goods');
      if (!state) return;
      const nextSteps = recordStep('goods', state);
      if (!state.valid) return;
      try {
        // Priced for a site it can be booked for (the one chosen, else the first): the booking reads the calculation as that site.
        const bookingSite = site.siteId ?? (site.options[0] ? Number(site.options[0].value) : null);
        const answer = await calculate.mutateAsync({
          ...(toBookingPriceRequest(form.getValues()) as Parameters<typeof calculate.mutateAsync>[0]),
          site_id: bookingSite,
        });
        form.setValue('calculation_id', answer.data.id);
        if (!quotedIds(answer.data).has(form.getValues('carrier_service_id') ?? 0)) form.setValue('carrier_service_id', null);
        goTo('result', nextSteps);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) checks.showErrors('goods', error.fieldErrors);
        else {
          const refusal = refusalMessage(error);
          if (refusal) checks.setNotice([refusal]);
        }
      }
      return;
    }
    if (step === 'result') {
      if (form.getValues('carrier_service_id') === null) {
        setResultError(t('result.choose_first'));
        return;
      }
      const state = await checks.validate('result');
      if (!state) return;
      const nextSteps = recordStep('result', state);
      if (!state.valid) {
        setResultError(Object.values(state.errors)[0]?.[0]);
        return;
      }
      await checkCustoms(nextSteps);
      return;
    }
    const state = await checks.validate(step);
    if (!state) return;
    const nextSteps = recordStep(step, state);
    if (state.valid) goTo(stepAfter(step), nextSteps);
  };

  const placeBook = async () => {
    checks.setNotice([]);
    try {
      if (site.siteId === null) return;
      const result = await book.mutateAsync({ request: toBookingRequest(form.getValues(), dutiable), siteId: site.siteId });
      setBooking(result);
      setStep('confirmation');
      // The address no longer names a draft or a result: a refresh shows this confirmation.
      setParams({}, { replace: true });
      // The booking is made; its draft is no longer unfinished work.
      const id = draftId.current;
      draftId.current = null;
      if (id) deleteDraft.mutate(id);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const keys = Object.keys(error.fieldErrors);
        // Back to the first step in flow order that holds a refused field.
        const target = flowSteps.find((candidate) => keys.some((key) => stepOfField(key) === candidate)) ?? 'summary';
        const errors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => stepOfField(key) === target));
        const nextSteps = recordStep(target, { valid: false, errors });
        setStep(target);
        setSteps(nextSteps);
        // Shown once the step is on screen, so its fields take their messages.
        window.setTimeout(() => checks.showErrors(target, target === 'summary' ? error.fieldErrors : errors), 0);
      } else {
        const refusal = refusalMessage(error);
        if (refusal) checks.setNotice([refusal]);
      }
    }
  };

  const back = () => {
    const previous = flowSteps[index - 1];
    if (previous) {
      checks.setNotice([]);
      setStep(previous);
    }
  };

  const busy = checks.validating || calculate.isPending || dutiableCheck.isPending;
  const stepAllowed = (position: number) => position <= BOOKING_MODULE_STEP_INDEX || bookingModule;

  if (booking) return <BookedFlow steps={flowSteps} booking={booking} onNew={onNew} />;

  return (
    <FormProvider {...form}>
      <LockContext.Provider value={locked}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'summary') void placeBook();
            else if (step !== 'result') void next();
          }}
          aria-label={t('titles.form')}
        >
          <Stack gap="lg">
            <FlowStepper
              steps={flowSteps}
              active={index}
              // Earlier steps are open to change; a later one once every step before it has passed.
              canSelect={(position) =>
                position < index ||
                (stepAllowed(position) && flowSteps.slice(0, position).every((name) => name === 'summary' || steps[name]?.valid))
              }
              onSelect={(position) => {
                const target = flowSteps[position];
                if (target && target !== 'confirmation') {
                  checks.setNotice([]);
                  setStep(target);
                }
              }}
            />

            <StepNotice messages={checks.notice} />

            {template && <TemplateNotice template={templateQuery} onDrop={() => setTemplate(null)} />}

            {step === 'address' && <AddressStep />}
            {step === 'goods' && <GoodsStep />}
            {step === 'result' && (
              <ResultStep
                calculation={calculation.data}
                loading={calculation.isPending && calculationId !== null}
                failed={calculationId === null || calculation.isError}
                chosenServiceId={serviceId}
                onChoose={chooseService}
                onEdit={() => setStep('address')}
                onContinue={() => void next()}
                continuing={busy}
                error={resultError}
              />
            )}
            {step === 'create_booking' && (
              <CreateBookingStep
                services={additional.data}
                servicesLoading={additional.isPending && serviceId !== null}
                servicesFailed={additional.isError}
                onServicesChange={(choice) => {
                  form.setValue('additional_services', choice.codes, { shouldDirty: true });
                  form.setValue('additional_service_values', choice.values, { shouldDirty: true });
                  if (serviceId !== null) saveServiceChoice(serviceId, choice);
                }}
              />
            )}
            {step === 'finalize_goods_description' && <GoodsDescriptionStep />}
            {step === 'delivery_terms' && <DeliveryTermsStep />}
            {step === 'invoice' && <InvoiceStep />}
            {step === 'summary' && (
              <Stack gap="lg">
                <BookingSite siteId={site.siteId} options={site.options} onPick={site.pick} />
                <SummaryStep
                  quote={quote}
                  dutiable={dutiable}
                  services={additional.data}
                  editSteps={{
                    address: 'address',
                    goods: 'goods',
                    result: 'result',
                    create_booking: 'create_booking',
                    describe: 'finalize_goods_description',
                    delivery_terms: 'delivery_terms',
                    invoice: dutiable ? 'invoice' : null,
                  }}
                  onEdit={(target) => setStep(target)}
                />
                {!bookingModule && (
                  <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                    {t('errors.booking_module_off')}
                  </Alert>
                )}
              </Stack>
            )}

            <FlowActions
              onBack={index > 0 ? back : undefined}
              backDisabled={busy || book.isPending}
              extra={step === 'summary' && <SaveTemplateButton onClick={() => setSavingTemplate(true)} />}
              // The result's own 'Your choice' bar sticks to the bottom there.
              sticky={step !== 'result'}
            >
              {step === 'summary' ? (
                <BookButton loading={book.isPending} disabled={!bookingModule || site.siteId === null} />
              ) : step === 'result' ? (
                <Button
                  onClick={() => void next()}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  loading={busy}
                  disabled={serviceId === null}
                >
                  {t('actions.next')}
                </Button>
              ) : (
                <NextButton loading={busy} label={step === 'goods' ? t('actions.get_prices') : undefined} />
              )}
            </FlowActions>
          </Stack>
        </form>
      </LockContext.Provider>
      <SaveTemplateDialog
        opened={savingTemplate}
        onClose={() => setSavingTemplate(false)}
        kind="booking"
        values={templateValues(form.getValues())}
      />
      <DutiableModals
        modal={modal}
        onClose={() => setModal(null)}
        onChooseService={(id) => {
          chooseService(id);
          setModal(null);
          goTo(stepAfter('result', true));
        }}
        onChangeGoods={() => {
          setModal(null);
          setStep('goods');
        }}
      />
    </FormProvider>
  );
}

/** What a template keeps: the parties, goods and terms, without this quote's calculation and service. */
function templateValues(values: BookingFormValues): Partial<BookingFormValues> {
  const { calculation_id: _calculation, carrier_service_id: _service, ...kept } = values;
  return kept;
}
