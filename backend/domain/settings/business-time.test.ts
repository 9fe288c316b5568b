import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS, type BusinessHours } from '../../contract/firm-settings';
import {
  addBusinessDays,
  addBusinessMinutes,
  businessMinutesBetween,
  firmTimeText,
  instantAt,
  isWithinBusinessHours,
} from './business-time';

const hours: BusinessHours = DEFAULT_FIRM_SETTINGS;
/** A wall-clock time in Los Angeles as an instant. */
const la = (date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return instantAt({ year, month, day }, hour * 60 + minute, hours.timeZone);
};

describe('instantAt', () => {
  it('reads Pacific standard and daylight time', () => {
    expect(la('2026-01-14', '10:00').toISOString()).toBe('2026-01-14T18:00:00.000Z');
    expect(la('2026-07-14', '10:00').toISOString()).toBe('2026-07-14T17:00:00.000Z');
  });
});

describe('addBusinessMinutes', () => {
  it('10:00 on a weekday: 15 minutes -> 10:15, 30 -> 10:30', () => {
    const start = la('2026-11-25', '10:00');
    expect(addBusinessMinutes(start, 15, hours)).toEqual(la('2026-11-25', '10:15'));
    expect(addBusinessMinutes(start, 30, hours)).toEqual(la('2026-11-25', '10:30'));
  });

  it('Friday 17:55: 15 business minutes -> Monday 08:10, across the weekend', () => {
    expect(addBusinessMinutes(la('2026-11-20', '17:55'), 15, hours)).toEqual(la('2026-11-23', '08:10'));
    expect(addBusinessMinutes(la('2026-11-20', '17:55'), 30, hours)).toEqual(la('2026-11-23', '08:25'));
  });

  it('a lead before opening or after closing counts from the next opening', () => {
    expect(addBusinessMinutes(la('2026-11-25', '06:30'), 15, hours)).toEqual(la('2026-11-25', '08:15'));
    expect(addBusinessMinutes(la('2026-11-25', '18:00'), 15, hours)).toEqual(la('2026-11-26', '08:15'));
    expect(addBusinessMinutes(la('2026-11-21', '12:00'), 15, hours)).toEqual(la('2026-11-23', '08:15'));
  });

  it('ends exactly at closing time rather than the next morning', () => {
    expect(addBusinessMinutes(la('2026-11-25', '17:45'), 15, hours)).toEqual(la('2026-11-25', '18:00'));
  });

  it('keeps wall-clock hours across the daylight-saving changes in Los Angeles', () => {
    // Spring forward: Sunday 8 March 2026; fall back: Sunday 1 November 2026.
    expect(addBusinessMinutes(la('2026-03-06', '17:55'), 15, hours)).toEqual(la('2026-03-09', '08:10'));
    expect(la('2026-03-09', '08:10').toISOString()).toBe('2026-03-09T15:10:00.000Z');
    expect(addBusinessMinutes(la('2026-10-30', '17:55'), 15, hours)).toEqual(la('2026-11-02', '08:10'));
    expect(la('2026-11-02', '08:10').toISOString()).toBe('2026-11-02T16:10:00.000Z');
  });

  it('follows other zones and business days', () => {
    const london: BusinessHours = {
      timeZone: 'Europe/London',
      businessDays: [6],
      opensAt: '09:30',
      closesAt: '12:00',
    };
    const start = new Date('2026-11-25T12:00:00Z'); // a Wednesday
    expect(addBusinessMinutes(start, 60, london).toISOString()).toBe('2026-11-28T10:30:00.000Z');
  });
});

describe('businessMinutesBetween and isWithinBusinessHours', () => {
  it('counts only open minutes', () => {
    expect(businessMinutesBetween(la('2026-11-25', '10:00'), la('2026-11-25', '10:47'), hours)).toBe(47);
    expect(businessMinutesBetween(la('2026-11-20', '17:55'), la('2026-11-23', '08:10'), hours)).toBe(15);
    expect(businessMinutesBetween(la('2026-11-23', '08:10'), la('2026-11-20', '17:55'), hours)).toBe(0);
  });

  it('knows when the firm is open', () => {
    expect(isWithinBusinessHours(la('2026-11-25', '08:00'), hours)).toBe(true);
    expect(isWithinBusinessHours(la('2026-11-25', '17:59'), hours)).toBe(true);
    expect(isWithinBusinessHours(la('2026-11-25', '18:00'), hours)).toBe(false);
    expect(isWithinBusinessHours(la('2026-11-21', '10:00'), hours)).toBe(false);
  });
});

describe('addBusinessDays', () => {
  it('two business days after Thursday 10:00 is Monday 10:00', () => {
    expect(addBusinessDays(la('2026-11-19', '10:00'), 2, hours)).toEqual(la('2026-11-23', '10:00'));
  });

  it('one business day after a Friday evening is Monday at closing', () => {
    expect(addBusinessDays(la('2026-11-20', '19:00'), 1, hours)).toEqual(la('2026-11-23', '18:00'));
  });
});

describe('firmTimeText', () => {
  // ICU versions differ in the space before AM/PM (narrow no-break space or a plain one).
  const spaced = (text: string) => text.replace(/\s/gu, ' ');

  it('reads an instant in the firm zone, with its abbreviation', () => {
    expect(spaced(firmTimeText(la('2026-11-25', '10:00'), hours.timeZone))).toBe(
      'Nov 25, 2026, 10:00 AM PST',
    );
    expect(spaced(firmTimeText(la('2026-07-14', '17:55'), hours.timeZone))).toBe('Jul 14, 2026, 5:55 PM PDT');
  });
});
