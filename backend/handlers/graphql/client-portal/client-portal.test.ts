/**
 * The client portal against the real local stack: staff invite a matter's client, who signs in with the
 * mailed link (once, within 15 minutes, limited per address and per network, the same answer for an address
 * nobody invited), reads only the matters they are invited to, and whose session ends on sign-out, when idle
 * and at its absolute limit, on the moved clock. A client token is never a staff token, nor the reverse.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_PORTAL_TEXT,
  CLIENT_SESSION_ABSOLUTE_SECONDS,
  CLIENT_SESSION_IDLE_SECONDS,
  CLIENT_SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
  CLIENT_SIGN_IN_LINK_SECONDS,
  CLIENT_SIGN_IN_REQUESTS_PER_NETWORK_PER_HOUR,
} from '../../../contract/client-portal';
import {
  ClientMatterDocument,
  ClientMattersDocument,
  MatterClientsDocument,
  RemoveClientAccessDocument,
  RequestClientSignInDocument,
  SignInClientDocument,
  SignOutClientDocument,
} from '../../../contract/graphql/client-portal.generated';
import { ChangeMatterPhaseDocument, MatterDocument } from '../../../contract/graphql/matters.generated';
import { PHASES_FOR_CLIENTS } from '../../../contract/client-portal';
import { createAccount, errorOf, signIn } from '../../../testing/auth-test-helpers';
import { TEST_ADMIN } from '../../../testing/test-stack';
import {
  inviteClient,
  mailCount,
  mailedSignInToken,
  seedMatter,
  signInAsClient,
  uniqueClientEmail,
} from '../../../testing/client-portal';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();
/** Staff signed in afresh for each test: tests move the clock past a staff session's idle limit. */
const signedIn = { staffToken: '', adminToken: '' };
beforeEach(async () => {
  signedIn.staffToken = await signIn(stack, await createAccount());
  signedIn.adminToken = await signIn(stack, TEST_ADMIN);
});

/** A refused call: the authorizer's 401, or an answer with no data and the sign-in message. */
function expectRefused({
  status,
  body,
}: {
  status: number;
  body: { data?: unknown; errors?: { message: string }[] };
}) {
  if (status === 401) return;
  expect(body.data ?? null).toBeNull();
  expect(errorOf(body)).toMatch(/sign in/i);
}

