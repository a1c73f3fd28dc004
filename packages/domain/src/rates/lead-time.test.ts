import { describe, expect, it } from 'vitest';
import { deliveryDate, leadTimeFor, pickupDate, type LeadTimeTable } from './lead-time';

const STOCKHOLM = 'Europe/Stockholm';
/** A moment on Stockholm clocks in winter (UTC+1). */
const winter = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
/** A moment on Stockholm clocks in summer (UTC+2). */
const summer = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

const fromSweden = (moment: Date, workingDays: number, options = {}) =>
  deliveryDate(moment, 'SE', workingDays, '16:00', STOCKHOLM, options);

describe('deliveryDate', () => {
  it('counts working days from a booking made before the cut-off', () => {
    expect(fromSweden(winter('2025-03-11', '10:00'), 2)).toBe('2025-03-13');
  });

  it('counts a booking at the cut-off minute as on time, and one after it from the next working day', () => {
    expect(fromSweden(winter('2025-03-11', '16:00'), 2)).toBe('2025-03-13');
    expect(fromSweden(new Date('2025-03-11T16:00:30+01:00'), 2)).toBe('2025-03-14');
    expect(fromSweden(winter('2025-03-11', '16:30'), 2)).toBe('2025-03-14');
  });

  it('skips the weekend', () => {
    expect(fromSweden(winter('2025-03-14', '10:00'), 1)).toBe('2025-03-17');
    expect(fromSweden(winter('2025-03-14', '17:00'), 1)).toBe('2025-03-18');
    expect(fromSweden(winter('2025-03-15', '09:00'), 1)).toBe('2025-03-18');
  });

  it('skips Good Friday and Easter Monday', () => {
    expect(fromSweden(summer('2025-04-17', '10:00'), 1)).toBe('2025-04-22');
  });

  it('skips the holidays of the origin country: Maundy Thursday in Norway', () => {
    expect(deliveryDate(summer('2025-04-17', '10:00'), 'NO', 1, '16:00', 'Europe/Oslo')).toBe('2025-04-23');
  });

  it('skips Christmas Eve, on which Norway’s carriers are closed', () => {
    const oslo = (moment: Date, workingDays: number) => deliveryDate(moment, 'NO', workingDays, '16:00', 'Europe/Oslo');
    // Tuesday 23 December 2025: the 24th, 25th and 26th are closed, then the weekend.
    expect(oslo(winter('2025-12-23', '10:00'), 1)).toBe('2025-12-29');
    expect(oslo(winter('2025-12-23', '10:00'), 2)).toBe('2025-12-30');
    expect(oslo(winter('2025-12-23', '10:00'), 3)).toBe('2026-01-02');
  });

  it('skips Midsummer Eve in Sweden', () => {
    expect(fromSweden(summer('2025-06-19', '10:00'), 1)).toBe('2025-06-23');
  });

  it('reads the cut-off on the origin’s clocks, daylight saving included', () => {
    const afternoon = new Date('2025-07-01T14:30:00Z');
    expect(deliveryDate(afternoon, 'SE', 1, '16:00', STOCKHOLM)).toBe('2025-07-03');
    expect(deliveryDate(afternoon, 'GB', 1, '16:00', 'Europe/London')).toBe('2025-07-02');
    expect(deliveryDate(new Date('2025-01-14T14:30:00Z'), 'SE', 1, '16:00', STOCKHOLM)).toBe('2025-01-15');
  });

  it('delivers on the pickup day when the lead time is zero', () => {
    expect(fromSweden(winter('2025-03-11', '10:00'), 0)).toBe('2025-03-11');
  });

  it('counts from a later pickup the shipper asked for, moved to a working day', () => {
    expect(fromSweden(winter('2025-03-11', '10:00'), 1, { requestedPickupDate: '2025-03-13' })).toBe('2025-03-14');
    expect(fromSweden(winter('2025-03-11', '10:00'), 1, { requestedPickupDate: '2025-03-15' })).toBe('2025-03-18');
    expect(fromSweden(winter('2025-03-11', '10:00'), 1, { requestedPickupDate: '2025-03-01' })).toBe('2025-03-12');
  });

  it('moves a delivery off a holiday at the destination', () => {
    // Whit Monday and Constitution Day in Norway, an ordinary Monday in Sweden.
    expect(fromSweden(summer('2027-05-14', '10:00'), 1)).toBe('2027-05-17');
    expect(fromSweden(summer('2027-05-14', '10:00'), 1, { destinationCountry: 'NO' })).toBe('2027-05-18');
  });

  it('refuses an unreadable cut-off or lead time', () => {
    // A Sunday, where the cut-off does not decide the pickup day, still refuses a bad one.
    expect(() => deliveryDate(winter('2025-03-16', '10:00'), 'SE', 1, '4 pm', STOCKHOLM)).toThrow(RangeError);
    expect(() => deliveryDate(winter('2025-03-11', '10:00'), 'SE', 1, '24:00', STOCKHOLM)).toThrow(RangeError);
    expect(() => fromSweden(winter('2025-03-11', '10:00'), 1.5)).toThrow(RangeError);
  });
});

