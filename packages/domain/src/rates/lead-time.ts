import { addDays, zonedDateTime, type IsoDate } from './calendar-date';
import { isWorkingDay } from './holidays';

/** Transit time between two zones of a service's price list, in working days. */
export interface LeadTimeEntry {
  originZone: string;
  destinationZone: string;
  workingDays: number;
}

export interface LeadTimeTable {
  entries: readonly LeadTimeEntry[];
  /** Latest booking time for pickup the same day, HH:mm on the origin's clocks. */
  cutOff: string;
  /** IANA time zone of the cut-off, e.g. 'Europe/Stockholm'. */
  timeZone: string;
}

const entryIndexes = new WeakMap<readonly LeadTimeEntry[], Map<string, Map<string, number>>>();

/** Working days by origin and then destination zone, built once per table; the first listed wins a duplicate pair. */
export function leadTimeFor(table: LeadTimeTable, originZone: string, destinationZone: string): number | null {
  let index = entryIndexes.get(table.entries);
  if (!index) {
    index = new Map();
    for (const row of table.entries) {
      let destinations = index.get(row.originZone);
      if (!destinations) {
        destinations = new Map();
        index.set(row.originZone, destinations);
      }
      if (!destinations.has(row.destinationZone)) destinations.set(row.destinationZone, row.workingDays);
    }
    entryIndexes.set(table.entries, index);
  }
  return index.get(originZone)?.get(destinationZone) ?? null;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

function cutOffSeconds(cutOff: string): number {
  const match = CLOCK.exec(cutOff);
  if (!match) throw new RangeError(`A cut-off is HH:mm, got '${cutOff}'`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

function nextWorkingDay(country: string, date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(country, day)) day = addDays(day, 1);
  return day;
}

function onOrAfterWorkingDay(country: string, date: IsoDate): IsoDate {
  return isWorkingDay(country, date) ? date : nextWorkingDay(country, date);
}

/**
 * The day the carrier collects: the booking day when it is a working day in the origin country
 * and the booking is made at or before the cut-off on the origin's clocks, else the next working
 * day. A later pickup date asked for by the shipper moves it on, to a working day.
 */
export function pickupDate(
  bookingMoment: Date,
  originCountry: string,
  cutOff: string,
  timeZone: string,
  requestedPickupDate?: IsoDate | null,
): IsoDate {
  return remembered(`p ${bookingMoment.getTime()} ${originCountry} ${cutOff} ${timeZone} ${requestedPickupDate ?? ''}`, () =>
    earliestPickup(bookingMoment, originCountry, cutOff, timeZone, requestedPickupDate),
  );
}

/** Dates worked out lately: the services of one quote share a booking moment, cut-offs and lead times. */
const recentDates = new Map<string, IsoDate>();
const RECENT_DATES_KEPT = 4096;

function remembered(key: string, work: () => IsoDate): IsoDate {
  let date = recentDates.get(key);
  if (date === undefined) {
    date = work();
    if (recentDates.size >= RECENT_DATES_KEPT) recentDates.clear();
    recentDates.set(key, date);
  }
  return date;
}

function earliestPickup(
  bookingMoment: Date,
  originCountry: string,
  cutOff: string,
  timeZone: string,
  requestedPickupDate?: IsoDate | null,
): IsoDate {
  const latest = cutOffSeconds(cutOff);
  const local = zonedDateTime(bookingMoment, timeZone);
  const onTime = isWorkingDay(originCountry, local.date) && local.secondsOfDay <= latest;
  const earliest = onTime ? local.date : nextWorkingDay(originCountry, local.date);
  if (!requestedPickupDate || requestedPickupDate <= earliest) return earliest;
  return onOrAfterWorkingDay(originCountry, requestedPickupDate);
}

export interface DeliveryDateOptions {
  /** A pickup later than the earliest possible, YYYY-MM-DD. */
  requestedPickupDate?: IsoDate | null;
  /** When given, a delivery falling on a holiday there moves to its next working day. */
  destinationCountry?: string | null;
}

/**
 * The expected delivery date: from the pickup day, the lead time in working days of the origin
 * country, skipping weekends and its public holidays. Zero working days means delivery on the
 * pickup day.
 */
export function deliveryDate(
  bookingMoment: Date,
  originCountry: string,
  workingDays: number,
  cutOff: string,
  timeZone: string,
  options: DeliveryDateOptions = {},
): IsoDate {
  if (!Number.isInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`A lead time is a whole number of working days, got ${workingDays}`);
  }
  const pickup = pickupDate(bookingMoment, originCountry, cutOff, timeZone, options.requestedPickupDate);
  return remembered(`d ${pickup} ${originCountry} ${workingDays} ${options.destinationCountry ?? ''}`, () => {
    let day = pickup;
    for (let counted = 0; counted < workingDays; counted += 1) day = nextWorkingDay(originCountry, day);
    return options.destinationCountry ? onOrAfterWorkingDay(options.destinationCountry, day) : day;
  });
}
