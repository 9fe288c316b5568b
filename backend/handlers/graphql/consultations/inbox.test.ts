/**
 * The consultation inbox against the real local stack (dynalite, local SES, s3rver): what staff see and
 * change, concurrent edits, the assignee picker, the export, and who is refused. The notices' delivery is
 * notice-delivery.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inboxStore } from '../../../adapters/dynamodb/consultation-inbox';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../adapters/dynamodb/client';
import { consultationItemOf } from '../../../adapters/dynamodb/consultation-keys';
import { getConsultation } from '../../../adapters/dynamodb/consultations';
import { listActiveStaff, setDisabled } from '../../../adapters/dynamodb/users';
import { INBOX_MESSAGES } from '../../../contract/consultation-inbox';
import {
  AddConsultationNoteDocument,
  AssignableStaffDocument,
  ConsultationDocument,
  ConsultationsDocument,
  ExportConsultationsDocument,
  ResendConsultationNoticeDocument,
  UpdateConsultationDocument,
  type AssignableStaffQuery,
} from '../../../contract/graphql/consultation-inbox.generated';
import { authMessages } from '../../../domain/auth/policy';
import { createAccount, errorOf } from '../../../testing/auth-test-helpers';
import { disabledUserToken, newFirstStageToken, nonStaffToken } from '../../../testing/test-callers';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useInbox } from '../../../testing/use-inbox';
import { productClock } from '../../../adapters/clock';

const { stack, signedIn, submit, inbox, open, update } = useInbox();

/** A new lead, opened and assigned to `assigneeEmail` at the version the screen shows: it and the answer. */
async function assignNewLead(assigneeEmail: string) {
  const lead = await submit();
  const { version } = (await open(lead._id)).consultation;
  return { lead, answer: await update({ id: lead._id, version, assigneeEmail }) };
}

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

    const detail = (await open(second._id)).consultation;
    expect(detail.source).toMatchObject({ page: '/contact', utmSource: 'test' });
    const changed = await update({
      id: second._id,
      version: detail.version,
      leadStatus: 'contacted',
      assigneeEmail: signedIn.staff.email,
      followUpOn: '2026-12-01',
    });
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
    const opened = await open(lead._id);
    await update({ id: lead._id, version: opened.consultation.version, leadStatus: 'scheduled' });
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
    const { version } = (await open(lead._id)).consultation;
    const answers = await Promise.all(
      ['contacted', 'declined'].map((leadStatus) => update({ id: lead._id, version, leadStatus })),
    );
    const errors = answers.map((answer) => errorOf(answer.body));
    expect(errors.filter((error) => error === undefined)).toHaveLength(1);
    expect(errors.filter((error) => error === INBOX_MESSAGES.changedBySomeoneElse)).toHaveLength(1);
    expect((await getConsultation(lead._id))?.version).toBe(version + 1);
  });

  it('refuses an assignee who is not an active staff user', async () => {
    const { answer } = await assignNewLead('nobody@example.com');
    expect(errorOf(answer.body)).toBe(INBOX_MESSAGES.unknownAssignee);
  });
});

describe('the inbox by language', () => {
  /** A lead as stored before leads kept their language: no language attribute at all. */
  async function storedWithoutLanguage() {
    const lead = await submit();
    const { language: _language, ...item } = consultationItemOf((await getConsultation(lead._id))!);
    await documentClient().send(new PutCommand({ TableName: tableName('consultations'), Item: item }));
    return lead;
  }

  it("shows each lead's language, filters Spanish on its index and English with the older leads", async () => {
    const spanish = await submit({ language: 'es' });
    const english = await submit({ language: 'en' });
    const unsaid = await submit();
    const older = await storedWithoutLanguage();

    const all = (await inbox()).items;
    const languageOf = (id: string) => all.find((item) => item._id === id)?.language;
    expect([spanish, english, unsaid, older].map((lead) => languageOf(lead._id))).toEqual([
      'es',
      'en',
      'en',
      'en',
    ]);
    expect((await open(older._id)).consultation.language).toBe('en');

    const inSpanish = await inbox({ language: 'es' });
    expect(inSpanish.items.map((item) => item._id)).toContain(spanish._id);
    expect(inSpanish.items.every((item) => item.language === 'es')).toBe(true);

    const inEnglish = (await inbox({ language: 'en' })).items.map((item) => item._id);
    expect(inEnglish).toEqual(expect.arrayContaining([english._id, unsaid._id, older._id]));
    expect(inEnglish).not.toContain(spanish._id);

    // Other filters narrow by language on top: a search, a status.
    expect((await inbox({ search: spanish.data.email, language: 'en' })).items).toEqual([]);
    expect((await inbox({ search: spanish.data.email, language: 'es' })).items).toHaveLength(1);
    expect((await inbox({ status: 'new', language: 'es' })).items.map((item) => item._id)).toContain(
      spanish._id,
    );
    expect((await inbox({ status: 'new', language: 'en' })).items.map((item) => item._id)).not.toContain(
      spanish._id,
    );
  });

  it('refuses a language that is not en or es', async () => {
    const { body } = await stack.graphql(
      ConsultationsDocument,
      { language: 'fr' as never },
      signedIn.staffToken,
    );
    expect(errorOf(body)).toContain('Value "fr" does not exist in "Language" enum');
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
    const { lead, answer } = await assignNewLead(away.email);
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
    expect(csv.split('\r\n')[0]).toMatch(
      /^"Received","First name","Last name","Email","Phone","Client type","Language",/,
    );
    expect(csv.split('\r\n')[1]).toMatch(/,"Yes, I am a potential new client","English",/);
    expect((await open(lead._id, signedIn.adminToken)).timeline).toContainEqual(
      expect.objectContaining({ kind: 'exported', actorEmail: TEST_ADMIN.email }),
    );
  });

  it("names a Spanish lead's language in its Language column, and exports a language filter", async () => {
    const lead = await submit({ language: 'es' });
    const { body } = await stack.graphql(
      ExportConsultationsDocument,
      { search: lead.data.email, language: 'es' },
      signedIn.adminToken,
    );
    const { url, count } = dataOf(body).exportConsultations;
    expect(count).toBe(1);
    const [header, row] = (await (await fetch(url)).text()).split('\r\n');
    const languageColumn = header!.split(',').indexOf('"Language"');
    expect(languageColumn).toBeGreaterThan(0);
    expect(row!.split(',')[languageColumn + 1]).toBe('"Spanish"');
    const none = await stack.graphql(
      ExportConsultationsDocument,
      { search: lead.data.email, language: 'en' },
      signedIn.adminToken,
    );
    expect(dataOf(none.body).exportConsultations.count).toBe(0);
  });

  it("puts a large export on every exported request's timeline, in batches", async () => {
    const ids = Array.from({ length: 60 }, () => randomUUID());
    const event = {
      at: productClock().toISOString(),
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
    ['consultations by language', ConsultationsDocument, { language: 'es' }],
    ['consultation', ConsultationDocument, { id: 'x' }],
    ['updateConsultation', UpdateConsultationDocument, { id: 'x', version: 1, leadStatus: 'contacted' }],
    ['addConsultationNote', AddConsultationNoteDocument, { id: 'x', text: 'note' }],
    ['resendConsultationNotice', ResendConsultationNoticeDocument, { id: 'x' }],
    ['exportConsultations', ExportConsultationsDocument, {}],
    ['exportConsultations by language', ExportConsultationsDocument, { language: 'es' }],
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
