import { describe, expect, it } from 'vitest';
import { UNLOGGED_FIELD } from '../domain/log';
import { captureLogLines } from '../testing/log-lines';
import { currentRequestId, inRequest, invocation, log, loggedFields } from './log';

describe('the logger', () => {
  it('withholds every field whose name says personal or secret, and anything not a plain value', () => {
    const personal = [
      'email',
      'staffEmail',
      'firstName',
      'phone',
      'address',
      'password',
      'signingSecret',
      'token',
      'code',
      'ip',
      'sourceIp',
      'userAgent',
      'cookie',
      'authorization',
      'body',
      'detail',
      'message',
      'note',
      'text',
      'objectKey',
    ];
    for (const name of personal) expect(name).toMatch(UNLOGGED_FIELD);
    expect(loggedFields({ id: 'lead-1', deleted: 3, email: 'ana@example.com', entry: null })).toEqual({
      id: 'lead-1',
      deleted: 3,
      email: '[withheld]',
      entry: null,
    });
    const smuggled = { id: 'x', entry: { email: 'ana@example.com' } } as unknown as Record<string, string>;
    expect(loggedFields(smuggled)).toEqual({ id: 'x', entry: '[withheld]' });
  });

  it('keeps the request ids of requests served side by side apart', async () => {
    const lines = captureLogLines();
    try {
      const handle = invocation(async (n: number) => {
        await new Promise((resolve) => setTimeout(resolve, 5 * (3 - n)));
        log.info('handled', { n });
        return currentRequestId();
      });
      const ids = await Promise.all([1, 2].map((n) => handle(n, { awsRequestId: `req-${n}` })));
      expect(ids).toEqual(['req-1', 'req-2']);
      expect(lines.lines.map((line) => [line.n, line.request_id])).toEqual([
        [2, 'req-2'],
        [1, 'req-1'],
      ]);
    } finally {
      lines.restore();
    }
  });

  it('keeps the request it runs in when a nested step starts none of its own', () => {
    expect(inRequest('outer', () => inRequest(undefined, currentRequestId))).toBe('outer');
    expect(currentRequestId()).toBeUndefined();
  });
});
