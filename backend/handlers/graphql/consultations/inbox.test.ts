/**
 * The consultation inbox against the real local stack (dynalite, local SES, s3rver): what staff see and
 * change, the sweeper through a mail outage, concurrent edits, the export, and who is refused.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inboxStore } from '../../../adapters/dynamodb/consultation-inbox';
import { consultationStore, getConsultation } from '../../../adapters/dynamodb/consultations';
import { listActiveStaff, setDisabled } from '../../../adapters/dynamodb/users';
import { INBOX_MESSAGES, NOTICE_RETRY } from '../../../contract/consultation-inbox';
import { type ConsultationData } from '../../../contract/operations';
import {
  AddConsultationNoteDocument,
  AssignableStaffDocument,
  ConsultationDocument,
  ConsultationsDocument,
  ExportConsultationsDocument,
  ResendConsultationNoticeDocument,
  UpdateConsultationDocument,
  type AssignableStaffQuery,
  type ConsultationsQueryVariables,
} from '../../../contract/graphql/consultation-inbox.generated';
import { ACKNOWLEDGEMENT_SUBJECT } from '../../../domain/consultations/acknowledgement';
import { deliverConsultationNotice } from '../../../domain/consultations/deliver-notice';
import { sweepNotices } from '../../../domain/consultations/sweep-notices';
import { authMessages } from '../../../domain/auth/policy';
import { dataOf, TEST_ADMIN, withMailDown } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import { deliveryDependencies } from '../../composition/delivery';
import { createAccount, errorOf } from '../../../testing/auth-test-helpers';
import {
  disabledUserToken,
  newFirstStageToken,
  nonStaffToken,
  useSignedInStaff,
} from '../../../testing/test-callers';
import { postConsultation, postNotice, solvedBotCheck } from './consultation-client';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

let visitor = 0;
function request(overrides: Partial<ConsultationData> = {}): ConsultationData {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Ana',
    lastName: `Lopez${tag}`,
    email: `ana-${tag}@example.com`,
    phone: `(206) 555-${String(1000 + (visitor % 9000)).padStart(4, '0')}${tag.replace(/\D/g, '').slice(0, 2)}`,
    typeOfClient: 'Yes, I am a potential new client',
    message: 'I was hurt in a crash on I-5 last month.',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** A request as the site's form sends it: with a solved bot check, so its visitor is acknowledged. */
async function submit(overrides: Partial<ConsultationData> = {}) {
  visitor += 1;
  const from = `127.61.${Math.floor(visitor / 200)}.${(visitor % 200) + 1}`;
  const data = request({ botCheck: await solvedBotCheck(stack.url, from), ...overrides });
  const answer = await postConsultation(stack.url, data, from);
  if (!answer.consultation) throw new Error(`submit failed: ${answer.errorMessage}`);
  return { ...answer.consultation, data };
}

async function inbox(variables: ConsultationsQueryVariables = {}, token = signedIn.staffToken) {
  return dataOf((await stack.graphql(ConsultationsDocument, variables, token)).body).consultations;
}

async function mailsTo(to: string, subject: RegExp) {
  return (await stack.emails()).filter(
    (mail) => mail.destination.to.includes(to) && subject.test(mail.subject),
  );
}

const MINUTE = 60 * 1000;

