import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads once, on the first call, and shares that load with calls made while it runs', async () => {
    let loads = 0;
    const module = onFirstUse(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([module(), module()]);
    expect(await module()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let loads = 0;
    const module = onFirstUse(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Cannot find package');
      return { loaded: loads };
    });
    await expect(module()).rejects.toThrow('Cannot find package');
    expect(await module()).toEqual({ loaded: 2 });
    expect(await module()).toEqual({ loaded: 2 });
    expect(loads).toBe(2);
  });
});