describe('inviting and signing in', () => {
  it('mails the invited client a link that signs them in once, to their own matters', async () => {
    const matter = await seedMatter('Ana Lopez');
    const email = uniqueClientEmail('ana');
    await inviteClient(stack, signedIn.staffToken, matter.id, email);

    const listed = await stack.graphql(MatterClientsDocument, { matterId: matter.id }, signedIn.staffToken);
    expect(listed.body.data?.matterClients.map((invitation) => invitation.email)).toEqual([email]);

    const token = await mailedSignInToken(stack, email);
    expect(token).toBeDefined();
    expect(Buffer.from(token!, 'base64url').length).toBe(32);
    const first = await stack.graphql(SignInClientDocument, { token: token! });
    expect(errorOf(first.body)).toBeUndefined();
    const clientToken = first.body.data!.signInClient.token;

    const again = await stack.graphql(SignInClientDocument, { token: token! });
    expect(errorOf(again.body)).toBe(CLIENT_PORTAL_TEXT.en.linkNotValid);

    const mine = await stack.graphql(ClientMattersDocument, {}, clientToken);
    expect(mine.body.data?.clientMatters).toEqual([
      expect.objectContaining({ id: matter.id, phase: 'treatment', lastUpdateAt: matter.openedAt }),
    ]);
  });

  it('refuses a link once 15 minutes have passed, on the moved clock', async () => {
    const matter = await seedMatter('Bo Chen');
    const email = uniqueClientEmail('bo');
    await inviteClient(stack, signedIn.staffToken, matter.id, email);
    const token = await mailedSignInToken(stack, email);
    stack.moveClock(CLIENT_SIGN_IN_LINK_SECONDS / 60 + 1);
    const late = await stack.graphql(SignInClientDocument, { token: token! });
    expect(errorOf(late.body)).toBe(CLIENT_PORTAL_TEXT.en.linkNotValid);
  });

  it('answers an address nobody invited exactly as an invited one, and mails it nothing', async () => {
    const matter = await seedMatter('Cy Diaz');
    const invited = uniqueClientEmail('cy');
    await inviteClient(stack, signedIn.staffToken, matter.id, invited);
    const stranger = uniqueClientEmail('stranger');
    const forInvited = await stack.graphql(RequestClientSignInDocument, { email: invited });
    const forStranger = await stack.graphql(RequestClientSignInDocument, { email: stranger });
    expect(forStranger).toEqual(forInvited);
    expect(await mailCount(stack, stranger)).toBe(0);
    expect(await mailCount(stack, invited)).toBe(2);
  });

  it('sends an address at most its hourly links, answering the same past the limit', async () => {
    const matter = await seedMatter('Di Evans');
    const email = uniqueClientEmail('di');
    await inviteClient(stack, signedIn.staffToken, matter.id, email);
    const before = await mailCount(stack, email);
    for (let asked = 0; asked < CLIENT_SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR + 2; asked++) {
      const { body } = await stack.graphql(RequestClientSignInDocument, { email });
      expect(body).toEqual({ data: { requestClientSignIn: true } });
    }
    expect(await mailCount(stack, email)).toBe(before + CLIENT_SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
    stack.moveClock(61);
  });

  it('keeps staff and client tokens apart, both ways', async () => {
    const matter = await seedMatter('Ed Fox');
    const email = uniqueClientEmail('ed');
    await inviteClient(stack, signedIn.staffToken, matter.id, email);
    const clientToken = await signInAsClient(stack, email);
    expectRefused(await stack.graphql(MatterDocument, { id: matter.id }, clientToken));
    expectRefused(await stack.graphql(MatterClientsDocument, { matterId: matter.id }, clientToken));
    expectRefused(await stack.graphql(ClientMattersDocument, {}, signedIn.staffToken));
    expectRefused(await stack.graphql(ClientMatterDocument, { matterId: matter.id }, signedIn.adminToken));
  });
});

describe('a client', () => {
  it("cannot read another client's matter by its id, nor a matter that does not exist", async () => {
    const mine = await seedMatter('Fay Gill');
    const theirs = await seedMatter('Gus Hale');
    const me = uniqueClientEmail('fay');
    await inviteClient(stack, signedIn.staffToken, mine.id, me);
    await inviteClient(stack, signedIn.staffToken, theirs.id, uniqueClientEmail('gus'));
    const token = await signInAsClient(stack, me);
    const own = await stack.graphql(ClientMatterDocument, { matterId: mine.id }, token);
    expect(own.body.data?.clientMatter.id).toBe(mine.id);
    const other = await stack.graphql(ClientMatterDocument, { matterId: theirs.id }, token);
    const none = await stack.graphql(ClientMatterDocument, { matterId: 'no-such-matter' }, token);
    expect(errorOf(other.body)).toBe(CLIENT_PORTAL_TEXT.en.notFound);
    expect(other.body).toEqual(none.body);
    const listed = await stack.graphql(ClientMattersDocument, {}, token);
    expect(listed.body.data?.clientMatters.map((matter) => matter.id)).toEqual([mine.id]);
  });

  it('is mailed only that there is news when the phase changes, and reads the note on the page', async () => {
    const matter = await seedMatter('Hal Ito', 'demand');
    const email = uniqueClientEmail('hal');
    await inviteClient(stack, signedIn.staffToken, matter.id, email, { language: 'es' });
    const token = await signInAsClient(stack, email);
    const changed = await stack.graphql(
      ChangeMatterPhaseDocument,
      { matterId: matter.id, version: 1, phase: 'negotiation', clientNote: 'The insurer answered: call us.' },
      signedIn.staffToken,
    );
    expect(errorOf(changed.body)).toBeUndefined();
    const mail = (await stack.emails()).filter((sent) => sent.destination.to.includes(email)).at(-1)!;
    expect(mail.subject).toMatch(/novedades/);
    const everything = `${mail.subject}\n${mail.body.text}\n${mail.body.html}`;
    for (const secret of [
      'insurer',
      'negotiation',
      PHASES_FOR_CLIENTS.negotiation.es.name,
      'Car crash',
      'Hal',
    ])
      expect(everything).not.toContain(secret);
    expect(mail.body.text).toContain(`/client/matters/${matter.id}`);
    const page = await stack.graphql(ClientMatterDocument, { matterId: matter.id }, token);
    expect(page.body.data?.clientMatter).toMatchObject({
      phase: 'negotiation',
      note: 'The insurer answered: call us.',
      lastUpdateAt: changed.body.data!.changeMatterPhase.phaseChangedAt,
    });
  });

  it('loses a matter when staff remove access, and every token once no matter is left', async () => {
    const matter = await seedMatter('Ivy Jones');
    const email = uniqueClientEmail('ivy');
    await inviteClient(stack, signedIn.staffToken, matter.id, email);
    const token = await signInAsClient(stack, email);
    const removed = await stack.graphql(
      RemoveClientAccessDocument,
      { matterId: matter.id, email },
      signedIn.staffToken,
    );
    expect(removed.body.data?.removeClientAccess).toBe(true);
    expectRefused(await stack.graphql(ClientMattersDocument, {}, token));
  });
});

describe('a client session', () => {
  async function signedInClient(name: string) {
    const matter = await seedMatter(name);
    const email = uniqueClientEmail(name.toLowerCase().replace(/\s/g, '-'));
    await inviteClient(stack, signedIn.staffToken, matter.id, email);
    return signInAsClient(stack, email);
  }

  it('ends on sign-out', async () => {
    const token = await signedInClient('Jo Kim');
    const out = await stack.graphql(SignOutClientDocument, {}, token);
    expect(out.body.data?.signOutClient).toBe(true);
    expectRefused(await stack.graphql(ClientMattersDocument, {}, token));
  });

  it('ends after 30 minutes without a call', async () => {
    const token = await signedInClient('Kai Lund');
    stack.moveClock(CLIENT_SESSION_IDLE_SECONDS / 60 - 1);
    expect(errorOf((await stack.graphql(ClientMattersDocument, {}, token)).body)).toBeUndefined();
    stack.moveClock(CLIENT_SESSION_IDLE_SECONDS / 60 + 1);
    expectRefused(await stack.graphql(ClientMattersDocument, {}, token));
  });

  it('ends 12 hours after sign-in, however often it is used', async () => {
    const token = await signedInClient('Lu Moss');
    const step = 25;
    let minutes = 0;
    while (minutes + step < CLIENT_SESSION_ABSOLUTE_SECONDS / 60) {
      stack.moveClock(step);
      minutes += step;
      expect(errorOf((await stack.graphql(ClientMattersDocument, {}, token)).body)).toBeUndefined();
    }
    stack.moveClock(step);
    expectRefused(await stack.graphql(ClientMattersDocument, {}, token));
  });
});

it('tells a network that asks for too many links to wait, whatever the address', async () => {
  stack.moveClock(61);
  let refused: string | undefined;
  for (let asked = 0; asked <= CLIENT_SIGN_IN_REQUESTS_PER_NETWORK_PER_HOUR && !refused; asked++) {
    refused = errorOf(
      (await stack.graphql(RequestClientSignInDocument, { email: uniqueClientEmail('anyone') })).body,
    );
  }
  expect(refused).toBe(CLIENT_PORTAL_TEXT.en.tooMany);
});
