/**
 * Engagement letters on in-memory ports, with a clock the tests move: templates' rules, the conflict gate,
 * the signing order the server holds (consent, code, signature), the one-time code's tries, the link's
 * NotFound and expired answers, landing, and the sweeper's reminders. The PDFs here are stand-ins; the
 * handler tests (backend/handlers/graphql/letters/) render, seal and check the real ones.
 */
import { describe, expect, it } from 'vitest';
import type { ConflictState } from '../../contract/conflicts';
import {
  LETTER_MESSAGES,
  SIGNING_CHECKS_PER_NETWORK_PER_HOUR,
  SIGNING_CODES_PER_LINK_PER_DAY,
  SIGNING_CODE_TRIES,
  SIGNING_CONSENT_VERSION,
  SIGNING_MESSAGES,
} from '../../contract/letters';
import { createAuditLog } from '../audit/audit-log';
import type { StaffActor, Visitor } from '../auth/callers';
import { SILENT_LOG } from '../log';
import type { Email } from '../mail/email';
import type { MatterRecord } from '../matters/records';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { MemoryRateLimiter, storedUser } from '../../testing/memory-auth';
import { MemoryLetterStore } from '../../testing/memory-letter-store';
import { countersignLetter, checkSeal, landLetter } from './landing';
import { revokeLetter, sendLetter, type LetterDraftInput } from './letters';
import type { LandingDependencies, LetterDependencies } from './ports';
import { SAMPLE_TEMPLATES } from './samples';
import { sha256Hex } from './shared';
import {
  SIGNING_NOT_FOUND,
  checkSigningCode,
  declineLetter,
  giveSigningConsent,
  sendSigningCode,
  signLetter,
  signingPage,
} from './signing';
import { sweepLetters } from './sweep';
import { listLetterTemplates, saveLetterTemplate } from './templates';

const admin = {
  kind: 'staff',
  user: storedUser('eleanor@firm.example', { isAdmin: true, firstName: 'Eleanor', lastName: 'Brandt' }),
  sourceIp: '192.0.2.40',
  sessionId: 'session-1',
} as StaffActor & { user: { isAdmin: true } };
const staff: StaffActor = {
  kind: 'staff',
  user: storedUser('pat@firm.example', { firstName: 'Pat', lastName: 'Lee' }),
  sourceIp: '192.0.2.41',
  sessionId: 'session-2',
};
const visitor: Visitor = { kind: 'visitor', sourceIp: '198.51.100.7', userAgent: 'Phone browser' };
const DAY = 24 * 60 * 60 * 1000;
const utf8 = (text: string) => new TextEncoder().encode(text);

function setUp(conflictState: ConflictState = 'cleared') {
  let clock = new Date('2026-04-01T16:00:00Z');
  const store = new MemoryLetterStore();
  const objects = new Map<string, Uint8Array>();
  const auditStore = new MemoryAuditStore();
  const mail: Email[] = [];
  const timeline: string[] = [];
  const matters = new Map<string, MatterRecord>();
  const filed: string[] = [];
  const landings: string[] = [];
  const lead = {
    id: 'lead-1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@client.example',
    language: 'en' as const,
    conflictState,
  };
  const deps: LetterDependencies & LandingDependencies = {
    store,
    objects: {
      async put(key, bytes) {
        objects.set(key, bytes);
        return { eTag: sha256Hex(bytes).slice(0, 32) };
      },
      async get(key) {
        return objects.get(key)!;
      },
      link: async (key, fileName) => `https://bucket.example/${key}?as=${fileName}`,
    },
    pdfs: {
      renderLetter: async (input) => utf8(`%PDF letter ${input.letterId}\n${input.bodyMarkdown}`),
      renderConsent: async (input) => utf8(`%PDF consent ${input.accessWord}`),
      pageCount: async () => 3,
      signed: async (sent, stamps, certificate) =>
        utf8(
          `${new TextDecoder().decode(sent)}\nsigned by ${stamps.map((s) => s.typedName).join(', ')}\n${certificate.events.length} events`,
        ),
    },
    sealer: { seal: async (pdf) => utf8(`${new TextDecoder().decode(pdf)}\nsealed`) },
    cases: {
      lead: async (id) => (id === lead.id ? lead : undefined),
      matter: async (id) => matters.get(id),
      staffName: async (email) => (email === 'eleanor@firm.example' ? 'Eleanor Brandt' : undefined),
      createMatter: async (matter) => {
        if (matters.has(matter.id)) return false;
        matters.set(matter.id, matter);
        return true;
      },
    },
    files: {
      clientFolder: async (_actor, name) => ({ id: `folder-${name}`, name }),
      addSealed: async ({ name }) => {
        filed.push(name);
        return { documentId: `doc-${filed.length}`, storedName: name };
      },
    },
    timeline: async (_caseId, event) => {
      timeline.push(event.text);
    },
    startLanding: async (letterId) => {
      landings.push(letterId);
    },
    rateLimiter: new MemoryRateLimiter(),
    sendMail: async (email) => {
      mail.push(email);
    },
    tokenKey: async () => new Uint8Array(32).fill(7),
    codeKey: async () => new Uint8Array(32).fill(9),
    audit: createAuditLog(auditStore, { now: () => clock, log: SILENT_LOG }),
    siteUrl: 'https://firm.example',
    now: () => clock,
    timeZone: async () => 'America/Los_Angeles',
    log: SILENT_LOG,
  };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const actions = () => auditStore.entries.map((entry) => entry.action);
  return { deps, store, objects, mail, timeline, matters, filed, landings, advance, actions, lead };
}

