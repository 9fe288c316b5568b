import { describe, expect, it } from 'vitest';
import { ageOf } from './labels';

const received = '2026-11-23T10:00:00.000Z';
const after = (minutes: number) => Date.parse(received) + minutes * 60_000;

describe('ageOf', () => {
  it('reads on its own, beside a date in the list and in brackets on the request', () => {
    expect(ageOf(received, after(0))).toBe('just now');
    expect(ageOf(received, after(5))).toBe('5 min ago');
    expect(ageOf(received, after(3 * 60))).toBe('3 h ago');
    expect(ageOf(received, after(3 * 24 * 60))).toBe('3 days ago');
  });
});
