import { randomBytes } from 'node:crypto';
import {
  CARRIER_LOGO_MAX_BYTES,
  type TAdminCarrier,
  type TAdminCarrierService,
  type TCarrierBody,
  type TCarrierDetail,
  type TCarrierDetector,
  type TCarrierDetectorBody,
  type TCarrierDetectorSaved,
  type TCarrierServiceBody,
  type TListAdminCarriersResponse,
  type TListQuery,
  type TListUnmatchedCarriersResponse,
  type TUnmatchedCarrierDetectorBody,
  type TUnmatchedCarrierDetectorSaved,
} from '@freight/contracts';
import { isOfferedCarrierName } from '@freight/domain';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { changeFile } from '../../platform/files';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { acceptImage } from '../../platform/images';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { detectCarrier, findCarrierCatalogue } from '../consignment-imports';
import * as queries from './carrier-admin.queries';

export function carrierLogoUrl(carrier: { id: number; logo_path: string | null; updated_at: Date }): string | null {
  // The last change is in the address, so browsers cache a logo until it is replaced.
  return carrier.logo_path ? `/api/carriers/${carrier.id}/logo?v=${carrier.updated_at.getTime()}` : null;
}

function presentCarrier(row: { carrier: queries.CarrierRow; services_count: number; detectors_count: number }): TAdminCarrier {
  const { carrier } = row;
  return {
    id: carrier.id,
    name: carrier.name,
    logo_url: carrierLogoUrl(carrier),
    is_offered: isOfferedCarrierName(carrier.name),
    services_count: row.services_count,
    detectors_count: row.detectors_count,
    updated_at: carrier.updated_at.toISOString(),
  };
}

function presentService({ service, rating, connector }: queries.ServiceRow): TAdminCarrierService {
  return {
    id: service.id,
    carrier_id: service.carrier_id,
    name: service.name,
    code: service.code,
    transport_mode: service.transport_mode,
    rating: {
      kg_per_m3: rating?.kg_per_m3 ?? null,
      kg_per_ldm: rating?.kg_per_ldm ?? null,
      kg_per_pallet_place: rating?.kg_per_pallet_place ?? null,
      floor_space_charged_for: rating?.floor_space_charged_for ?? 'all_goods',
      stackable_floor_space_above_cm: rating?.stackable_floor_space_above_cm ?? null,
      rounding_bands: rating?.rounding_bands?.length ? rating.rounding_bands : null,
      max_consignment_weight_kg: rating?.max_consignment_weight_kg ?? null,
      max_package_weight_kg: rating?.max_package_weight_kg ?? null,
      max_length_cm: rating?.max_length_cm ?? null,
      max_width_cm: rating?.max_width_cm ?? null,
      max_height_cm: rating?.max_height_cm ?? null,
      max_loading_metres: rating?.max_loading_metres ?? null,
      accepts_dangerous_goods: rating?.accepts_dangerous_goods ?? false,
    },
    booking_email: connector?.address ?? null,
    updated_at: service.updated_at.toISOString(),
  };
}

function presentDetector(detector: queries.DetectorRow): TCarrierDetector {
  return {
    id: detector.id,
    carrier_id: detector.carrier_id,
    pattern: detector.pattern,
    match: detector.match,
    updated_at: detector.updated_at.toISOString(),
  };
}

/** The fields of a service as the audit trail records them: one flat row. */
function auditedService(service: TAdminCarrierService) {
  const { rating, updated_at: _updatedAt, ...rest } = service;
  return { ...rest, ...rating };
}

const auditedCarrier = (carrier: queries.CarrierRow) => ({ name: carrier.name, logo_path: carrier.logo_path });
const auditedDetector = (detector: queries.DetectorRow) => ({
  carrier_id: detector.carrier_id,
  pattern: detector.pattern,
  match: detector.match,
});

export async function listCarriers(deps: AppDeps, query: TListQuery): Promise<TListAdminCarriersResponse> {
  const plan = planList(query, queries.adminCarrierList);
  const { rows, total } = await queries.listCarriers(deps.db, plan);
  return { data: rows.map(presentCarrier), meta: listMeta(total, plan) };
}