const FEE_TEMPLATE = SAMPLE_TEMPLATES[0]!;

function draft(overrides: Partial<LetterDraftInput> = {}): LetterDraftInput {
  return {
    caseId: 'lead-1',
    templateId: FEE_TEMPLATE.id,
    templateVersion: 1,
    signers: [{ name: 'Ana Ruiz', email: 'Ana@Client.example', role: 'client' }],
    expiresOn: '2026-04-15',
    clientAddress: '12 Pine St, Seattle, WA 98101',
    matter: {
      claimType: 'Car crash',
      responsibleAttorney: 'eleanor@firm.example',
      facts: { incidentDate: '2026-02-01', defendantKind: 'private' },
    },
    ...overrides,
  };
}

const tokenIn = (email: Email) => /\/sign#([A-Za-z0-9_-]+)/.exec(email.text)![1]!;
const codeIn = (email: Email) => /Your code is (\d{6})/.exec(email.text)![1]!;

async function sent(env: ReturnType<typeof setUp>, overrides: Partial<LetterDraftInput> = {}) {
  await listLetterTemplates(staff, {}, env.deps);
  const letter = await sendLetter(staff, { input: draft(overrides) }, env.deps);
  const link = env.mail.find((email) => email.subject.includes('please sign'))!;
  return { letter, token: tokenIn(link) };
}

/** Consent and the code: the signer may sign next. */
async function verified(env: ReturnType<typeof setUp>, token: string) {
  const letter = [...(await env.store.lettersOfCase('lead-1')).items][0]!;
  const word = letter.signers.find(
    (signer) => signer.state === 'waiting' || signer.state === 'consented',
  )!.accessWord;
  await giveSigningConsent(
    visitor,
    { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord: word.toUpperCase() },
    env.deps,
  );
  await sendSigningCode(visitor, { token }, env.deps);
  const code = codeIn(env.mail.at(-1)!);
  return checkSigningCode(visitor, { token, code: `${code.slice(0, 3)} ${code.slice(3)}` }, env.deps);
}

describe('letter templates', () => {
  it('are made from the samples on first use, in English and Spanish, the fee agreement with its terms', async () => {
    const env = setUp();
    const page = await listLetterTemplates(staff, {}, env.deps);
    expect(page.items.map((template) => [template.kind, template.language])).toEqual(
      expect.arrayContaining([
        ['contingency-fee', 'en'],
        ['contingency-fee', 'es'],
        ['medical-authorization', 'en'],
      ]),
    );
    expect(
      page.items.find((template) => template.kind === 'contingency-fee')?.feeTerms?.percentAfterSuit,
    ).toBe(38);
  });

  it('save a new version each time, refuse a save over a newer one, unknown merge fields and a fee agreement without terms', async () => {
    const env = setUp();
    const input = {
      name: 'Fee',
      kind: 'contingency-fee',
      language: 'en',
      body: 'Hello {{client.name}}',
      feeTerms: {
        percentBeforeSuit: 30,
        percentAfterSuit: 35,
        percentAtTrial: 40,
        expensesDeducted: 'after-fee',
        owedIfNoRecovery: 'expenses',
      },
    };
    const first = await saveLetterTemplate(admin, { input }, env.deps);
    const second = await saveLetterTemplate(
      admin,
      { input: { ...input, id: first.id, baseVersion: 1 } },
      env.deps,
    );
    expect(second.version).toBe(2);
    await expect(
      saveLetterTemplate(admin, { input: { ...input, id: first.id, baseVersion: 1 } }, env.deps),
    ).rejects.toThrow(LETTER_MESSAGES.templateChanged);
    await expect(
      saveLetterTemplate(
        admin,
        { input: { ...input, body: 'Hi {{client.nickname}} {{fees.bonus}}' } },
        env.deps,
      ),
    ).rejects.toThrow(LETTER_MESSAGES.unknownMergeFields(['client.nickname', 'fees.bonus']));
    await expect(
      saveLetterTemplate(admin, { input: { ...input, feeTerms: null } }, env.deps),
    ).rejects.toThrow(LETTER_MESSAGES.feeTermsRequired);
    await expect(
      saveLetterTemplate(
        admin,
        { input: { ...input, feeTerms: { ...input.feeTerms, percentAtTrial: 40.125 } } },
        env.deps,
      ),
    ).rejects.toThrow(LETTER_MESSAGES.percentInvalid);
    expect(env.actions().filter((action) => action === 'letter-templates.saved')).toHaveLength(2);
  });
});