describe('pickupDate', () => {
  it('is the booking day before the cut-off and the next working day after it', () => {
    expect(pickupDate(winter('2025-12-23', '15:59'), 'SE', '16:00', STOCKHOLM)).toBe('2025-12-23');
    expect(pickupDate(winter('2025-12-23', '16:01'), 'SE', '16:00', STOCKHOLM)).toBe('2025-12-29');
  });
});

describe('leadTimeFor', () => {
  const table: LeadTimeTable = {
    entries: [{ originZone: 'SE-GBG', destinationZone: 'SE-STO', workingDays: 1 }],
    cutOff: '16:00',
    timeZone: STOCKHOLM,
  };

  it('finds the working days of a zone pair in its direction', () => {
    expect(leadTimeFor(table, 'SE-GBG', 'SE-STO')).toBe(1);
    expect(leadTimeFor(table, 'SE-STO', 'SE-GBG')).toBeNull();
  });
});

describe('dates of many services at one booking moment', () => {
  it('keeps each origin, destination, lead time, cut-off and time zone apart', () => {
    // Friday 16 May 2025, 10:00 in Stockholm. Sweden's National Day (6 June) is a working day in
    // Norway; Whit Monday (9 June) is a holiday in Norway only.
    const moment = summer('2025-05-16', '10:00');
    for (let round = 0; round < 2; round += 1) {
      expect(deliveryDate(moment, 'SE', 0, '16:00', STOCKHOLM)).toBe('2025-05-16');
      expect(deliveryDate(moment, 'SE', 1, '16:00', STOCKHOLM)).toBe('2025-05-19');
      expect(deliveryDate(moment, 'SE', 1, '09:00', STOCKHOLM)).toBe('2025-05-20');
      expect(deliveryDate(moment, 'SE', 1, '09:00', 'Europe/London')).toBe('2025-05-19');
      expect(deliveryDate(moment, 'SE', 13, '16:00', STOCKHOLM)).toBe('2025-06-05');
      expect(deliveryDate(moment, 'SE', 14, '16:00', STOCKHOLM)).toBe('2025-06-09');
      expect(deliveryDate(moment, 'SE', 14, '16:00', STOCKHOLM, { destinationCountry: 'NO' })).toBe('2025-06-10');
      expect(deliveryDate(moment, 'NO', 14, '16:00', STOCKHOLM)).toBe('2025-06-06');
      expect(pickupDate(moment, 'SE', '09:00', STOCKHOLM)).toBe('2025-05-19');
      expect(pickupDate(moment, 'SE', '16:00', STOCKHOLM, '2025-05-29')).toBe('2025-05-30');
    }
  });
});
