import { describe, expect, it } from 'vitest';
import { multiplierText, suggestedCpuMultiplier } from './cpu-multiplier';

const multiplierAt = (index: number) => suggestedCpuMultiplier(index)?.multiplier;

describe('the CPU slowdown Lighthouse’s calculator suggests', () => {
  it('meets the calculator’s anchor points', () => {
    expect(multiplierAt(150)).toBeCloseTo(1);
    expect(multiplierAt(800)).toBeCloseTo(2);
    expect(multiplierAt(1300)).toBeCloseTo(3);
    expect(multiplierAt(1533)).toBeCloseTo(4, 1);
    expect(multiplierAt(1766)).toBeCloseTo(5, 1);
    expect(multiplierAt(2000)).toBeCloseTo(6, 1);
  });

  it('interpolates linearly inside a segment', () => {
    expect(multiplierAt(475)).toBeCloseTo(1.5);
    expect(multiplierAt(1050)).toBeCloseTo(2.5);
  });

  it('gives the confidence range of each segment', () => {
    expect(suggestedCpuMultiplier(475)!.range).toEqual([1.25, 1.75]);
    const [low, high] = suggestedCpuMultiplier(1050)!.range;
    expect(low).toBeCloseTo(1.75);
    expect(high).toBeCloseTo(3.25);
    // At 2000 (6x) the range is the excess over 3x (3), wider than the 1.5 minimum and 30 % (1.8).
    const [fastLow, fastHigh] = suggestedCpuMultiplier(2000)!.range;
    expect(fastHigh - fastLow).toBeCloseTo(3, 1);
  });

  it('gives none for a machine too slow to emulate the phone, or no index', () => {
    expect(suggestedCpuMultiplier(149)).toBeUndefined();
    expect(suggestedCpuMultiplier(Number.NaN)).toBeUndefined();
    expect(multiplierText(100)).toBe('too slow');
    expect(multiplierText(1533)).toBe('4.0x');
  });
});
