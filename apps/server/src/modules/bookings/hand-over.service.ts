import { HAND_OVER_MAX_ATTEMPTS, handOverRetryDelayMinutes, placeTimeZone, zonedDateTime } from '@freight/domain';
import { PORTAL_TIME_ZONE, routePath, type THandOver } from '@freight/contracts';
import type { BookingDetails, carrierHandOvers } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { MailAttachment } from '../../platform/mail';
import { publishEvents } from '../notifications';
import { carrierConnectors } from './connectors';
import * as queries from './bookings.queries';

const MINUTE_MS = 60_000;
/** Long enough for one try; a process that dies mid-try leaves the row due again after it. */
const LEASE_MINUTES = 10;
const DUE_BATCH = 20;

type HandOverRow = typeof carrierHandOvers.$inferSelect;
type Loaded = NonNullable<Awaited<ReturnType<typeof queries.findHandOver>>>;

export function presentHandOver(row: HandOverRow): THandOver {
  return {
    status: row.status,
    connector: row.connector,
    destination: row.destination,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    sent_at: row.sent_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

const line = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : `${label}: ${value}`;

/** The chosen additional services, one a line, each with its answer (the pre-notification phone). */
function additionalServiceLines(details: BookingDetails): string[] {
  if (details.additional_services.length === 0) return [];
  const answers = details.additional_service_values ?? {};
  const answered = new Set<string>();
  const lines = details.additional_services.map((code) => {
    answered.add(code);
    const answer = answers[code];
    return `  ${code}${answer ? `: ${answer}` : ''}`;
  });
  // Answers of follow-up questions (a ticked service's phone) are listed under their own codes.
  for (const [code, answer] of Object.entries(answers)) if (!answered.has(code)) lines.push(`  ${code}: ${answer}`);
  return ['Additional services:', ...lines];
}

/** The plain-text booking a carrier's desk reads; the documents carry the rest. */
async function bookingSummary(deps: AppDeps, loaded: Loaded): Promise<string> {
  const { booking, consignment } = loaded;
  const details = booking.details;
  const deliveryClock = placeTimeZone(details.delivery.country, details.delivery.zip) ?? PORTAL_TIME_ZONE;
  const [items, packages] = await Promise.all([queries.findItems(deps.db, consignment.id), queries.findPackages(deps.db, booking.id)]);
  const address = (title: string, value: typeof details.consignor) =>
    [
      `${title}:`,
      `  ${value.name}${value.company_model === 'private' ? ' (private person)' : ''}`,
      ...(value.section ? [`  ${value.section}`] : []),
      `  ${value.address}${value.address2 ? `, ${value.address2}` : ''}`,
      `  ${value.country}-${value.zip} ${value.city}`,
      ...[value.contact_person, value.phone, value.email].filter(Boolean).map((entry) => `  ${entry}`),
    ].join('\n');
  return [
    `New booking ${booking.booking_number} for ${loaded.carrierName ?? ''} ${loaded.serviceName ?? ''}`.trim(),
    line('Customer number', booking.customer_number),
    line('Pickup', `${details.pickup_date} ${details.pickup_time_earliest}-${details.pickup_time_latest}`),
    // The day on the delivery place's clocks: a window's early start may fall on the day before in UTC.
    line('Expected delivery', consignment.eta_at && zonedDateTime(consignment.eta_at, deliveryClock).date),
    '',
    address('Sender', details.consignor),
    address('Pickup address', details.pickup),
    address('Receiver', details.consignee),
    address('Delivery address', details.delivery),
    '',
    'Goods:',
    ...items.map(
      (item) =>
        `  ${item.units} × ${item.package_type ?? ''}${item.container_size ? ` ${item.container_size}` : ''} ${item.description ?? ''}, ${item.weight ?? '?'} kg each${item.volume !== null ? `, ${item.volume} m3` : ''}${item.pallet_spaces !== null ? `, ${item.pallet_spaces} pallet spaces` : ''}${item.dangerous_goods ? ', dangerous goods' : ''}`,
    ),
    line('Packages', packages.length),
    line('Total weight (kg)', consignment.total_weight),
    line('SSCC', packages.map((entry) => entry.sscc).join(', ')),
    '',
    line('Delivery terms', consignment.terms_type ? `${consignment.terms_type} ${consignment.terms_location ?? ''}`.trim() : null),
    line('Freight payer', details.payer),
    line("Sender's reference", consignment.consignor_reference),
    line("Receiver's reference", consignment.consignee_reference),
    line('Purchase order', consignment.purchase_order_number),
    line('Sales order', consignment.sales_order_number),
    line('Project', consignment.project_number),
    line('Fixed delivery date', details.delivery_date),
    line(
      'Delivery window',
      details.delivery_time_earliest
        ? `${details.delivery_time_earliest}-${details.delivery_time_latest} (delivery place's local time)`
        : null,
    ),
    ...additionalServiceLines(details),
    line('Contents', details.goods_information?.content),
    line(
      'Goods value',
      details.goods_information?.value != null ? `${details.goods_information.value} ${details.goods_information.currency}` : null,
    ),
    line(
      'Duties account',
      details.payment_details?.account_number
        ? `${details.payment_details.account_number} (${details.payment_details.account_type})`
        : null,
    ),
    line(
      'Commercial invoice',
      details.invoice
        ? `${details.invoice.invoice_number} of ${details.invoice.invoice_date}, ${details.invoice.articles.length} articles (attached)`
        : null,
    ),
    line('Pickup instructions', details.pickup_instructions),
    line('Delivery instructions', details.delivery_instructions),
    line('Comments', details.comments),
  ]
    .filter((entry) => entry !== null)
    .join('\n');
}

async function documentsOf(deps: AppDeps, bookingId: number): Promise<MailAttachment[]> {
  const rows = await queries.findBookingDocuments(deps.db, bookingId);
  const attachments: MailAttachment[] = [];
  for (const { document } of rows) {
    const content = await deps.files.read(document.path);
    // A document a user removed from the shipment is no longer sent.
    if (content) attachments.push({ filename: document.filename, content, contentType: document.content_type });
  }
  return attachments;
}

/** Tells the booking's user that it did not reach the carrier, so a person takes it up. */
async function notifyGivenUp(deps: AppDeps, loaded: Loaded) {
  const userId = loaded.booking.booked_by_user_id;
  if (!userId) return;
  await publishEvents(deps, [
    {
      type: 'hand_over_failed',
      organizationId: loaded.booking.organization_id,
      userIds: [userId],
      subject: { key: 'notifications.hand_over_failed_subject', params: { number: loaded.booking.booking_number } },
      content: {
        key: 'notifications.hand_over_failed_content',
        params: { carrier: loaded.carrierName ?? '', error: loaded.handOver.last_error ?? '' },
      },
      // The booked shipment's page, where its hand-over is retried or taken up by hand.
      link: routePath('transport.shipments.detail', { uuid: loaded.consignment.uuid }),
    },
  ]);
}

/**
 * One try of a claimed hand-over. A failure is retried after the next backoff delay; after the
 * last one, or when a person's retry of a given-up hand-over fails, it stays failed and shown.
 */
export async function attemptHandOver(deps: AppDeps, id: number): Promise<HandOverRow> {
  const loaded = await queries.findHandOver(deps.db, id);
  if (!loaded) throw new Error(`No carrier hand-over ${id}`);
  const { handOver, booking } = loaded;
  const connector = carrierConnectors(deps.mailer)[handOver.connector];
  const result = await connector.handOver(handOver.destination, {
    bookingNumber: booking.booking_number,
    customerNumber: booking.customer_number,
    carrierName: loaded.carrierName ?? '',
    serviceName: loaded.serviceName ?? '',
    summary: await bookingSummary(deps, loaded),
    documents: await documentsOf(deps, booking.id),
  });
  const attempts = handOver.attempts + 1;
  const now = new Date();
  if (result.ok) {
    await queries.updateHandOver(deps.db, id, { status: 'sent', attempts, sent_at: now, next_attempt_at: null, last_error: null });
  } else {
    const delay = handOverRetryDelayMinutes(attempts);
    const givesUp = delay === null || attempts >= HAND_OVER_MAX_ATTEMPTS || handOver.status === 'failed';
    await queries.updateHandOver(deps.db, id, {
      status: givesUp ? 'failed' : 'pending',
      attempts,
      last_error: result.error.slice(0, 1000),
      next_attempt_at: givesUp ? null : new Date(now.getTime() + delay! * MINUTE_MS),
    });
    if (givesUp && handOver.status !== 'failed')
      await notifyGivenUp(deps, { ...loaded, handOver: { ...handOver, last_error: result.error } });
  }
  return (await queries.findHandOver(deps.db, id))!.handOver;
}

/** Takes a hand-over for a try now and makes it; null when it was sent already. */
export async function handOverNow(deps: AppDeps, id: number): Promise<HandOverRow | null> {
  const claimed = await queries.claimHandOver(deps.db, id, new Date(Date.now() + LEASE_MINUTES * MINUTE_MS));
  return claimed ? attemptHandOver(deps, id) : null;
}

/** The housekeeping job: tries every hand-over that is due. */
export async function retryDueHandOvers(deps: AppDeps, now = new Date()): Promise<number> {
  const ids = await queries.claimDueHandOvers(deps.db, now, new Date(now.getTime() + LEASE_MINUTES * MINUTE_MS), DUE_BATCH);
  for (const id of ids) await attemptHandOver(deps, id);
  return ids.length;
}