describe('no lead is lost', () => {
  it('keeps a request through a mail outage; the sweeper sends exactly one notice and one acknowledgement after recovery', async () => {
    const lead = await submit();
    await withMailDown(async () => {
      expect((await postNotice(stack.url, JSON.stringify({ id: lead._id }))).status).toBe(503);
      // A sweep during the outage changes nothing but the failure count.
      await sweepNotices({ ...deliveryDependencies(), now: () => new Date(Date.now() + 10 * MINUTE) });
    });
    expect(await getConsultation(lead._id)).toMatchObject({
      status: 'received',
      noticeFailures: 2,
      noticeQueue: 'pending',
    });
    const later = Date.now() + 60 * MINUTE;
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(later) });
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(later + 60 * MINUTE) });

    expect(await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName))).toHaveLength(1);
    const acknowledgements = await mailsTo(lead.data.email, new RegExp(ACKNOWLEDGEMENT_SUBJECT.slice(0, 20)));
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]!.body.text).not.toContain(lead.data.message);
    expect(await getConsultation(lead._id)).toMatchObject({ status: 'notified', acknowledgement: 'sent' });
    expect((await getConsultation(lead._id))?.noticeQueue).toBeUndefined();
  });

  it(`flags "notice failed" after ${NOTICE_RETRY.maxTries} tries and stops trying; a person can re-send it`, async () => {
    const lead = await submit();
    await withMailDown(async () => {
      for (let attempt = 1; attempt <= NOTICE_RETRY.maxTries + 2; attempt += 1) {
        await sweepNotices({
          ...deliveryDependencies(),
          now: () => new Date(Date.now() + attempt * 120 * MINUTE),
        });
      }
    });
    expect(await getConsultation(lead._id)).toMatchObject({
      noticeFailures: NOTICE_RETRY.maxTries,
      noticeQueue: 'failed',
    });
    const row = (await inbox({ search: lead.data.email })).items[0]!;
    expect(row.noticeState).toBe('failed');
    expect((await inbox()).noticeAttention.failed).toBeGreaterThanOrEqual(1);
    expect((await inbox({ notice: 'failed' })).items.map((item) => item._id)).toContain(lead._id);

    const { body } = await stack.graphql(
      ResendConsultationNoticeDocument,
      { id: lead._id },
      signedIn.staffToken,
    );
    expect(errorOf(body)).toBeUndefined();
    expect(body.data?.resendConsultationNotice.consultation.noticeState).toBe('sent');
    expect(await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName))).toHaveLength(1);
  });

  it('retries an acknowledgement that failed after the notice went out, after its backoff, and sends it once', async () => {
    const lead = await submit();
    const acknowledgements = () => mailsTo(lead.data.email, new RegExp(ACKNOWLEDGEMENT_SUBJECT.slice(0, 20)));
    // The notice goes out; then the mail service is down when the acknowledgement is tried.
    expect(await deliverConsultationNotice(lead._id, deliveryDependencies())).toBe('sent');
    expect(await getConsultation(lead._id)).toMatchObject({ acknowledgementQueue: 'pending' });
    await withMailDown(() => sweepNotices(deliveryDependencies()));
    expect(await getConsultation(lead._id)).toMatchObject({
      status: 'notified',
      acknowledgementQueue: 'pending',
      acknowledgementFailures: 1,
    });
    expect(await acknowledgements()).toHaveLength(0);

    // The service is back: nothing before the backoff is over, then exactly one acknowledgement.
    await sweepNotices(deliveryDependencies());
    expect(await acknowledgements()).toHaveLength(0);
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(Date.now() + 10 * MINUTE) });
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(Date.now() + 60 * MINUTE) });
    expect(await acknowledgements()).toHaveLength(1);
    const stored = await getConsultation(lead._id);
    expect(stored).toMatchObject({ acknowledgement: 'sent', acknowledgementFailures: 1 });
    expect(stored?.acknowledgementQueue).toBeUndefined();

    const { body } = await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.staffToken);
    const kinds = dataOf(body).consultation.timeline.map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['notice-sent', 'acknowledgement-failed', 'acknowledged']));
  });

  it('labels a request sent without the bot check unverified, with the withheld acknowledgement on its timeline', async () => {
    const lead = await submit({ botCheck: null });
    await postNotice(stack.url, JSON.stringify({ id: lead._id }));
    const { body } = await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.staffToken);
    const { consultation } = dataOf(body);
    expect(consultation.consultation.unverified).toBe(true);
    expect(consultation.timeline.map((event) => event.kind)).toContain('acknowledgement-withheld');
    const listed = await inbox({ search: lead.data.email });
    expect(listed.items.map((item) => [item._id, item.unverified])).toEqual([[lead._id, true]]);
  });

  it('never re-sends a notice stuck in "sending" by itself', async () => {
    const lead = await submit();
    expect(await consultationStore.claimNotice(lead._id, new Date())).toBe(true);
    await sweepNotices({ ...deliveryDependencies(), now: () => new Date(Date.now() + 600 * MINUTE) });
    expect((await getConsultation(lead._id))?.status).toBe('notifying');
    expect(await mailsTo('info@brandtokafor.example', new RegExp(lead.data.lastName))).toHaveLength(0);
    expect((await inbox({ search: lead.data.email })).items[0]!.noticeState).toBe('sending');
    const stuck = (await inbox({ notice: 'sending' })).items;
    expect(stuck.map((item) => item._id)).toContain(lead._id);
    expect(stuck.every((item) => item.noticeState === 'sending')).toBe(true);
  });
});