describe('sending', () => {
  it('is refused while the lead’s conflict check is not cleared, saying why', async () => {
    for (const state of ['pending', 'possible', 'flagged', 'declined'] as const) {
      const env = setUp(state);
      await listLetterTemplates(staff, {}, env.deps);
      await expect(sendLetter(staff, { input: draft() }, env.deps)).rejects.toThrow(
        LETTER_MESSAGES.notCleared,
      );
      expect(env.mail).toHaveLength(0);
    }
  });

  it('refuses a template saved since the preview, and an expiry outside 1 to 60 days', async () => {
    const env = setUp();
    await listLetterTemplates(staff, {}, env.deps);
    await expect(sendLetter(staff, { input: draft({ templateVersion: 2 }) }, env.deps)).rejects.toThrow(
      LETTER_MESSAGES.versionChanged,
    );
    await expect(sendLetter(staff, { input: draft({ expiresOn: '2026-04-01' }) }, env.deps)).rejects.toThrow(
      LETTER_MESSAGES.expiryInvalid,
    );
    await expect(sendLetter(staff, { input: draft({ expiresOn: '2026-06-01' }) }, env.deps)).rejects.toThrow(
      LETTER_MESSAGES.expiryInvalid,
    );
  });

  it('mails each signer a link in the fragment, keeps only its hash, fills the merge fields and audits', async () => {
    const env = setUp();
    const { letter, token } = await sent(env);
    expect(letter.status).toBe('sent');
    expect(env.mail[0]!.to).toBe('ana@client.example');
    expect(env.mail[0]!.text).toContain(`https://firm.example/sign#${token}`);
    const stored = (await env.store.getLetter(letter.id))!;
    expect(JSON.stringify(stored)).not.toContain(token);
    const pdf = new TextDecoder().decode(env.objects.get(stored.sentKey));
    expect(pdf).toContain('Ana Ruiz');
    expect(pdf).toContain('33\\.33%');
    expect(pdf).toContain('Eleanor Brandt');
    expect(stored.sentSha256).toBe(sha256Hex(env.objects.get(stored.sentKey)!));
    expect(env.actions()).toContain('letters.sent');
    expect(env.timeline[0]).toContain('sent for signature to Ana Ruiz');
  });
});