async function carrierOrFail(db: Executor, id: number) {
  const row = await queries.findCarrier(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getCarrier(deps: AppDeps, id: number): Promise<TCarrierDetail> {
  const row = await carrierOrFail(deps.db, id);
  const [services, detectors] = await Promise.all([queries.servicesOf(deps.db, id), queries.detectorsOf(deps.db, id)]);
  return { ...presentCarrier(row), services: services.map(presentService), detectors: detectors.map(presentDetector) };
}

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  if (await queries.carrierNamed(db, name, exceptId)) throw new ValidationError({ name: ['validation.carrier_name_taken'] });
}

/**
 * Gives every imported shipment that still has no carrier, and whose raw name the catalogue now
 * recognises through `pattern`, its carrier, and forgets the unmatched names that are now known.
 * The full catalogue decides, as at import, so a longer pattern of another carrier still wins.
 */
async function rematch(tx: Executor, pattern: string, match: queries.DetectorRow['match']): Promise<number> {
  const catalogue = await findCarrierCatalogue(tx);
  const names = await queries.unmatchedShipmentNames(tx, pattern, match);
  const byCarrier = new Map<number, string[]>();
  for (const name of names) {
    const carrierId = detectCarrier(name, catalogue);
    if (carrierId !== null) byCarrier.set(carrierId, [...(byCarrier.get(carrierId) ?? []), name]);
  }
  let matched = 0;
  for (const [carrierId, carrierNames] of byCarrier) matched += await queries.assignCarrier(tx, carrierId, carrierNames);
  const known = (await queries.allUnmatched(tx)).filter((row) => detectCarrier(row.raw_name, catalogue) !== null);
  await queries.deleteUnmatched(
    tx,
    known.map((row) => row.id),
  );
  return matched;
}

export async function createCarrier(deps: AppDeps, ctx: SignedInContext, body: TCarrierBody): Promise<TCarrierDetail> {
  const id = await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, body.name);
    const carrier = await queries.insertCarrier(tx, body.name);
    await recordAudit(tx, ctx, {
      entity: 'carrier',
      entityId: carrier.id,
      action: 'create',
      organizationId: null,
      after: auditedCarrier(carrier),
      label: carrier.name,
    });
    // Imports recognise a carrier by its own name, so shipments that named it are matched now.
    await rematch(tx, carrier.name, 'exact');
    return carrier.id;
  });
  return getCarrier(deps, id);
}

export async function updateCarrier(deps: AppDeps, ctx: SignedInContext, id: number, body: TCarrierBody): Promise<TCarrierDetail> {
  await deps.db.transaction(async (tx) => {
    const before = (await carrierOrFail(tx, id)).carrier;
    await assertNameFree(tx, body.name, id);
    const after = await queries.updateCarrier(tx, id, { name: body.name });
    await recordAudit(tx, ctx, {
      entity: 'carrier',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: auditedCarrier(before),
      after: auditedCarrier(after!),
      label: body.name,
    });
    if (before.name !== body.name) await rematch(tx, body.name, 'exact');
  });
  return getCarrier(deps, id);
}

function inUse(messageKey: string, usage: { shipments: number; rates: number }) {
  return new AppError(409, messageKey, usage);
}

/**
 * Deletes a carrier with its services, detectors, status codes and settings. A carrier that
 * shipments or price lists, lead-time tables, markups or agreements use is refused: deleting it
 * would silently strip those of their carrier.
 */
export async function deleteCarrier(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  const logo = await deps.db.transaction(async (tx) => {
    const { carrier } = await carrierOrFail(tx, id);
    const services = await queries.servicesOf(tx, id);
    const usage = await queries.usageOf(
      tx,
      services.map((row) => row.service.id),
      id,
    );
    if (usage.shipments > 0 || usage.rates > 0) throw inUse('errors.carrier_in_use', usage);
    await queries.deleteCarrier(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'carrier',
      entityId: id,
      action: 'delete',
      organizationId: null,
      before: auditedCarrier(carrier),
      label: carrier.name,
    });
    return carrier.logo_path;
  });
  if (logo) await deps.files.remove(logo);
}

/** Logo files by their first bytes, never by the name or type the browser claims. */
export async function replaceLogo(deps: AppDeps, ctx: SignedInContext, id: number, file: UploadedFile): Promise<TCarrierDetail> {
  const before = (await carrierOrFail(deps.db, id)).carrier;
  const kind = await acceptImage(file, { field: 'logo', maxBytes: CARRIER_LOGO_MAX_BYTES, svg: true, typeMessage: 'validation.logo_type' });
  const path = `carriers/${id}-${randomBytes(6).toString('hex')}.${kind.extension}`;
  await deps.files.write(path, kind.data);
  return setLogo(deps, ctx, before, { path, type: kind.type });
}

