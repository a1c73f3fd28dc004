import type { CarrierConnectorKind } from '@freight/contracts';
import type { MailAttachment, Mailer } from '../../platform/mail';

/** What a carrier receives for a booking: the summary and its freight documents. */
export interface HandOverBooking {
  bookingNumber: string;
  /** None for an ad-hoc booking, made without an agreement. */
  customerNumber: string | null;
  carrierName: string;
  serviceName: string;
  summary: string;
  documents: MailAttachment[];
}

export type HandOverResult = { ok: true } | { ok: false; error: string };

/**
 * One way of passing bookings to carriers. A connector never throws for the carrier's fault: it
 * answers the outcome, which the hand-over records and retries.
 */
export interface CarrierConnector {
  readonly kind: CarrierConnectorKind;
  handOver(destination: string, booking: HandOverBooking): Promise<HandOverResult>;
}

/** The built-in connector: the booking e-mailed to the carrier service's booking desk. */
export function emailConnector(mailer: Mailer): CarrierConnector {
  return {
    kind: 'email',
    async handOver(destination, booking) {
      const outcome = await mailer.send({
        to: destination,
        subject: `Booking ${booking.bookingNumber}: ${booking.serviceName}${booking.customerNumber ? ` (customer no. ${booking.customerNumber})` : ''}`,
        text: booking.summary,
        attachments: booking.documents,
      });
      return outcome.status === 'failed' ? { ok: false, error: outcome.error } : { ok: true };
    },
  };
}

export type ConnectorRegistry = Record<CarrierConnectorKind, CarrierConnector>;

export function carrierConnectors(mailer: Mailer): ConnectorRegistry {
  return { email: emailConnector(mailer) };
}
