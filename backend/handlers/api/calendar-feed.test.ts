/**
 * GET /api/calendar/{token} against the local stack (the API Gateway emulation, dynalite): a feed made on
 * /account's operation answers ICS that a standard parser reads, keeps its UIDs across an edit of the lead
 * with a higher SEQUENCE, shows the owner's open limitation deadlines (loud until verified, moved by a
 * verification, gone once suit is filed), stores only the link's hash, and answers the same 404 for a
 * made-up, replaced, turned-off or disabled user's link, and after every cut-off of its owner's account.
 */
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../adapters/dynamodb/client';
import {
  ChangeMyPasswordDocument,
  SignOutEverywhereElseDocument,
} from '../../contract/graphql/account.generated';
import {
  CreateCalendarFeedDocument,
  MyCalendarFeedDocument,
  TurnOffCalendarFeedDocument,
} from '../../contract/graphql/calendar-feed.generated';
import { CasePartiesDocument, DecideConflictCheckDocument } from '../../contract/graphql/conflicts.generated';
import {
  ConsultationDocument,
  UpdateConsultationDocument,
} from '../../contract/graphql/consultation-inbox.generated';
import {
  ChangeMatterPhaseDocument,
  OpenMatterDocument,
  VerifyLimitationDocument,
} from '../../contract/graphql/matters.generated';
import {
  RequestPasswordResetDocument,
  UpdatePasswordDocument,
} from '../../contract/graphql/sign-in.generated';
import {
  EndStaffSessionsDocument,
  ResetStaffFactorsDocument,
  SetStaffDisabledDocument,
} from '../../contract/graphql/staff.generated';
import { dataOf } from '../../testing/test-stack';
import { useTestStack } from '../../testing/use-test-stack';
import { createAccount, signIn, waitForEmail, type TestAccount } from '../../testing/auth-test-helpers';
import { markDisabled, useSignedInStaff } from '../../testing/test-callers';
import { postConsultation } from '../graphql/consultations/consultation-client';
import { productClock } from '../../adapters/clock';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

/** The date `days` from today (the stack's clock is not moved here), as the inbox takes it. */
const inDays = (days: number) =>
  new Date(productClock().getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A new lead as the site's form sends it; returns its id. */
async function newLead(): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const answer = await postConsultation(
    stack.url,
    {
      firstName: 'Rosa',
      lastName: `Feed${tag}`,
      email: `rosa-${tag}@example.com`,
      phone: '(206) 555-0199',
      typeOfClient: 'Yes, I am a potential new client',
      message: 'A private account of the accident.',
      idempotencyKey: randomUUID(),
    },
    `127.88.0.${Math.floor(Math.random() * 200) + 1}`,
  );
  return answer.consultation!._id;
}

/** A new lead assigned to `owner` with a follow-up on `date`; returns its id. */
async function leadFor(owner: TestAccount, date: string): Promise<string> {
  const id = await newLead();
  await update(id, { assigneeEmail: owner.email, followUpOn: date });
  return id;
}

/**
 * A matter opened from a new lead, `attorney` responsible, for an incident on 2025-06-01 (the rules propose
 * 2028-06-01). The file's leads share a first name, so its conflict check may find them alike: a person
 * clears it, as the firm would for different people.
 */
async function matterFor(attorney: TestAccount) {
  const leadId = await newLead();
  const checkOf = async () =>
    dataOf((await stack.graphql(CasePartiesDocument, { caseId: leadId }, signedIn.adminToken)).body)
      .caseParties.check;
  await expect.poll(async () => (await checkOf()).state, { timeout: 10_000 }).not.toBe('pending');
  const check = await checkOf();
  if (check.state === 'possible') {
    const decision = { outcome: 'cleared', reason: 'Different people.', checkedAt: check.checkedAt! };
    dataOf(
      (await stack.graphql(DecideConflictCheckDocument, { caseId: leadId, ...decision }, signedIn.adminToken))
        .body,
    );
  }
  const input = {
    leadId,
    claimType: 'Car crash',
    responsibleAttorney: attorney.email,
    facts: { incidentDate: '2025-06-01', defendantKind: 'private' },
  };
  return dataOf((await stack.graphql(OpenMatterDocument, { input }, signedIn.adminToken)).body).openMatter;
}

async function update(id: string, changes: { followUpOn?: string; assigneeEmail?: string }) {
  const { version } = dataOf((await stack.graphql(ConsultationDocument, { id }, signedIn.adminToken)).body)
    .consultation.consultation;
  dataOf(
    (await stack.graphql(UpdateConsultationDocument, { id, version, ...changes }, signedIn.adminToken)).body,
  );
}

async function newFeed(token: string): Promise<string> {
  const { url } = dataOf(
    (await stack.graphql(CreateCalendarFeedDocument, {}, token)).body,
  ).createCalendarFeed;
  return `${stack.url}${new URL(url).pathname}`;
}