export async function removeLogo(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TCarrierDetail> {
  return setLogo(deps, ctx, (await carrierOrFail(deps.db, id)).carrier, null);
}

/** Points the carrier at its new logo (or none) with an audit entry; the file it had is removed once that is saved. */
async function setLogo(
  deps: AppDeps,
  ctx: SignedInContext,
  before: queries.CarrierRow,
  logo: { path: string; type: string } | null,
): Promise<TCarrierDetail> {
  await changeFile(
    deps.files,
    () =>
      deps.db.transaction(async (tx) => {
        const after = await queries.updateCarrier(tx, before.id, { logo_path: logo?.path ?? null, logo_content_type: logo?.type ?? null });
        await recordAudit(tx, ctx, {
          entity: 'carrier',
          entityId: before.id,
          action: 'update',
          organizationId: null,
          before: auditedCarrier(before),
          after: auditedCarrier(after!),
          label: before.name,
        });
      }),
    { written: logo?.path ?? null, superseded: before.logo_path },
  );
  return getCarrier(deps, before.id);
}

export async function readLogo(deps: AppDeps, id: number) {
  const row = await queries.findCarrier(deps.db, id);
  if (!row?.carrier.logo_path) throw new NotFoundError();
  const content = await deps.files.read(row.carrier.logo_path);
  if (!content) throw new NotFoundError();
  return { content, contentType: row.carrier.logo_content_type ?? 'application/octet-stream' };
}

async function serviceOrFail(db: Executor, id: number) {
  const row = await queries.findService(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

async function writeService(tx: Executor, serviceId: number, body: TCarrierServiceBody) {
  const bands = body.rating.rounding_bands;
  await queries.saveRating(tx, { carrier_service_id: serviceId, ...body.rating, rounding_bands: bands?.length ? bands : null });
  await queries.saveConnector(tx, serviceId, body.booking_email);
}

export async function createService(
  deps: AppDeps,
  ctx: SignedInContext,
  carrierId: number,
  body: TCarrierServiceBody,
): Promise<TAdminCarrierService> {
  const id = await deps.db.transaction(async (tx) => {
    await carrierOrFail(tx, carrierId);
    if (await queries.serviceCoded(tx, carrierId, body.code)) throw new ValidationError({ code: ['validation.service_code_taken'] });
    const serviceId = await queries.insertService(tx, {
      carrier_id: carrierId,
      name: body.name,
      code: body.code,
      transport_mode: body.transport_mode,
    });
    await writeService(tx, serviceId, body);
    const saved = presentService(await serviceOrFail(tx, serviceId));
    await recordAudit(tx, ctx, {
      entity: 'carrier_service',
      entityId: serviceId,
      action: 'create',
      organizationId: null,
      after: auditedService(saved),
      label: saved.name,
    });
    return serviceId;
  });
  return presentService(await serviceOrFail(deps.db, id));
}

export async function updateService(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TCarrierServiceBody,
): Promise<TAdminCarrierService> {
  await deps.db.transaction(async (tx) => {
    const before = presentService(await serviceOrFail(tx, id));
    if (await queries.serviceCoded(tx, before.carrier_id, body.code, id))
      throw new ValidationError({ code: ['validation.service_code_taken'] });
    await queries.updateService(tx, id, { name: body.name, code: body.code, transport_mode: body.transport_mode });
    await writeService(tx, id, body);
    const after = presentService(await serviceOrFail(tx, id));
    await recordAudit(tx, ctx, {
      entity: 'carrier_service',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: auditedService(before),
      after: auditedService(after),
      label: after.name,
    });
  });
  return presentService(await serviceOrFail(deps.db, id));
}

/** Deletes a service with its factors, booking address and extras; refused while shipments or rates use it. */
export async function deleteService(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = presentService(await serviceOrFail(tx, id));
    const usage = await queries.usageOf(tx, [id]);
    if (usage.shipments > 0 || usage.rates > 0) throw inUse('errors.carrier_service_in_use', usage);
    await queries.deleteService(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'carrier_service',
      entityId: id,
      action: 'delete',
      organizationId: null,
      before: auditedService(before),
      label: before.name,
    });
  });
}

async function assertPatternFree(db: Executor, body: TCarrierDetectorBody, exceptId?: number) {
  const taken = await queries.detectorWithPattern(db, body.pattern, exceptId);
  if (taken) throw new ValidationError({ pattern: [{ key: 'validation.detector_taken', params: { carrier: taken.carrierName } }] });
}

