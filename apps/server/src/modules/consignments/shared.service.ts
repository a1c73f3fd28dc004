import { routePath, type TSharedConsignment } from '@freight/contracts';
import type { AddressValue, consignments } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import { publishEvents } from '../notifications';
import { claimSharedView, findOwnedConsignment, findPublicComments, findSharedConsignment } from './activity.queries';
import { findEvents } from './consignments.queries';

/**
 * The read-only tracking page behind a share link: status, route, dates, history and the
 * comments meant for the customer. No price, no internal comments, no documents.
 */
export async function sharedConsignment(deps: AppDeps, shareUuid: string): Promise<TSharedConsignment> {
  const shipment = await findSharedConsignment(deps.db, shareUuid);
  if (!shipment) throw new NotFoundError();
  // The shipment's people hear that their customer looked, without the page waiting for it.
  deps.background.run('shared link view', () => tellOfView(deps, shareUuid));
  return trackingView(deps, shipment);
}

/** Tells the link's author and the shipment's owner and bookmarkers of a view, at most hourly. */
async function tellOfView(deps: AppDeps, shareUuid: string) {
  const [view] = await claimSharedView(deps.db, shareUuid);
  if (!view) return;
  await publishEvents(deps, [
    {
      type: 'shared_link_viewed',
      organizationId: view.organizationId,
      shipmentId: view.consignmentId,
      userIds: view.userId === null ? [] : [view.userId],
      subject: { key: 'notifications.shared_link_viewed_subject', params: { number: view.number } },
      content: { key: 'notifications.shared_link_viewed_content', params: { number: view.number } },
      link: routePath('transport.shipments.detail', { uuid: view.uuid }),
    },
  ]);
}

type Place = TSharedConsignment['from'];

/** Where goods are picked up or delivered: the booked place when there is one, else the party's. */
function placeOf(address: AddressValue | null, party: Place): Place {
  return address?.country ? { city: address.city ?? null, zip: address.zip ?? null, countrycode: address.country } : party;
}

async function trackingView(deps: AppDeps, shipment: typeof consignments.$inferSelect): Promise<TSharedConsignment> {
  const [events, comments] = await Promise.all([findEvents(deps.db, shipment.id), findPublicComments(deps.db, shipment.id)]);
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    shipment_number: shipment.shipment_number,
    status: shipment.status,
    carrier_name: shipment.carrier_name,
    transport_mode: shipment.transport_mode,
    waybill_number: shipment.waybill_number,
    from: placeOf(shipment.pickup_address, {
      city: shipment.consignor_city,
      zip: shipment.consignor_zip,
      countrycode: shipment.consignor_countrycode,
    }),
    to: placeOf(shipment.delivery_address, {
      city: shipment.consignee_city,
      zip: shipment.consignee_zip,
      countrycode: shipment.consignee_countrycode,
    }),
    packages: shipment.packages,
    total_weight: shipment.total_weight,
    booked_at: iso(shipment.booked_at),
    pickup_at: iso(shipment.pickup_at),
    pickup_until: iso(shipment.pickup_until),
    eta_at: iso(shipment.eta_at),
    eta_until: iso(shipment.eta_until),
    delivered_at: iso(shipment.delivered_at),
    events: events.map((event) => ({
      occurred_at: event.occurred_at.toISOString(),
      status: event.status,
      description: event.description,
      city: event.city,
      countrycode: event.countrycode,
      latitude: event.latitude,
      longitude: event.longitude,
    })),
    comments: comments.map((comment) => ({ body: comment.body, created_at: comment.created_at.toISOString() })),
  };
}

const OWNER_LINK_DAYS = 30;

interface OwnerLinkPayload {
  /** owner user id */
  o: number;
  /** consignment id */
  c: number;
  /** expiry, epoch milliseconds */
  e: number;
}

/**
 * A link for a shipment's owner (SPEC /admin/owner/{encrypted_owner}/{uuid}): the owner and the
 * shipment sealed together, so the link cannot be made for anyone else or another shipment.
 */
export function ownerLink(deps: AppDeps, shipment: { id: number; uuid: string; ownerUserId: number }) {
  const token = deps.sealer.seal({
    o: shipment.ownerUserId,
    c: shipment.id,
    e: Date.now() + OWNER_LINK_DAYS * 86_400_000,
  } satisfies OwnerLinkPayload);
  return `${deps.config.appUrl}/admin/owner/${token}/${shipment.uuid}`;
}

export async function ownerConsignment(deps: AppDeps, token: string, uuid: string): Promise<TSharedConsignment & { owner: string }> {
  const payload = deps.sealer.open<OwnerLinkPayload>(token);
  if (!payload || payload.e < Date.now()) throw new NotFoundError();
  const row = await findOwnedConsignment(deps.db, payload.c, uuid, payload.o);
  if (!row) throw new NotFoundError();
  return { ...(await trackingView(deps, row.consignment)), owner: row.owner };
}
