/**
 * For handler tests of the client portal: matters seeded straight into the store (opening one from a lead
 * is the matters tests' business), invitations made by staff as the matter page makes them, and the
 * client's sign-in from the link in the mail the local mailbox caught.
 */
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { matterStore } from '../adapters/dynamodb/matters';
import {
  InviteClientDocument,
  RequestClientSignInDocument,
  SignInClientDocument,
} from '../contract/graphql/client-portal.generated';
import type { MatterPhase } from '../contract/matters';
import { proposeLimitationDeadline } from '../domain/matters/limitations';
import type { MatterRecord } from '../domain/matters/records';
import { productClock } from '../adapters/clock';
import { TEST_ADMIN, type TestStack } from './test-stack';

/** A matter in `phase`, straight into the store. */
export async function seedMatter(
  clientName: string,
  phase: MatterPhase = 'treatment',
): Promise<MatterRecord> {
  const facts = {
    incidentDate: '2025-06-01',
    clientBirthDate: null,
    defendantKind: 'private' as const,
    claimPresentedOn: null,
  };
  const matter: MatterRecord = {
    id: randomUUID(),
    clientName,
    claimType: 'Car crash',
    phase,
    responsibleAttorney: TEST_ADMIN.email,
    facts,
    limitation: proposeLimitationDeadline(facts),
    openedAt: productClock().toISOString(),
    openedBy: TEST_ADMIN.email,
    version: 1,
  };
  await matterStore.create(matter);
  return matter;
}

export const uniqueClientEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** The sign-in link's token in the newest mail to `email` (undefined when none came). */
export async function mailedSignInToken(stack: TestStack, email: string): Promise<string | undefined> {
  const mails = (await stack.emails()).filter((mail) => mail.destination.to.includes(email));
  const text = mails.at(-1)?.body.text ?? '';
  return /\/client\/sign-in#([\w-]+)/.exec(text)?.[1];
}

/** How many mails `email` has had. */
export async function mailCount(stack: TestStack, email: string): Promise<number> {
  return (await stack.emails()).filter((mail) => mail.destination.to.includes(email)).length;
}

export async function inviteClient(
  stack: TestStack,
  staffToken: string,
  matterId: string,
  email: string,
  overrides: { role?: string; language?: string; name?: string } = {},
) {
  const { body } = await stack.graphql(
    InviteClientDocument,
    {
      matterId,
      name: overrides.name ?? 'Ana Lopez',
      email,
      role: overrides.role ?? 'client',
      language: overrides.language ?? 'en',
    },
    staffToken,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.inviteClient;
}

/** Asks for a sign-in link for `email` and signs in with it: the client's token. */
export async function signInAsClient(stack: TestStack, email: string): Promise<string> {
  const asked = await stack.graphql(RequestClientSignInDocument, { email });
  expect(asked.body.errors).toBeUndefined();
  const token = await mailedSignInToken(stack, email);
  if (!token) throw new Error(`no sign-in link was mailed to ${email}`);
  const { body } = await stack.graphql(SignInClientDocument, { token });
  if (!body.data) throw new Error(`signInClient failed: ${JSON.stringify(body.errors)}`);
  return body.data.signInClient.token;
}
