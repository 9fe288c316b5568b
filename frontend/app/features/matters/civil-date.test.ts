import { describe, expect, it } from 'vitest';
import { daysLeftText, formatCivilDate, readersToday } from './civil-date';

describe('civil dates on the matter screens', () => {
  it('say how far a deadline is, across a month end, a leap day and a year', () => {
    expect(daysLeftText('2028-03-01', '2028-02-28')).toBe('in 2 days');
    expect(daysLeftText('2028-03-01', '2028-02-29')).toBe('tomorrow');
    expect(daysLeftText('2028-03-01', '2028-03-01')).toBe('today');
    expect(daysLeftText('2028-03-01', '2028-03-02')).toBe('1 day overdue');
    expect(daysLeftText('2027-12-31', '2028-01-02')).toBe('2 days overdue');
    expect(daysLeftText('2029-03-01', '2028-03-01')).toBe('in 365 days');
  });

  it('read today as the reader’s calendar shows it, and spell a date out with its weekday', () => {
    expect(readersToday(new Date(2028, 1, 29, 23, 59))).toBe('2028-02-29');
    expect(formatCivilDate('2028-06-01')).toBe('Thursday, June 1, 2028');
    expect(formatCivilDate(null)).toBe('—');
  });
});
