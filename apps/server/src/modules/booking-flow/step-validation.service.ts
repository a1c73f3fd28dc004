import { z } from 'zod';
import { isDutiableFlow, placeTimeZone, validateStep, zonedDateTime, type StepContext, type StepErrors } from '@freight/domain';
import {
  lockedPrintTypesOf,
  PORTAL_TIME_ZONE,
  type Locale,
  type StepValidationEndpoint,
  type TBookingFlowValues,
  type TDutiable,
  type TStepValidation,
  type TStepValidationRequest,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { SignedInContext } from '../../platform/request-context';
import { goodTypesByCode } from '../dictionaries';
import { actingOrganizationId, findCalculation } from '../quotes';
import { additionalServicesOf } from './additional-services.service';
import * as queries from './booking-flow.queries';

const STEPS_WITH_RESULT: readonly StepValidationEndpoint[] = ['result', 'address-goods-result'];

/** The organization's calculation a flow names, or null when it is not one (another organization's reads as unknown). */
async function ownCalculation(deps: AppDeps, ctx: SignedInContext, id: string | null | undefined): Promise<StepContext['calculation']> {
  if (!id || !z.uuid().safeParse(id).success) return null;
  try {
    const calculation = await findCalculation(deps, ctx, id);
    return {
      quotes: calculation.quotes.map((quote) => ({
        serviceId: quote.service.id,
        bookable: quote.bookable,
        bookingReasons: quote.booking_reasons.map((reason) => reason.code),
      })),
    };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** What the rules need from the database, loaded only for the steps that read it. */
async function stepContext(
  deps: AppDeps,
  ctx: SignedInContext,
  step: StepValidationEndpoint,
  request: TStepValidationRequest,
): Promise<StepContext> {
  const { values } = request;
  // The pickup day and window are on the pickup place's clocks, as the booking reads them.
  const pickup = values.pickup?.country ? values.pickup : values.consignor;
  const now = zonedDateTime(new Date(), placeTimeZone(pickup?.country, pickup?.zip) ?? PORTAL_TIME_ZONE);
  const serviceId = values.carrier_service_id ?? null;
  const [countries, calculation, service, additionalServices, goodTypes, printLocks] = await Promise.all([
    queries.countryCodes(deps.db),
    STEPS_WITH_RESULT.includes(step) ? ownCalculation(deps, ctx, values.calculation_id) : null,
    serviceId !== null && step === 'delivery_terms' ? queries.findOfferedService(deps.db, serviceId) : null,
    serviceId !== null && step === 'create-booking' ? additionalServicesOf(deps.db, serviceId) : null,
    step === 'price-lyt' ? goodTypesByCode(deps.db) : undefined,
    step === 'delivery_terms' ? queries.bookingSitePrintLocks(deps.db, actingOrganizationId(ctx), ctx.actor.siteIds) : [],
  ]);
  // Booked for one site (as the booking is), that site's lock applies.
  const lockedPrintTypes = printLocks.length === 1 ? lockedPrintTypesOf(printLocks[0]!.locked) : null;
  return {
    flowType: request.flow_type,
    today: now.date,
    minuteOfDay: Math.floor(now.secondsOfDay / 60),
    countryExists: (code) => countries.has(code),
    calculation,
    additionalServices,
    // An e-mailed booking reaches the carrier's desk with its documents, so at least one is printed.
    serviceRequiresDocuments: service?.connector === 'email',
    goodTypes,
    lockedPrintTypes,
  };
}

export function translateStepErrors(locale: Locale, errors: StepErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => [
      path,
      messages.map((message) =>
        typeof message === 'string' ? translate(locale, message) : translate(locale, message.key, message.params),
      ),
    ]),
  );
}

/** `POST /api/priceleadtime/validate/:step`: the step's field errors in the caller's language. */
export async function validateFlowStep(
  deps: AppDeps,
  ctx: SignedInContext,
  step: StepValidationEndpoint,
  request: TStepValidationRequest,
): Promise<TStepValidation> {
  const errors = validateStep(step, request.values, await stepContext(deps, ctx, step, request));
  return { step, valid: Object.keys(errors).length === 0, errors: translateStepErrors(ctx.locale, errors) };
}

/** `POST /api/apport/consignments/dutiable`: whether the goods cross a customs border, and who clears them. */
export async function dutiable(deps: AppDeps, ctx: SignedInContext, values: TBookingFlowValues): Promise<TDutiable> {
  if (!isDutiableFlow(values)) return { dutiable: false, services: [] };
  const today = zonedDateTime(new Date(), PORTAL_TIME_ZONE).date;
  const rows = await queries.findCustomsClearanceServices(deps.db, actingOrganizationId(ctx), ctx.actor.siteIds, today);
  return {
    dutiable: true,
    services: rows.map((row) => ({
      carrier_service_id: row.serviceId,
      carrier: { id: row.carrierId, name: row.carrierName },
      service: { id: row.serviceId, name: row.serviceName },
    })),
  };
}
