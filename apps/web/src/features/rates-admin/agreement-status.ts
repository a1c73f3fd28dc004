import type { TBookingAgreement } from '@freight/contracts';

export type AgreementStatus = 'active' | 'upcoming' | 'expired';

/** Where an agreement stands on a day (YYYY-MM-DD); both ends are included, a missing end is open. */
export function agreementStatus(agreement: Pick<TBookingAgreement, 'valid_from' | 'valid_to'>, today: string): AgreementStatus {
  if (agreement.valid_from !== null && agreement.valid_from > today) return 'upcoming';
  if (agreement.valid_to !== null && agreement.valid_to < today) return 'expired';
  return 'active';
}

/** The earliest end date every agreement of a batch accepts: none may end before it starts. */
export function earliestCommonEnd(agreements: readonly Pick<TBookingAgreement, 'valid_from'>[]): string | null {
  return agreements.reduce<string | null>(
    (latest, agreement) =>
      agreement.valid_from !== null && (latest === null || agreement.valid_from > latest) ? agreement.valid_from : latest,
    null,
  );
}
