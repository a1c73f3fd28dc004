import { describe, expect, it } from 'vitest';
import { carrierClosedDayOn, easterSunday, hasHolidayCalendar, holidayOn, isWorkingDay, publicHolidays } from './holidays';

const dates = (country: string, year: number) => publicHolidays(country, year).map((holiday) => holiday.date);

describe('easterSunday', () => {
  it.each([
    [1943, '1943-04-25'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('falls in %i on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('publicHolidays', () => {
  it('gives Sweden’s holidays, with Midsummer, Christmas and New Year’s Eve as days off', () => {
    expect(dates('SE', 2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-18',
      '2025-04-20',
      '2025-04-21',
      '2025-05-01',
      '2025-05-29',
      '2025-06-06',
      '2025-06-08',
      '2025-06-20',
      '2025-06-21',
      '2025-11-01',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-31',
    ]);
    expect(holidayOn('SE', '2025-06-20')).toEqual({ date: '2025-06-20', name: 'Midsummer Eve', kind: 'de_facto' });
  });

  it('gives Norway’s holidays, including Maundy Thursday, Constitution Day and Whit Monday', () => {
    expect(dates('NO', 2025)).toEqual([
      '2025-01-01',
      '2025-04-17',
      '2025-04-18',
      '2025-04-20',
      '2025-04-21',
      '2025-05-01',
      '2025-05-17',
      '2025-05-29',
      '2025-06-08',
      '2025-06-09',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('gives Finland’s holidays, including Independence Day', () => {
    expect(dates('FI', 2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-18',
      '2025-04-20',
      '2025-04-21',
      '2025-05-01',
      '2025-05-29',
      '2025-06-08',
      '2025-06-20',
      '2025-06-21',
      '2025-11-01',
      '2025-12-06',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('gives Iceland’s moveable feasts: the First Day of Summer and Commerce Day', () => {
    expect(holidayOn('IS', '2025-04-24')?.name).toBe('First Day of Summer');
    expect(holidayOn('IS', '2025-08-04')?.name).toBe('Commerce Day');
  });

  it('places Midsummer Eve on the Friday between 19 and 25 June', () => {
    expect(holidayOn('SE', '2024-06-21')?.name).toBe('Midsummer Eve');
    expect(holidayOn('SE', '2026-06-19')?.name).toBe('Midsummer Eve');
  });

  it('drops Denmark’s Great Prayer Day from 2024', () => {
    expect(holidayOn('DK', '2023-05-05')?.name).toBe('Great Prayer Day');
    expect(publicHolidays('DK', 2024).map((holiday) => holiday.name)).not.toContain('Great Prayer Day');
  });

  it('makes Christmas Eve a holiday in Poland from 2025', () => {
    expect(holidayOn('PL', '2024-12-24')).toBeNull();
    expect(holidayOn('PL', '2025-12-24')?.name).toBe('Christmas Eve');
    expect(holidayOn('PL', '2025-06-19')?.name).toBe('Corpus Christi');
  });

  it('moves King’s Day to the Saturday when 27 April is a Sunday', () => {
    expect(holidayOn('NL', '2025-04-26')?.name).toBe("King's Day");
    expect(holidayOn('NL', '2026-04-27')?.name).toBe("King's Day");
  });

  it('gives British bank holidays on Mondays and substitute days for weekend ones', () => {
    expect(dates('GB', 2025)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(dates('GB', 2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
    expect(dates('GB', 2022)).toContain('2022-01-03');
    expect(dates('GB', 2022).slice(-2)).toEqual(['2022-12-26', '2022-12-27']);
  });

  it('gives the fixed and Easter-based holidays of other countries', () => {
    expect(holidayOn('DE', '2025-10-03')?.name).toBe('Day of German Unity');
    expect(holidayOn('DE', '2025-06-09')?.name).toBe('Whit Monday');
    expect(holidayOn('FR', '2025-07-14')?.name).toBe('Bastille Day');
    expect(holidayOn('BE', '2025-07-21')?.name).toBe('National Day');
  });

  it('has no holidays for a country without a calendar', () => {
    expect(hasHolidayCalendar('se')).toBe(true);
    expect(hasHolidayCalendar('US')).toBe(false);
    expect(publicHolidays('US', 2025)).toEqual([]);
  });
});

describe('isWorkingDay', () => {
  it('is false on weekends and the country’s holidays only', () => {
    expect(isWorkingDay('SE', '2025-06-20')).toBe(false);
    expect(isWorkingDay('NO', '2025-06-20')).toBe(true);
    expect(isWorkingDay('NO', '2027-05-17')).toBe(false);
    expect(isWorkingDay('SE', '2027-05-17')).toBe(true);
    expect(isWorkingDay('US', '2025-12-25')).toBe(true);
    expect(isWorkingDay('US', '2025-12-27')).toBe(false);
  });
});

describe('carriers’ closed days', () => {
  it('closes Christmas Eve and New Year’s Eve in Norway and Germany without making them public holidays', () => {
    for (const country of ['NO', 'DE']) {
      expect(holidayOn(country, '2025-12-24')).toBeNull();
      expect(carrierClosedDayOn(country, '2025-12-24')?.name).toBe('Christmas Eve');
      expect(isWorkingDay(country, '2025-12-24')).toBe(false);
      expect(isWorkingDay(country, '2025-12-31')).toBe(false);
      expect(isWorkingDay(country, '2025-12-30')).toBe(true);
    }
  });

  it('keeps New Year’s Eve a working day in Finland', () => {
    expect(isWorkingDay('FI', '2025-12-31')).toBe(true);
    expect(isWorkingDay('FI', '2025-12-24')).toBe(false);
  });
});
