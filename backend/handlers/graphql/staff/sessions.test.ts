/**
 * Sessions the server controls, through the local AppSync, the authorizer and dynalite: "Sign out" refuses
 * the old token at once, 30 idle minutes end a session, 12 hours end it however busy it was and however
 * often its token was renewed, and /account lists and ends sessions. Time moves through the test hook.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ChangeMyNameDocument,
  EndMySessionDocument,
  MySessionsDocument,
  SignOutDocument,
  SignOutEverywhereElseDocument,
} from '../../../contract/graphql/account.generated';
import { HealthDocument } from '../../../contract/graphql/public.generated';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../../contract/sessions';
import { createAccount, signIn } from '../../../testing/auth-test-helpers';
import { dataOf } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });
const IDLE_MINUTES = SESSION_IDLE_SECONDS / 60;

const statusWith = async (token: string) => (await stack.graphql(HealthDocument, {}, token)).status;

describe('a session', () => {
  it('is refused at once after "Sign out"', async () => {
    const token = await signIn(stack, await createAccount());
    expect(await statusWith(token)).toBe(200);
    const { body } = await stack.graphql(SignOutDocument, {}, token);
    expect(body.data?.signOut).toBe(true);
    expect(await statusWith(token)).toBe(401);
  });

  it('ends after 30 minutes without a call, and a call within them keeps it going', async () => {
    const token = await signIn(stack, await createAccount());
    stack.moveClock(IDLE_MINUTES - 1);
    expect(await statusWith(token)).toBe(200);
    stack.moveClock(IDLE_MINUTES - 1);
    expect(await statusWith(token)).toBe(200);
    stack.moveClock(IDLE_MINUTES + 1);
    expect(await statusWith(token)).toBe(401);
  });

  it('ends 12 hours after sign-in however often it was used and its token renewed', async () => {
    const account = await createAccount();
    let token = await signIn(stack, account);
    const firstExpiry = decodeJwt(token).exp;
    let refusedAfterMinutes: number | undefined;
    for (let minutes = 0; minutes <= SESSION_ABSOLUTE_SECONDS / 60; minutes += IDLE_MINUTES - 5) {
      const { body } = await stack.graphql(
        ChangeMyNameDocument,
        { firstName: 'Dana', lastName: 'Whitfield' },
        token,
      );
      if (!body.data) {
        refusedAfterMinutes = minutes;
        break;
      }
      token = body.data.changeMyName.token;
      // Renaming never lengthens the session: the renewed token expires with the first one.
      expect(decodeJwt(token).exp).toBe(firstExpiry);
      stack.moveClock(IDLE_MINUTES - 5);
    }
    expect(refusedAfterMinutes).toBeDefined();
    expect(refusedAfterMinutes!).toBeLessThanOrEqual(SESSION_ABSOLUTE_SECONDS / 60);
    expect(await statusWith(token)).toBe(401);
  });
});

describe("/account's sessions", () => {
  it('lists this device and others, ends one, and ends every other', async () => {
    const account = await createAccount();
    const laptop = await signIn(stack, account);
    const phone = await signIn(stack, account);
    const tablet = await signIn(stack, account);
    const listed = dataOf((await stack.graphql(MySessionsDocument, {}, laptop)).body).mySessions;
    expect(listed).toHaveLength(3);
    const current = listed.filter((session) => session.current);
    expect(current.map((session) => session.id)).toEqual([decodeJwt(laptop).sid]);

    const left = dataOf(
      (await stack.graphql(EndMySessionDocument, { id: String(decodeJwt(phone).sid) }, laptop)).body,
    ).endMySession;
    expect(left).toHaveLength(2);
    expect(await statusWith(phone)).toBe(401);

    const { body } = await stack.graphql(SignOutEverywhereElseDocument, {}, laptop);
    const renewed = dataOf(body).signOutEverywhereElse.token;
    expect(await statusWith(tablet)).toBe(401);
    expect(await statusWith(renewed)).toBe(200);
    expect(dataOf((await stack.graphql(MySessionsDocument, {}, renewed)).body).mySessions).toHaveLength(1);
  });

  it("cannot end another account's session", async () => {
    const mine = await signIn(stack, await createAccount());
    const theirs = await signIn(stack, await createAccount());
    const { body } = await stack.graphql(EndMySessionDocument, { id: String(decodeJwt(theirs).sid) }, mine);
    expect(body.errors?.[0]?.message).toBe('This session has already ended.');
    expect(await statusWith(theirs)).toBe(200);
  });
});
