import { formatZoned, placeTimeZone, type DateInput } from '@freight/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerClock } from '../../lib/viewer-clock';

/** A place whose clock a time is read on; the postcode tells an island's clock from the mainland's. */
export interface ClockPlace {
  countrycode: string | null | undefined;
  zip?: string | null;
}

export interface PlaceTimeOptions {
  /** The end of a window on the same clock. */
  until?: DateInput;
  /** A day without a time of day. */
  dateOnly?: boolean;
}

/** The zone of the first place whose country names one; the viewer's own where none does. */
export function clockOf(...places: (ClockPlace | null | undefined)[]): string {
  for (const place of places) {
    const zone = place ? placeTimeZone(place.countrycode, place.zip) : null;
    if (zone) return zone;
  }
  return viewerClock();
}

/**
 * Formats times on the clock of the place they happen at (pickup, delivery, an event), the zone
 * named after each, in the reader's language: the same text in every browser.
 */
export function usePlaceTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (value: DateInput, places: ClockPlace | null | (ClockPlace | null)[], options: PlaceTimeOptions = {}) =>
      formatZoned(value, { ...options, locale, timeZone: clockOf(...(Array.isArray(places) ? places : [places])) }),
    [locale],
  );
}

/** Formats a time that belongs to no place (booked, commented) on the viewer's own clock, named. */
export function useOwnTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value: DateInput) => formatZoned(value, { locale, timeZone: viewerClock() }), [locale]);
}
