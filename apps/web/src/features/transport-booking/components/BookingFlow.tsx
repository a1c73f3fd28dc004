import { BOOKING_MODULE_STEP_INDEX, selectedApplications, type FlowStep } from '@freight/contracts';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { isLocked, SaveTemplateButton, SaveTemplateDialog, TemplateNotice, useFlowTemplate } from '../../flow-templates';
import { usePriceCalculation } from '../../price-leadtime';
import { stepAfter, stepOfField, templateValues, toFlowValues } from '../booking-form';
import { bookingCart, type StoredBooking } from '../booking-storage';
import { useBookingFlow, useFlowDraft } from '../hooks/use-booking-flow';
import { useCustomsCheck, useGoodsPricing } from '../hooks/use-quote-steps';
import { useServiceChoice } from '../hooks/use-flow-state';
import { AddressStep } from './AddressStep';
import { useBookingSite } from './BookingSite';
import { ResultStep } from './ResultStep';
import { CreateBookingStep } from './CreateBookingStep';
import { DeliveryTermsStep } from './DeliveryTermsStep';
import { DutiableModals } from './DutiableModals';
import { BookButton, BookedFlow, FlowActions, FlowForm, NextButton } from './FlowFrame';
import { GoodsDescriptionStep } from './GoodsDescriptionStep';
import { GoodsStep } from './GoodsStep';
import { InvoiceStep } from './InvoiceStep';
import { LockContext } from './locks';
import { QuoteSummaryStep } from './SummaryStep';

export interface BookingFlowProps {
  initial: StoredBooking;
  /** Opened from a price and lead-time result: check customs for the chosen service at once. */
  checkCustomsOnOpen?: boolean;
  onNew: () => void;
}

const cart = bookingCart('quote');

/**
 * The quote flow of SPEC §4: address, goods, 'Price & leadtime', 'Finalize form & create
 * booking', goods descriptions, delivery terms, the invoice when invoiced, summary and
 * confirmation. Each step is checked by the server before the next opens; the form is kept in
 * local storage and as a server draft.
 */
