// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from './use-query';

afterEach(cleanup);

/** A read whose answers the test hands out one at a time. */
function answers<Data>() {
  const pending: ((answer: Data) => void)[] = [];
  const load = vi.fn(() => new Promise<Data>((resolve) => pending.push(resolve)));
  return { load, answer: (value: Data) => pending.shift()?.(value) };
}

describe('useQuery', () => {
  it('reads on opening and keeps the last answer while a reload is under way', async () => {
    const { load, answer } = answers<string>();
    const { result } = renderHook(() => useQuery(load));
    expect(result.current.loading).toBe(true);
    await act(async () => answer('first'));
    expect(result.current).toMatchObject({ data: 'first', loading: false, error: '' });

    let reloaded = false;
    act(() => void result.current.reload().then(() => (reloaded = true)));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    expect(reloaded).toBe(false);
    await act(async () => answer('second'));
    expect(result.current).toMatchObject({ data: 'second', loading: false });
    expect(reloaded).toBe(true);
  });

  it("settles a reload's promise after a failed read too, with the error for the screen", async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('The server refused.'));
    const { result } = renderHook(() => useQuery(load));
    await waitFor(() => expect(result.current.data).toBe('first'));
    let reloaded: Promise<void> | undefined;
    act(() => void (reloaded = result.current.reload()));
    await act(() => reloaded);
    expect(result.current).toMatchObject({ data: 'first', error: 'The server refused.', loading: false });
  });

  it('reads again after the wait repeatAfter names, until it names none', async () => {
    const states = ['running', 'running', 'done'];
    const load = vi.fn(async () => states.shift() ?? 'done');
    const repeatAfter = (state: string) => (state === 'running' ? 10 : undefined);
    const { result } = renderHook(() => useQuery(load, { repeatAfter }));
    await waitFor(() => expect(result.current.data).toBe('done'));
    expect(load).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
