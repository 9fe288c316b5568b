// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

afterEach(cleanup);

const valuesOf = (record: { name: string } | undefined) => ({ name: record?.name ?? '' });

describe('useDraft', () => {
  it('starts from the record, keeps edits made on it, and starts over from the next answer', () => {
    const first = { name: 'Ada' };
    const { result, rerender } = renderHook(({ record }) => useDraft(record, valuesOf), {
      initialProps: { record: undefined as { name: string } | undefined },
    });
    expect(result.current[0]).toEqual({ name: '' });

    rerender({ record: first });
    expect(result.current[0]).toEqual({ name: 'Ada' });
    act(() => result.current[1]({ name: 'Ada L.' }));
    rerender({ record: first });
    expect(result.current[0]).toEqual({ name: 'Ada L.' });

    rerender({ record: { name: 'Ada Lovelace' } });
    expect(result.current[0]).toEqual({ name: 'Ada Lovelace' });
  });
});
