import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_TTL_SECONDS } from '../contract/limits';
import { MySignInsDocument } from '../contract/graphql/account.generated';
import { signIn } from '../testing/auth-test-helpers';
import { TEST_ADMIN } from '../testing/test-stack';
import { useTestStack } from '../testing/use-test-stack';
import { schedules } from '../handlers/schedules/registry';
import { productClock } from '../adapters/clock';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe("the local stack's test hooks", () => {
  const stack = useTestStack({ testHooks: true });

  it('move the clock the handlers read: a session token expires when its lifetime has passed', async () => {
    const token = await signIn(stack, TEST_ADMIN);
    expect((await stack.graphql(MySignInsDocument, {}, token)).status).toBe(200);

    const before = productClock().getTime();
    const answer = await post(`${stack.url}/__test/clock`, {
      advanceMinutes: SESSION_TOKEN_TTL_SECONDS / 60 + 1,
    });
    const { now } = (await answer.json()) as { now: string };
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual((SESSION_TOKEN_TTL_SECONDS + 60) * 1000);

    expect((await stack.graphql(MySignInsDocument, {}, token)).status).toBe(401);
    await post(`${stack.url}/__test/clock`, { reset: true });
    expect((await stack.graphql(MySignInsDocument, {}, token)).status).toBe(200);
  });

  it('refuse a clock move that is not a number of minutes', async () => {
    const answer = await post(`${stack.url}/__test/clock`, { advanceMinutes: 'soon' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: expect.stringContaining('advanceMinutes') });
  });

  it('run a schedule now and answer once it has finished; an unknown one is named as such', async () => {
    const known = await post(`${stack.url}/__test/schedules/${schedules[0]!.name}`, {});
    expect(known.status).toBe(200);
    expect(await known.json()).toHaveProperty('result');
    const unknown = await post(`${stack.url}/__test/schedules/NoSuchSchedule`, {});
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toContain(schedules[0]!.name);
  });
});

describe('a local stack started without test hooks', () => {
  const stack = useTestStack();

  it('does not answer them: the clock cannot be moved from outside', async () => {
    const answer = await post(`${stack.url}/__test/clock`, { advanceMinutes: 600 });
    expect(answer.status).not.toBe(200);
    const token = await signIn(stack, TEST_ADMIN);
    expect((await stack.graphql(MySignInsDocument, {}, token)).status).toBe(200);
  });
});
