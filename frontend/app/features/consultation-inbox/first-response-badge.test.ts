import { describe, expect, it } from 'vitest';
import { minutesText } from './first-response-badge';

describe('minutesText', () => {
  it('says minutes, then hours and minutes, then days and hours', () => {
    expect(minutesText(0)).toBe('0 min');
    expect(minutesText(47)).toBe('47 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(185)).toBe('3 h 5 min');
    expect(minutesText(48 * 60)).toBe('2 d');
    expect(minutesText(3737)).toBe('2 d 14 h');
  });
});