describe('the signing page', () => {
  it('answers a wrong, revoked or unknown link alike, and an expired one with its own answer', async () => {
    const env = setUp();
    const { letter, token } = await sent(env);
    await expect(signingPage(visitor, { token: 'x'.repeat(43) }, env.deps)).rejects.toThrow(
      SIGNING_NOT_FOUND,
    );
    await expect(signingPage(visitor, { token: '' }, env.deps)).rejects.toThrow(SIGNING_NOT_FOUND);
    expect((await signingPage(visitor, { token }, env.deps)).status).toBe('open');
    env.advance(15 * DAY);
    const expired = await signingPage(visitor, { token }, env.deps);
    expect(expired).toMatchObject({ status: 'expired', consentPdfUrl: '' });
    await expect(
      giveSigningConsent(
        visitor,
        { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord: 'x' },
        env.deps,
      ),
    ).rejects.toThrow(SIGNING_MESSAGES.en.expired);
    const second = setUp();
    const { letter: other, token: otherToken } = await sent(second);
    await revokeLetter(staff, { id: other.id, version: other.version, reason: 'Wrong client' }, second.deps);
    await expect(signingPage(visitor, { token: otherToken }, second.deps)).rejects.toThrow(SIGNING_NOT_FOUND);
    expect(letter.id).not.toBe(other.id);
  });

  it('holds the order: no code before consent, no signature before consent or before the code', async () => {
    const env = setUp();
    const { token } = await sent(env);
    await expect(signLetter(visitor, { token, typedName: 'Ana Ruiz' }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.consentFirst,
    );
    await expect(sendSigningCode(visitor, { token }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.consentFirst,
    );
    await expect(
      giveSigningConsent(
        visitor,
        { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord: 'wrong' },
        env.deps,
      ),
    ).rejects.toThrow(SIGNING_MESSAGES.en.wrongAccessWord);
    await expect(
      giveSigningConsent(visitor, { token, consentVersion: '2000-01-01', accessWord: 'x' }, env.deps),
    ).rejects.toThrow(SIGNING_MESSAGES.en.consentVersionChanged);
    const word = (await env.store.lettersOfCase('lead-1')).items[0]!.signers[0]!.accessWord;
    const consented = await giveSigningConsent(
      visitor,
      { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord: ` ${word} ` },
      env.deps,
    );
    expect(consented).toMatchObject({ consented: true, identityVerified: false });
    expect(consented.documentUrl).toBeUndefined();
    await expect(signLetter(visitor, { token, typedName: 'Ana Ruiz' }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.codeFirst,
    );
  });

  it('mails a link at most its codes a day, and tells a network that tries too many links to wait', async () => {
    const env = setUp();
    const { token } = await sent(env);
    const [letter] = (await env.store.lettersOfCase('lead-1')).items;
    const accessWord = letter!.signers[0]!.accessWord;
    await giveSigningConsent(
      visitor,
      { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord },
      env.deps,
    );
    for (let sentCodes = 0; sentCodes < SIGNING_CODES_PER_LINK_PER_DAY; sentCodes += 1)
      await sendSigningCode(visitor, { token }, env.deps);
    await expect(sendSigningCode(visitor, { token }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.tooManyCodes,
    );
    env.advance(DAY + 60_000);
    expect((await sendSigningCode(visitor, { token }, env.deps)).codeSent).toBe(true);

    // Guessing links from one network: every answer is NotFound until the network must wait, whatever the
    // link (a real one included); another network is not held up.
    const guesser: Visitor = { kind: 'visitor', sourceIp: '203.0.113.9' };
    for (let guess = 0; guess < SIGNING_CHECKS_PER_NETWORK_PER_HOUR; guess += 1)
      await expect(signingPage(guesser, { token: `guess-${guess}` }, env.deps)).rejects.toThrow(
        SIGNING_NOT_FOUND,
      );
    await expect(signingPage(guesser, { token }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.tooManyRequests,
    );
    expect((await signingPage(visitor, { token }, env.deps)).status).toBe('open');
  });

  it('counts a wrong code, voids it after the last try, and lets a new one through', async () => {
    const env = setUp();
    const { token } = await sent(env);
    const word = (await env.store.lettersOfCase('lead-1')).items[0]!.signers[0]!.accessWord;
    await giveSigningConsent(
      visitor,
      { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord: word },
      env.deps,
    );
    await sendSigningCode(visitor, { token }, env.deps);
    const code = codeIn(env.mail.at(-1)!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < SIGNING_CODE_TRIES; attempt += 1) {
      await expect(checkSigningCode(visitor, { token, code: wrong }, env.deps)).rejects.toThrow(
        SIGNING_MESSAGES.en.codeWrong,
      );
    }
    await expect(checkSigningCode(visitor, { token, code: wrong }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.codeUsedUp,
    );
    await expect(checkSigningCode(visitor, { token, code }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.codeUsedUp,
    );
    const letter = (await env.store.lettersOfCase('lead-1')).items[0]!;
    expect(letter.events.filter((event) => event.kind === 'code-failed')).toHaveLength(SIGNING_CODE_TRIES);
    expect(letter.events.at(-1)).toMatchObject({ network: '198.51.100.7', browser: 'Phone browser' });
    await sendSigningCode(visitor, { token }, env.deps);
    const page = await checkSigningCode(visitor, { token, code: codeIn(env.mail.at(-1)!) }, env.deps);
    expect(page).toMatchObject({ identityVerified: true, pageCount: 3 });
  });

  it('needs the signer’s own name; the last signature hands the letter to the sealing job', async () => {
    const env = setUp();
    const { token } = await sent(env);
    await verified(env, token);
    await expect(signLetter(visitor, { token, typedName: 'Ana R.' }, env.deps)).rejects.toThrow(
      SIGNING_MESSAGES.en.nameMismatch,
    );
    await expect(
      signLetter(
        visitor,
        { token, typedName: 'ana  ruiz', drawnSignature: 'data:image/png;base64,AAAA' },
        env.deps,
      ),
    ).rejects.toThrow(SIGNING_MESSAGES.en.drawnInvalid);
    const page = await signLetter(visitor, { token, typedName: '  ana  RUIZ ' }, env.deps);
    expect(page.status).toBe('signed');
    expect(env.landings).toHaveLength(1);
  });
});

describe('landing and the seal', () => {
  it('seals, files in the client’s folder, tells the attorney, opens the matter; the seal check knows only its hash', async () => {
    const env = setUp();
    const { letter, token } = await sent(env);
    await verified(env, token);
    await signLetter(visitor, { token, typedName: 'Ana Ruiz' }, env.deps);
    await landLetter({ letterId: letter.id }, env.deps);
    const landed = (await env.store.getLetter(letter.id))!;
    expect(landed).toMatchObject({ state: 'signed', documentId: 'doc-1' });
    expect(env.filed).toEqual(['Contingency fee agreement - Ana Ruiz (signed).pdf']);
    expect(
      env.mail.some((email) => email.to === 'eleanor@firm.example' && email.subject.startsWith('Signed:')),
    ).toBe(true);
    expect(env.matters.get('lead-1')).toMatchObject({
      claimType: 'Car crash',
      responsibleAttorney: 'eleanor@firm.example',
      phase: 'intake',
    });
    expect(await checkSeal(visitor, { sha256: landed.sealedSha256!.toUpperCase() }, env.deps)).toMatchObject({
      result: 'sealed',
      stage: 'signed',
    });
    expect(await checkSeal(visitor, { sha256: 'f'.repeat(64) }, env.deps)).toEqual({ result: 'unknown' });
    const recorded = await countersignLetter(admin, { id: letter.id, version: landed.version }, env.deps);
    // Recorded at once; sealed again by the job, which alone holds the key.
    expect(recorded.status).toBe('signed');
    expect(env.landings.at(-1)).toBe(letter.id);
    await landLetter({ letterId: letter.id }, env.deps);
    const countersigned = (await env.store.getLetter(letter.id))!;
    expect(countersigned).toMatchObject({ state: 'countersigned', countersignedBy: admin.user.email });
    expect(countersigned.events.at(-1)).toMatchObject({ kind: 'countersigned', network: admin.sourceIp });
    expect(await checkSeal(visitor, { sha256: countersigned.sealedSha256! }, env.deps)).toMatchObject({
      stage: 'countersigned',
    });
    await landLetter({ letterId: letter.id }, env.deps);
    expect(env.filed).toHaveLength(2);
  });

  it('a decline closes the letter and tells the firm', async () => {
    const env = setUp();
    const { letter, token } = await sent(env);
    await declineLetter(visitor, { token, reason: 'I want to think about it.' }, env.deps);
    expect((await env.store.getLetter(letter.id))!.state).toBe('declined');
    expect(env.mail.at(-1)!.subject).toBe('Declined: Contingency fee agreement, Ana Ruiz');
    await expect(signingPage(visitor, { token }, env.deps)).resolves.toMatchObject({ status: 'declined' });
  });
});

describe('the sweeper', () => {
  it('reminds unsigned signers 2 and 5 days after sending, once each however often it runs, then records the expiry', async () => {
    const env = setUp();
    await sent(env, { expiresOn: '2026-04-10' });
    const reminders = () => env.mail.filter((email) => email.subject.startsWith('Reminder:'));
    await sweepLetters(env.deps);
    expect(reminders()).toHaveLength(0);
    env.advance(2 * DAY);
    await sweepLetters(env.deps);
    await sweepLetters(env.deps);
    expect(reminders()).toHaveLength(1);
    env.advance(3 * DAY);
    await Promise.all([sweepLetters(env.deps), sweepLetters(env.deps)]);
    expect(reminders()).toHaveLength(2);
    env.advance(10 * DAY);
    await sweepLetters(env.deps);
    await sweepLetters(env.deps);
    expect(reminders()).toHaveLength(2);
    expect(env.actions().filter((action) => action === 'letters.expired')).toHaveLength(1);
    expect(env.timeline.at(-1)).toContain('expired unsigned');
  });
});