async function fetchFeed(url: string) {
  const response = await fetch(url);
  const headers = Object.fromEntries(
    ['content-type', 'cache-control', 'x-robots-tag'].map((name) => [name, response.headers.get(name)]),
  );
  return { status: response.status, headers, body: await response.text() };
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

async function storedFeedItems() {
  const { Items = [] } = await documentClient().send(
    new ScanCommand({ TableName: tableName('calendarFeeds') }),
  );
  return Items;
}

describe('GET /api/calendar/{token}', () => {
  it("answers the owner's follow-ups as ICS, keeps the UID across an edit and raises SEQUENCE", async () => {
    const [firstDate, secondDate] = [inDays(14), inDays(16)];
    const lead = await leadFor(signedIn.staff, firstDate);
    const url = await newFeed(signedIn.staffToken);

    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    expect(first.headers).toEqual({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
    const before = events(first.body).find((event) => event.uid.startsWith(`${lead}-`))!;
    expect(before.summary).toMatch(/^Follow up: Rosa Feed/);
    expect(before.startDate.toString()).toBe(firstDate);
    expect(first.body).not.toContain('private account');

    await update(lead, { followUpOn: secondDate });
    const after = events((await fetchFeed(url)).body).find((event) => event.uid === before.uid)!;
    expect(after.startDate.toString()).toBe(secondDate);
    expect(after.sequence).toBeGreaterThan(before.sequence);

    const state = dataOf((await stack.graphql(MyCalendarFeedDocument, {}, signedIn.staffToken)).body);
    expect(state.myCalendarFeed.feed?.lastFetchedAt).toBeTruthy();
  });

  it("shows the owner's open limitation deadlines, loud until verified, and drops one once suit is filed", async () => {
    const matter = await matterFor(signedIn.staff);
    const url = await newFeed(signedIn.staffToken);
    const deadline = async () =>
      events((await fetchFeed(url)).body).find((event) => event.uid.startsWith(`${matter.id}-limitation@`));

    const unverified = (await deadline())!;
    expect(unverified.summary).toBe(`NOT VERIFIED: statute of limitations: ${matter.clientName}`);
    expect(unverified.startDate.toString()).toBe('2028-06-01');
    expect(unverified.description).toContain(`/matters/${matter.id}`);

    const verification = { proposedDate: '2028-06-01', date: '2028-05-29', note: 'File before the holiday.' };
    const verified = dataOf(
      (
        await stack.graphql(
          VerifyLimitationDocument,
          { matterId: matter.id, ...verification },
          signedIn.adminToken,
        )
      ).body,
    ).verifyLimitation;
    const moved = (await deadline())!;
    expect(moved.uid).toBe(unverified.uid);
    expect(moved.summary).toBe(`Statute of limitations: ${matter.clientName}`);
    expect(moved.startDate.toString()).toBe('2028-05-29');
    expect(moved.sequence).toBeGreaterThan(unverified.sequence);

    const sued = { matterId: matter.id, version: verified.version, phase: 'litigation' };
    dataOf((await stack.graphql(ChangeMatterPhaseDocument, sued, signedIn.adminToken)).body);
    expect(await deadline()).toBeUndefined();
  });

  it('keeps only the hash of the link; a new link or turning the feed off closes the old one', async () => {
    const account = await createAccount();
    const token = await signIn(stack, account);
    const first = await newFeed(token);
    const secret = first.split('/').pop()!;
    const stored = JSON.stringify(await storedFeedItems());
    expect(stored).toContain(account.email);
    expect(stored).not.toContain(secret);

    const second = await newFeed(token);
    const madeUp = await fetchFeed(`${stack.url}/api/calendar/${'A'.repeat(43)}`);
    expect(madeUp.status).toBe(404);
    expect(await fetchFeed(first)).toEqual(madeUp);
    expect((await fetchFeed(second)).status).toBe(200);

    expect(
      dataOf((await stack.graphql(TurnOffCalendarFeedDocument, {}, token)).body).turnOffCalendarFeed,
    ).toBe(true);
    expect(await fetchFeed(second)).toEqual(madeUp);
  });

  it("answers a disabled user's link as a made-up one", async () => {
    const account = await createAccount();
    const url = await newFeed(await signIn(stack, account));
    expect((await fetchFeed(url)).status).toBe(200);
    await markDisabled(account.email);
    expect(await fetchFeed(url)).toEqual(await fetchFeed(`${stack.url}/api/calendar/nothing-here`));
  });
});

const NEW_PASSWORD = 'Brand#New2026';

/** Every way the account's access is cut off, each as its own person or an administrator does it. */
const CUT_OFFS: Record<string, (account: TestAccount, token: string) => Promise<{ errors?: unknown }>> = {
  'changing the password': async (account, token) =>
    (
      await stack.graphql(
        ChangeMyPasswordDocument,
        { currentPassword: account.password, password: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
        token,
      )
    ).body,
  'resetting the password': async (account) => {
    const seen = (await stack.emails()).map((mail) => mail.body.text ?? '');
    await stack.graphql(RequestPasswordResetDocument, { email: account.email });
    const mail = await waitForEmail(stack, account.email, /Reset your/, seen);
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
    const resetToken = new URL(link).searchParams.get('token') ?? '';
    const variables = { email: account.email, password: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    return (await stack.graphql(UpdatePasswordDocument, { ...variables, token: resetToken })).body;
  },
  'signing out everywhere': async (_account, token) =>
    (await stack.graphql(SignOutEverywhereElseDocument, {}, token)).body,
  "an administrator ending the user's sessions": async (account) =>
    (await stack.graphql(EndStaffSessionsDocument, { email: account.email }, signedIn.adminToken)).body,
  "an administrator resetting the user's factors": async (account) =>
    (await stack.graphql(ResetStaffFactorsDocument, { email: account.email }, signedIn.adminToken)).body,
  'disabling the user': async (account) =>
    (
      await stack.graphql(
        SetStaffDisabledDocument,
        { email: account.email, disabled: true },
        signedIn.adminToken,
      )
    ).body,
};

describe('every cut-off of the account ends its calendar feed', () => {
  it.each(Object.keys(CUT_OFFS))('%s: the link answers as a made-up one', async (cutOff) => {
    const account = await createAccount();
    const token = await signIn(stack, account);
    const url = await newFeed(token);
    expect((await fetchFeed(url)).status).toBe(200);

    expect((await CUT_OFFS[cutOff]!(account, token)).errors).toBeUndefined();

    expect(await fetchFeed(url)).toEqual(await fetchFeed(`${stack.url}/api/calendar/${'B'.repeat(43)}`));
  });
});