describe('the inbox', () => {
  it('lists newest first with counts, finds by status, assignee, name, email and phone, and hides spam', async () => {
    const first = await submit();
    const second = await submit({ source: { page: '/contact', utmSource: 'test' } });
    const spam = await submit({ website: 'https://spam.example' });
    const all = await inbox();
    expect(all.items.map((item) => item._id).indexOf(second._id)).toBeLessThan(
      all.items.map((item) => item._id).indexOf(first._id),
    );
    expect(all.items.some((item) => item._id === spam._id)).toBe(false);
    expect((await inbox({ status: 'spam' })).items.map((item) => item._id)).toContain(spam._id);
    expect((await inbox({ search: second.data.email.toUpperCase() })).items.map((i) => i._id)).toEqual([
      second._id,
    ]);
    expect((await inbox({ search: second.data.phone })).items.map((i) => i._id)).toEqual([second._id]);
    expect((await inbox({ search: `Ana ${second.data.lastName}` })).items.map((i) => i._id)).toEqual([
      second._id,
    ]);
    expect((await inbox({ search: spam.data.email })).items).toEqual([]);
    expect(all.counts.find((count) => count.status === 'new')!.count).toBeGreaterThanOrEqual(2);
    expect(all.items.find((item) => item._id === second._id)).toMatchObject({
      unopened: true,
      leadStatus: 'new',
    });

    const opened = await stack.graphql(ConsultationDocument, { id: second._id }, signedIn.staffToken);
    const detail = dataOf(opened.body).consultation.consultation;
    expect(detail.source).toMatchObject({ page: '/contact', utmSource: 'test' });
    const changed = await stack.graphql(
      UpdateConsultationDocument,
      {
        id: second._id,
        version: detail.version,
        leadStatus: 'contacted',
        assigneeEmail: signedIn.staff.email,
        followUpOn: '2026-12-01',
      },
      signedIn.staffToken,
    );
    expect(errorOf(changed.body)).toBeUndefined();
    expect((await inbox({ status: 'contacted' })).items.map((i) => i._id)).toContain(second._id);
    expect((await inbox({ assigneeEmail: signedIn.staff.email })).items.map((i) => i._id)).toEqual([
      second._id,
    ]);
    expect((await inbox({ assigneeEmail: signedIn.staff.email, status: 'new' })).items).toEqual([]);
    expect((await inbox()).items.find((item) => item._id === second._id)?.unopened).toBe(false);
  });

  it('pages 10 at a time with an opaque cursor', async () => {
    for (let i = 0; i < 11; i += 1) await submit();
    const page = await inbox();
    expect(page.items).toHaveLength(10);
    const next = await inbox({ cursor: page.nextCursor });
    expect(next.items.some((item) => page.items.some((seen) => seen._id === item._id))).toBe(false);
  });

  it('marks a request whose email or phone matched another in the last 90 days, with its id', async () => {
    const original = await submit();
    const again = await submit({ email: original.data.email.toUpperCase() });
    const byPhone = await submit({ phone: original.data.phone.replace(/[()\s]/g, '') });
    expect((await getConsultation(again._id))?.duplicateOf).toBe(original._id);
    expect((await getConsultation(byPhone._id))?.duplicateOf).toBeDefined();
    expect((await getConsultation(original._id))?.duplicateOf).toBeUndefined();
  });

  it('keeps the timeline: opened, status, assignee, follow-up, a note as written', async () => {
    const lead = await submit();
    const opened = dataOf(
      (await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.staffToken)).body,
    ).consultation;
    await stack.graphql(
      UpdateConsultationDocument,
      { id: lead._id, version: opened.consultation.version, leadStatus: 'scheduled' },
      signedIn.staffToken,
    );
    const noted = await stack.graphql(
      AddConsultationNoteDocument,
      { id: lead._id, text: '<b>Called</b>, left voicemail' },
      signedIn.staffToken,
    );
    const kinds = dataOf(noted.body).addConsultationNote.timeline;
    expect(kinds.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['opened', 'status-changed', 'note']),
    );
    expect(kinds.find((event) => event.kind === 'note')).toMatchObject({
      text: '<b>Called</b>, left voicemail',
      actorEmail: signedIn.staff.email,
    });
    expect(kinds.find((event) => event.kind === 'status-changed')?.text).toBe(
      'New -> Consultation scheduled',
    );
  });

  it('gives one of two concurrent status changes a clear conflict', async () => {
    const lead = await submit();
    const { version } = dataOf(
      (await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.staffToken)).body,
    ).consultation.consultation;
    const answers = await Promise.all(
      ['contacted', 'declined'].map((leadStatus) =>
        stack.graphql(UpdateConsultationDocument, { id: lead._id, version, leadStatus }, signedIn.staffToken),
      ),
    );
    const errors = answers.map((answer) => errorOf(answer.body));
    expect(errors.filter((error) => error === undefined)).toHaveLength(1);
    expect(errors.filter((error) => error === INBOX_MESSAGES.changedBySomeoneElse)).toHaveLength(1);
    expect((await getConsultation(lead._id))?.version).toBe(version + 1);
  });

  it('refuses an assignee who is not an active staff user', async () => {
    const lead = await submit();
    const { version } = dataOf(
      (await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.staffToken)).body,
    ).consultation.consultation;
    const answer = await stack.graphql(
      UpdateConsultationDocument,
      { id: lead._id, version, assigneeEmail: 'nobody@example.com' },
      signedIn.staffToken,
    );
    expect(errorOf(answer.body)).toBe(INBOX_MESSAGES.unknownAssignee);
  });
});

