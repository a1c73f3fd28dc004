import { addDays, zonedDateTime, type IsoDate } from '../rates/calendar-date';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:mm time. */
export function minutesOfDay(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The instant a date and HH:mm time name on the clocks of a time zone. The zone's offset is read
 * at a first guess and read again there, which settles it on both sides of a daylight-saving
 * change; a time skipped by the change moves forward by the shift.
 */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, day) + minutesOfDay(time) * 60_000;
  const offsetAt = (instant: number) => {
    const local = zonedDateTime(new Date(instant), timeZone);
    const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d) + local.secondsOfDay * 1000 - instant;
  };
  const first = wanted - offsetAt(wanted);
  return new Date(wanted - offsetAt(first));
}

/** The first day, on a time zone's clocks, whose pickup window closing at `latest` is still open at `now`. */
export function firstOpenPickupDate(now: Date, latest: string, timeZone: string): IsoDate {
  const { date, secondsOfDay } = zonedDateTime(now, timeZone);
  return secondsOfDay < minutesOfDay(latest) * 60 ? date : addDays(date, 1);
}

/** The pickup window as instants; the times are on the pickup place's clocks. */
export function pickupWindow(date: IsoDate, earliest: string, latest: string, timeZone: string): { earliest: Date; latest: Date } {
  return { earliest: zonedInstant(date, earliest, timeZone), latest: zonedInstant(date, latest, timeZone) };
}