export function BookingFlow({ initial, checkCustomsOnOpen, onNew }: BookingFlowProps) {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const [, setParams] = useSearchParams();
  const [resultError, setResultError] = useState<string | undefined>();
  const [template, setTemplate] = useState(initial.template);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const templateQuery = useFlowTemplate(template?.id ?? null);
  const locked = (path: string) => isLocked(template?.locked, path);
  const draft = useFlowDraft(initial.draftId);
  const flow = useBookingFlow('quote', initial, { cart, kept: { template, openedFrom: initial.openedFrom ?? null }, draftId: draft.id });
  const { form, step, setStep, steps, booking, serviceId, additional, dutiable, invoiced, checks, book, flowSteps, index, record } = flow;

  const calculationId = useWatch({ control: form.control, name: 'calculation_id' });
  const calculation = usePriceCalculation(calculationId);
  const pricing = useGoodsPricing(form, checks, flow.showRefusal);
  const customs = useCustomsCheck({
    ...flow,
    calculation,
    checkOnOpen: checkCustomsOnOpen ?? false,
    onRefusedOnOpen: () => setStep('result'),
  });
  const site = useBookingSite(calculation.data?.site_id ?? null);
  const serviceChoice = useServiceChoice(form);
  const bookingModule = user ? selectedApplications(user.sites, user.sitesFilter).has('transport_booking') : false;
  const quote = calculation.data?.quotes.find((candidate) => candidate.service.id === serviceId) ?? null;

  /** Moves to a step; the server copy follows each move. */
  const goTo = (next: FlowStep, nextSteps = steps) => {
    flow.move(next);
    draft.keep(next, nextSteps, toFlowValues(form.getValues(), invoiced), flow.keepInCart);
  };

  const next = async () => {
    setResultError(undefined);
    if (step === 'goods') {
      const state = await checks.validate('goods');
      if (!state) return;
      const nextSteps = record('goods', state);
      if (!state.valid) return;
      if (await pricing.price(site.pricingSiteId)) goTo('result', nextSteps);
      return;
    }
    if (step === 'result') {
      if (form.getValues('carrier_service_id') === null) {
        setResultError(t('result.choose_first'));
        return;
      }
      const state = await checks.validate('result');
      if (!state) return;
      const nextSteps = record('result', state);
      if (!state.valid) {
        setResultError(Object.values(state.errors)[0]?.[0]);
        return;
      }
      // Leaving 'Price & leadtime': on once customs are clear.
      const cleared = await customs.check();
      if (cleared !== null) goTo(stepAfter('quote', 'result', cleared), nextSteps);
      return;
    }
    const state = await checks.validate(step);
    if (!state) return;
    const nextSteps = record(step, state);
    if (state.valid) goTo(stepAfter('quote', step, invoiced), nextSteps);
  };

  const placeBook = () =>
    flow.place(
      site.siteId,
      // The summary shows every refused field.
      { stepOf: stepOfField, fallback: 'summary', shown: (target, all, own) => (target === 'summary' ? all : own) },
      () => {
        // The address no longer names a draft or a result: a refresh shows this confirmation.
        setParams({}, { replace: true });
        draft.drop();
      },
    );

  const back = () => {
    const previous = flowSteps[index - 1];
    if (previous) {
      checks.setNotice([]);
      setStep(previous);
    }
  };

  const busy = checks.validating || pricing.pricing || customs.checking;
  const stepAllowed = (position: number) => position <= BOOKING_MODULE_STEP_INDEX || bookingModule;

  if (booking) return <BookedFlow steps={flowSteps} booking={booking} dutiable={dutiable} onNew={onNew} />;

  return (
    <FormProvider {...form}>
      <LockContext.Provider value={locked}>
        <FlowForm
          label={t('titles.form')}
          onSubmit={() => {
            if (step === 'summary') void placeBook();
            else if (step !== 'result') void next();
          }}
          steps={flowSteps}
          active={index}
          // Earlier steps are open to change; a later one once every step before it has passed.
          canSelect={(position) =>
            position < index ||
            (stepAllowed(position) && flowSteps.slice(0, position).every((name) => name === 'summary' || steps[name]?.valid))
          }
          onSelect={(target) => {
            checks.setNotice([]);
            setStep(target);
          }}
          notice={checks.notice}
        >
          {template && <TemplateNotice template={templateQuery} onDrop={() => setTemplate(null)} />}

          {step === 'address' && <AddressStep />}
          {step === 'goods' && <GoodsStep />}
          {step === 'result' && (
            <ResultStep
              calculation={calculation.data}
              loading={calculation.isPending && calculationId !== null}
              failed={calculationId === null || calculation.isError}
              chosenServiceId={serviceId}
              onChoose={serviceChoice.choose}
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
              onServicesChange={serviceChoice.change}
            />
          )}
          {step === 'finalize_goods_description' && <GoodsDescriptionStep />}
          {step === 'delivery_terms' && <DeliveryTermsStep />}
          {step === 'invoice' && <InvoiceStep />}
          {step === 'summary' && (
            <QuoteSummaryStep
              site={site}
              quote={quote}
              invoiced={invoiced}
              services={additional.data}
              bookingModule={bookingModule}
              onEdit={setStep}
            />
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
              <NextButton loading={busy} onClick={() => void next()} disabled={serviceId === null} />
            ) : (
              <NextButton loading={busy} label={step === 'goods' ? t('actions.get_prices') : undefined} />
            )}
          </FlowActions>
        </FlowForm>
      </LockContext.Provider>
      <SaveTemplateDialog
        opened={savingTemplate}
        onClose={() => setSavingTemplate(false)}
        kind="booking"
        values={templateValues(form.getValues())}
      />
      <DutiableModals
        modal={customs.modal}
        onClose={() => customs.setModal(null)}
        onChooseService={(id) => {
          serviceChoice.choose(id);
          customs.setModal(null);
          goTo(stepAfter('quote', 'result', true));
        }}
        onChangeGoods={() => {
          customs.setModal(null);
          setStep('goods');
        }}
      />
    </FormProvider>
  );
}