describe('the assignee picker', () => {
  it('lists active staff by name, names and emails only, without disabled accounts', async () => {
    const away = await createAccount();
    await setDisabled(away.email, true);
    const listed: { email: string; firstName: string; lastName: string }[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await stack.graphql(AssignableStaffDocument, { cursor }, signedIn.staffToken);
      expect(errorOf(body)).toBeUndefined();
      const page: AssignableStaffQuery['assignableStaff'] = dataOf(body).assignableStaff;
      listed.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const emails = listed.map((person) => person.email);
    expect(emails).toEqual(expect.arrayContaining([signedIn.staff.email, TEST_ADMIN.email]));
    expect(emails).not.toContain(away.email);
    expect(listed.find((person) => person.email === signedIn.staff.email)).toEqual({
      email: signedIn.staff.email,
      firstName: signedIn.staff.firstName,
      lastName: signedIn.staff.lastName,
    });
    // The Query itself reads nothing but names and emails (no admin flag, hash or sign-in data).
    const { items } = await listActiveStaff({ limit: 50 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['email', 'firstName', 'lastName']);
  });

  it('refuses assigning a request to a disabled staff user', async () => {
    const away = await createAccount();
    await setDisabled(away.email, true);
    const lead = await submit();
    const { version } = dataOf(
      (await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.staffToken)).body,
    ).consultation.consultation;
    const answer = await stack.graphql(
      UpdateConsultationDocument,
      { id: lead._id, version, assigneeEmail: away.email },
      signedIn.staffToken,
    );
    expect(errorOf(answer.body)).toBe(INBOX_MESSAGES.unknownAssignee);
    expect((await getConsultation(lead._id))?.assigneeEmail).toBeUndefined();
  });
});

describe('the export', () => {
  it('gives an administrator a short-lived link to RFC 4180 CSV with formulas neutralised', async () => {
    const lead = await submit({ message: '=HYPERLINK("http://evil.example","click") <script>x</script>' });
    const { body } = await stack.graphql(
      ExportConsultationsDocument,
      { search: lead.data.email },
      signedIn.adminToken,
    );
    expect(errorOf(body)).toBeUndefined();
    const { url, count } = dataOf(body).exportConsultations;
    expect(count).toBe(1);
    expect(url).toContain('X-Amz-Expires=300');
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") <script>x</script>"`);
    expect(csv.split('\r\n')[0]).toMatch(/^"Received","First name","Last name","Email","Phone"/);
    const opened = await stack.graphql(ConsultationDocument, { id: lead._id }, signedIn.adminToken);
    expect(opened.body.data?.consultation.timeline).toContainEqual(
      expect.objectContaining({ kind: 'exported', actorEmail: TEST_ADMIN.email }),
    );
  });

  it("puts a large export on every exported request's timeline, in batches", async () => {
    const ids = Array.from({ length: 60 }, () => randomUUID());
    const event = {
      at: new Date().toISOString(),
      kind: 'exported' as const,
      actorEmail: 'a@example.com',
      text: 'x',
    };
    await inboxStore.appendEventToAll(ids, event);
    for (const id of [ids[0]!, ids[24]!, ids[25]!, ids[59]!]) {
      expect(await inboxStore.timeline(id)).toEqual([event]);
    }
  });

  it('is refused to a staff user who is not an administrator', async () => {
    const { body } = await stack.graphql(ExportConsultationsDocument, {}, signedIn.staffToken);
    expect(errorOf(body)).toBe(authMessages.adminOnly);
  });
});

describe('who may call the inbox', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['consultations', ConsultationsDocument, {}],
    ['consultation', ConsultationDocument, { id: 'x' }],
    ['updateConsultation', UpdateConsultationDocument, { id: 'x', version: 1, leadStatus: 'contacted' }],
    ['addConsultationNote', AddConsultationNoteDocument, { id: 'x', text: 'note' }],
    ['resendConsultationNotice', ResendConsultationNoticeDocument, { id: 'x' }],
    ['exportConsultations', ExportConsultationsDocument, {}],
    ['assignableStaff', AssignableStaffDocument, {}],
  ];

  async function refusals() {
    const firstStage = await newFirstStageToken(stack);
    const stranger = await nonStaffToken();
    const disabledToken = await disabledUserToken(stack, { isAdmin: true });
    return {
      'no token': null,
      'a first-stage token': firstStage,
      'a non-staff token': stranger,
      'a disabled user': disabledToken,
    };
  }

  it('refuses every inbox operation without a live staff session', async () => {
    const callers = await refusals();
    for (const [field, query, variables] of operations) {
      for (const [who, token] of Object.entries(callers)) {
        const { body } = await stack.graphql(query, variables, token);
        expect(body.data ?? null, `${field} as ${who}`).toBeNull();
        expect(body.errors?.length, `${field} as ${who}`).toBeGreaterThan(0);
      }
    }
  });
});