async function insertDetector(
  tx: Executor,
  ctx: SignedInContext,
  carrierId: number,
  body: TCarrierDetectorBody,
): Promise<TCarrierDetectorSaved> {
  await assertPatternFree(tx, body);
  const detector = await queries.insertDetector(tx, { carrier_id: carrierId, pattern: body.pattern, match: body.match });
  await recordAudit(tx, ctx, {
    entity: 'carrier_detector',
    entityId: detector.id,
    action: 'create',
    organizationId: null,
    after: auditedDetector(detector),
    label: detector.pattern,
  });
  const shipmentsMatched = await rematch(tx, detector.pattern, detector.match);
  return { detector: presentDetector(detector), rematch: { shipments_matched: shipmentsMatched } };
}

export async function createDetector(
  deps: AppDeps,
  ctx: SignedInContext,
  carrierId: number,
  body: TCarrierDetectorBody,
): Promise<TCarrierDetectorSaved> {
  return deps.db.transaction(async (tx) => {
    await carrierOrFail(tx, carrierId);
    return insertDetector(tx, ctx, carrierId, body);
  });
}

export async function updateDetector(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TCarrierDetectorBody,
): Promise<TCarrierDetectorSaved> {
  return deps.db.transaction(async (tx) => {
    const before = await queries.findDetector(tx, id);
    if (!before) throw new NotFoundError();
    await assertPatternFree(tx, body, id);
    const after = (await queries.updateDetector(tx, id, body))!;
    await recordAudit(tx, ctx, {
      entity: 'carrier_detector',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: auditedDetector(before),
      after: auditedDetector(after),
      label: after.pattern,
    });
    const shipmentsMatched = await rematch(tx, after.pattern, after.match);
    return { detector: presentDetector(after), rematch: { shipments_matched: shipmentsMatched } };
  });
}

/** Removes a detector; shipments it matched keep their carrier. */
export async function deleteDetector(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await queries.findDetector(tx, id);
    if (!before) throw new NotFoundError();
    await queries.deleteDetector(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'carrier_detector',
      entityId: id,
      action: 'delete',
      organizationId: null,
      before: auditedDetector(before),
      label: before.pattern,
    });
  });
}

export async function listUnmatched(deps: AppDeps, query: TListQuery): Promise<TListUnmatchedCarriersResponse> {
  const plan = planList(query, queries.unmatchedList);
  const { rows, total } = await queries.listUnmatched(deps.db, plan);
  const counts = await queries.unmatchedShipmentCounts(
    deps.db,
    rows.map((row) => row.name_key),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      raw_name: row.raw_name,
      occurrences: row.occurrences,
      shipments: counts.get(row.name_key) ?? 0,
      first_seen_at: row.first_seen_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
    })),
    meta: listMeta(total, plan),
  };
}

/**
 * "Create detector" on an unmatched name: a detector of the name for an existing carrier, or for
 * a carrier created under a new name, then the imported shipments with the name are matched.
 */
export async function detectUnmatched(
  deps: AppDeps,
  ctx: SignedInContext,
  unmatchedId: number,
  body: TUnmatchedCarrierDetectorBody,
): Promise<TUnmatchedCarrierDetectorSaved> {
  const { carrierId, saved } = await deps.db.transaction(async (tx) => {
    const unmatched = await queries.findUnmatched(tx, unmatchedId);
    if (!unmatched) throw new NotFoundError();
    let carrierId = body.carrier_id;
    if (carrierId === null) {
      const name = body.new_carrier_name!;
      if (await queries.carrierNamed(tx, name)) throw new ValidationError({ new_carrier_name: ['validation.carrier_name_taken'] });
      const carrier = await queries.insertCarrier(tx, name);
      await recordAudit(tx, ctx, {
        entity: 'carrier',
        entityId: carrier.id,
        action: 'create',
        organizationId: null,
        after: auditedCarrier(carrier),
        label: carrier.name,
      });
      carrierId = carrier.id;
    } else if (!(await queries.findCarrier(tx, carrierId))) {
      throw new ValidationError({ carrier_id: ['validation.unknown_carrier'] });
    }
    return { carrierId, saved: await insertDetector(tx, ctx, carrierId, { pattern: unmatched.raw_name, match: body.match }) };
  });
  return { ...saved, carrier: presentCarrier((await queries.findCarrier(deps.db, carrierId))!) };
}
