/**
 * Engagement letters against the real local stack (AppSync, dynalite, s3rver, the local SES, the sealing
 * job): a letter is refused while the lead's conflict check is not cleared; the signing page answers wrong,
 * revoked and unknown links alike and an expired one on its own; it refuses a signature before consent and
 * before the code, counts wrong codes; the last signature seals the letter (pdfsig: valid over the whole
 * file; pdftotext: the client's name, the percentages and the certificate), files it in the client's folder,
 * mails the attorney and opens the matter; the seal check knows the sealed PDF's hash and not a changed
 * byte's; reminders go 2 and 5 days after sending, once each, with the clock moved.
 */
import { describe, expect, it } from 'vitest';
import { productClock } from '../../../adapters/clock';
import {
  CasePartiesDocument,
  DecideConflictCheckDocument,
  AddPartyDocument,
} from '../../../contract/graphql/conflicts.generated';
import {
  LetterDownloadDocument,
  LetterDocument,
  LetterTemplatesDocument,
  RevokeLetterDocument,
  SaveLetterTemplateDocument,
  SendLetterDocument,
  PreviewLetterDocument,
  CountersignLetterDocument,
  type LetterDraftInput,
} from '../../../contract/graphql/letters.generated';
import { MatterDocument } from '../../../contract/graphql/matters.generated';
import {
  CheckSealDocument,
  CheckSigningCodeDocument,
  GiveSigningConsentDocument,
  SendSigningCodeDocument,
  SignLetterDocument,
  SigningPageDocument,
} from '../../../contract/graphql/signing.generated';
import {
  LETTER_MESSAGES,
  SIGNING_CODE_TRIES,
  SIGNING_CONSENT_VERSION,
  SIGNING_MESSAGES,
} from '../../../contract/letters';
import { DEFAULT_FIRM_SETTINGS } from '../../../contract/firm-settings';
import { sha256Hex } from '../../../domain/letters/shared';
import { civilDateAfter } from '../../../domain/matters/reminders';
import { civilDateOf } from '../../../domain/settings/business-time';
import { SIGNING_NOT_FOUND } from '../../../domain/letters/signing';
import { letterStore } from '../../../adapters/dynamodb/letters';
import { createAccount, errorOf, signIn } from '../../../testing/auth-test-helpers';
import { pdfSignatureReport, pdfText } from '../../../testing/pdf-tools';
import { TEST_ADMIN, dataOf } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import { postConsultation, solvedBotCheck } from '../consultations/consultation-client';
import { randomUUID } from 'node:crypto';

const stack = useTestStack({ testHooks: true });
const DAY_MINUTES = 24 * 60;
const SCHEDULE = 'ConsultationNoticeSweeper';
let visitor = 0;

async function submitLead(firstName = 'Maribel', lastName = `Quintero${randomUUID().slice(0, 6)}`) {
  visitor += 1;
  const from = `127.83.0.${visitor}`;
  const tag = randomUUID().slice(0, 8);
  const answer = await postConsultation(
    stack.url,
    {
      firstName,
      lastName,
      email: `client-${tag}@example.com`,
      phone: `(206) 555-01${String(visitor).padStart(2, '0')}`,
      typeOfClient: 'Yes, I am a potential new client',
      message: 'I was hurt in a crash.',
      idempotencyKey: randomUUID(),
      botCheck: await solvedBotCheck(stack.url, from),
    },
    from,
  );
  if (!answer.consultation) throw new Error(`submit failed: ${answer.errorMessage}`);
  return {
    id: answer.consultation._id,
    name: `${firstName} ${lastName}`,
    email: `client-${tag}@example.com`,
  };
}

async function checkOf(caseId: string, token: string) {
  return dataOf((await stack.graphql(CasePartiesDocument, { caseId }, token)).body).caseParties.check;
}

/** A lead whose check cleared (a person clears a possible conflict). */
async function clearedLead(token: string) {
  const lead = await submitLead();
  await expect
    .poll(async () => (await checkOf(lead.id, token)).state, { timeout: 10_000 })
    .not.toBe('pending');
  const check = await checkOf(lead.id, token);
  if (check.state === 'possible') {
    const decided = await stack.graphql(
      DecideConflictCheckDocument,
      { caseId: lead.id, outcome: 'cleared', reason: 'A different person.', checkedAt: check.checkedAt! },
      token,
    );
    expect(errorOf(decided.body)).toBeUndefined();
  }
  return lead;
}

const today = () => civilDateOf(productClock(), DEFAULT_FIRM_SETTINGS.timeZone);

async function feeTemplate(token: string) {
  const templates = dataOf((await stack.graphql(LetterTemplatesDocument, {}, token)).body).letterTemplates
    .items;
  return templates.find((template) => template.kind === 'contingency-fee' && template.language === 'en')!;
}

async function draftFor(
  lead: { id: string; name: string; email: string },
  token: string,
  attorney: string,
): Promise<LetterDraftInput> {
  const template = await feeTemplate(token);
  return {
    caseId: lead.id,
    templateId: template.id,
    templateVersion: template.version,
    signers: [{ name: lead.name, email: lead.email, role: 'client' }],
    expiresOn: civilDateAfter(today(), 14),
    clientAddress: '4410 Rainier Ave S, Seattle, WA 98118',
    matter: {
      claimType: 'Car crash',
      responsibleAttorney: attorney,
      facts: { incidentDate: civilDateAfter(today(), -30), defendantKind: 'private' },
    },
  };
}

async function mailsTo(to: string, subject: RegExp) {
  return (await stack.emails()).filter(
    (mail) => mail.destination.to.includes(to) && subject.test(mail.subject),
  );
}

async function linkTokenFor(email: string) {
  const [mail] = await mailsTo(email, /please sign/);
  return /\/sign#([A-Za-z0-9_-]+)/.exec(mail!.body.text ?? '')![1]!;
}

const page = (token: string) => stack.graphql(SigningPageDocument, { token }, '');

/** The signer's access word, as the consent PDF prints it (read here from the store the PDF was made from). */
async function accessWordOf(letterId: string) {
  return (await letterStore.getLetter(letterId))!.signers[0]!.accessWord;
}

async function consentAndCode(letterId: string, email: string, token: string) {
  const consented = await stack.graphql(
    GiveSigningConsentDocument,
    { token, consentVersion: SIGNING_CONSENT_VERSION, accessWord: await accessWordOf(letterId) },
    '',
  );
  expect(errorOf(consented.body)).toBeUndefined();
  expect(errorOf((await stack.graphql(SendSigningCodeDocument, { token }, '')).body)).toBeUndefined();
  const [mail] = (await mailsTo(email, /signing code/)).slice(-1);
  return /Your code is (\d{6})/.exec(mail!.body.text ?? '')![1]!;
}

async function download(url: string) {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

describe('engagement letters', () => {
  it('are refused while the conflict check is not cleared, with the reason', async () => {
    const token = await signIn(stack, TEST_ADMIN);
    const first = await clearedLead(token);
    await stack.graphql(
      AddPartyDocument,
      { caseId: first.id, party: { kind: 'person', name: 'Octavio Wolanski', role: 'adverse-driver' } },
      token,
    );
    // The caller is the other driver of the first lead: a possible conflict until a person clears it.
    const second = await submitLead('Octavio', 'Wolanski');
    await expect
      .poll(async () => (await checkOf(second.id, token)).state, { timeout: 10_000 })
      .toBe('possible');
    const input = await draftFor(second, token, TEST_ADMIN.email);
    const previewed = await stack.graphql(PreviewLetterDocument, { input }, token);
    expect(errorOf(previewed.body)).toBe(LETTER_MESSAGES.notCleared);
    const sent = await stack.graphql(SendLetterDocument, { input }, token);
    expect(errorOf(sent.body)).toBe(LETTER_MESSAGES.notCleared);
    expect(await mailsTo(second.email, /please sign/)).toHaveLength(0);
  });

  it('refuses template saves to anyone but an administrator, and unknown merge fields', async () => {
    const staff = await createAccount();
    const staffToken = await signIn(stack, staff);
    const adminToken = await signIn(stack, TEST_ADMIN);
    const input = { name: 'Short letter', kind: 'other', language: 'en', body: 'Dear {{client.name}}' };
    expect(
      errorOf((await stack.graphql(SaveLetterTemplateDocument, { input }, staffToken)).body),
    ).toBeDefined();
    const unknown = await stack.graphql(
      SaveLetterTemplateDocument,
      { input: { ...input, body: 'Dear {{client.nickname}}' } },
      adminToken,
    );
    expect(errorOf(unknown.body)).toBe(LETTER_MESSAGES.unknownMergeFields(['client.nickname']));
    const saved = dataOf((await stack.graphql(SaveLetterTemplateDocument, { input }, adminToken)).body);
    expect(saved.saveLetterTemplate).toMatchObject({ version: 1, savedBy: TEST_ADMIN.email, retired: false });
  });

  it('go through consent, the code and the signature; the sealed PDF proves itself and lands', async () => {
    const attorney = await createAccount();
    const token = await signIn(stack, TEST_ADMIN);
    const lead = await clearedLead(token);
    const input = await draftFor(lead, token, attorney.email);
    const preview = dataOf((await stack.graphql(PreviewLetterDocument, { input }, token)).body).previewLetter;
    expect(preview.pageCount).toBeGreaterThan(0);
    expect(sha256Hex(await download(preview.url))).toBe(preview.sha256);
    const letter = dataOf((await stack.graphql(SendLetterDocument, { input }, token)).body).sendLetter;
    expect(letter).toMatchObject({ status: 'sent', caseId: lead.id, templateVersion: input.templateVersion });
    const link = await linkTokenFor(lead.email);

    // 404 alike for a wrong or unknown link.
    for (const wrong of ['x'.repeat(43), `${link.slice(0, -1)}A`, '']) {
      expect(errorOf((await page(wrong)).body)).toBe(SIGNING_NOT_FOUND);
    }
    const opened = dataOf((await page(link)).body).signingPage;
    expect(opened).toMatchObject({
      status: 'open',
      consented: false,
      identityVerified: false,
      signerName: lead.name,
    });
    expect(opened.documentUrl).toBeNull();

    // The order is the server's: no signature before consent, none before the code.
    const early = await stack.graphql(SignLetterDocument, { token: link, typedName: lead.name }, '');
    expect(errorOf(early.body)).toBe(SIGNING_MESSAGES.en.consentFirst);
    const code = await consentAndCode(letter.id, lead.email, link);
    const beforeCode = await stack.graphql(SignLetterDocument, { token: link, typedName: lead.name }, '');
    expect(errorOf(beforeCode.body)).toBe(SIGNING_MESSAGES.en.codeFirst);

    // A wrong code is counted.
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await stack.graphql(CheckSigningCodeDocument, { token: link, code: wrong }, '');
    expect(errorOf(refused.body)).toBe(SIGNING_MESSAGES.en.codeWrong);
    const counted = (await letterStore.getLetter(letter.id))!;
    expect(counted.signers[0]!.codeTries).toBe(1);
    expect(counted.events.at(-1)).toMatchObject({
      kind: 'code-failed',
      note: `try 1 of ${SIGNING_CODE_TRIES}`,
    });

    const verified = dataOf((await stack.graphql(CheckSigningCodeDocument, { token: link, code }, '')).body);
    expect(verified.checkSigningCode).toMatchObject({ identityVerified: true });
    expect(verified.checkSigningCode.documentUrl).toBeTruthy();
    const mismatch = await stack.graphql(SignLetterDocument, { token: link, typedName: 'Someone Else' }, '');
    expect(errorOf(mismatch.body)).toBe(SIGNING_MESSAGES.en.nameMismatch);
    const signed = await stack.graphql(
      SignLetterDocument,
      { token: link, typedName: lead.name.toUpperCase() },
      '',
    );
    expect(dataOf(signed.body).signLetter.status).toBe('signed');

    // The sealing job lands it: sealed, filed, the attorney told, the matter opened.
    await expect
      .poll(
        async () =>
          dataOf((await stack.graphql(LetterDocument, { id: letter.id }, token)).body).letter.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('signed');
    const landed = dataOf((await stack.graphql(LetterDocument, { id: letter.id }, token)).body).letter;
    expect(landed.documentId).toBeTruthy();
    expect(landed.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining([
        'sent',
        'opened',
        'consented',
        'code-sent',
        'code-failed',
        'identity-verified',
        'signed',
      ]),
    );
    expect(landed.events.find((event) => event.kind === 'signed')).toMatchObject({ by: lead.email });
    expect(landed.events.find((event) => event.kind === 'signed')?.network).toBeTruthy();
    expect(await mailsTo(attorney.email, /^Signed: /)).toHaveLength(1);
    const matter = dataOf((await stack.graphql(MatterDocument, { id: lead.id }, token)).body).matter;
    expect(matter).toMatchObject({
      claimType: 'Car crash',
      responsibleAttorney: attorney.email,
      phase: 'intake',
    });

    const sealedLink = dataOf(
      (await stack.graphql(LetterDownloadDocument, { id: letter.id, which: 'sealed' }, token)).body,
    ).letterDownload;
    const sealed = await download(sealedLink.url);
    expect(sha256Hex(sealed)).toBe(landed.sealedSha256);
    const report = await pdfSignatureReport(sealed);
    expect(report).toMatch(/Signature Validation: Signature is Valid/);
    expect(report).toMatch(/The signature form covers the entire document|Total document signed/);
    const text = await pdfText(sealed);
    expect(text).toContain(lead.name);
    for (const percent of ['33.33%', '38%', '40%']) expect(text).toContain(percent);
    expect(text).toContain('Signing certificate');

    const ours = dataOf((await stack.graphql(CheckSealDocument, { sha256: landed.sealedSha256! }, '')).body);
    expect(ours.checkSeal).toMatchObject({ result: 'sealed', stage: 'signed' });
    const changed = Uint8Array.from(sealed);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    const altered = dataOf((await stack.graphql(CheckSealDocument, { sha256: sha256Hex(changed) }, '')).body);
    expect(altered.checkSeal).toEqual({ result: 'unknown', sealedAt: null, stage: null });

    const countersigned = await stack.graphql(
      CountersignLetterDocument,
      { id: letter.id, version: landed.version },
      await signIn(stack, attorney),
    );
    expect(dataOf(countersigned.body).countersignLetter.status).toBe('signed');
    await expect
      .poll(
        async () =>
          dataOf((await stack.graphql(LetterDocument, { id: letter.id }, token)).body).letter.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('countersigned');
    const again = dataOf((await stack.graphql(LetterDocument, { id: letter.id }, token)).body).letter;
    expect(again.sealedSha256).not.toBe(landed.sealedSha256);
    const resealed = dataOf(
      (await stack.graphql(CheckSealDocument, { sha256: again.sealedSha256! }, '')).body,
    );
    expect(resealed.checkSeal).toMatchObject({ result: 'sealed', stage: 'countersigned' });
    // The signed PDF stays what it was: its hash is still the firm's.
    expect(
      dataOf((await stack.graphql(CheckSealDocument, { sha256: landed.sealedSha256! }, '')).body).checkSeal
        .stage,
    ).toBe('signed');
  });

  it('answer a revoked link as an unknown one, and an expired one on its own', async () => {
    const token = await signIn(stack, TEST_ADMIN);
    const lead = await clearedLead(token);
    const input = await draftFor(lead, token, TEST_ADMIN.email);
    const letter = dataOf((await stack.graphql(SendLetterDocument, { input }, token)).body).sendLetter;
    const link = await linkTokenFor(lead.email);
    const revoked = await stack.graphql(
      RevokeLetterDocument,
      { id: letter.id, version: letter.version, reason: 'Wrong template' },
      token,
    );
    expect(dataOf(revoked.body).revokeLetter.status).toBe('revoked');
    expect(errorOf((await page(link)).body)).toBe(SIGNING_NOT_FOUND);

    const other = await clearedLead(token);
    const short = {
      ...(await draftFor(other, token, TEST_ADMIN.email)),
      expiresOn: civilDateAfter(today(), 1),
    };
    dataOf((await stack.graphql(SendLetterDocument, { input: short }, token)).body);
    const otherLink = await linkTokenFor(other.email);
    stack.moveClock(3 * DAY_MINUTES);
    expect(dataOf((await page(otherLink)).body).signingPage).toMatchObject({
      status: 'expired',
      consentPdfUrl: '',
    });
    const late = await stack.graphql(
      GiveSigningConsentDocument,
      { token: otherLink, consentVersion: SIGNING_CONSENT_VERSION, accessWord: 'maple' },
      '',
    );
    expect(errorOf(late.body)).toBe(SIGNING_MESSAGES.en.expired);
  });

  it('remind the signer 2 and 5 days after sending, once each however often the sweeper runs', async () => {
    const token = await signIn(stack, TEST_ADMIN);
    const lead = await clearedLead(token);
    const input = {
      ...(await draftFor(lead, token, TEST_ADMIN.email)),
      expiresOn: civilDateAfter(today(), 20),
    };
    dataOf((await stack.graphql(SendLetterDocument, { input }, token)).body);
    const reminders = () => mailsTo(lead.email, /^Reminder: /);
    await stack.runSchedule(SCHEDULE);
    expect(await reminders()).toHaveLength(0);
    stack.moveClock(2 * DAY_MINUTES + 1);
    await stack.runSchedule(SCHEDULE);
    await stack.runSchedule(SCHEDULE);
    expect(await reminders()).toHaveLength(1);
    stack.moveClock(3 * DAY_MINUTES);
    await stack.runSchedule(SCHEDULE);
    await stack.runSchedule(SCHEDULE);
    expect(await reminders()).toHaveLength(2);
    // A reminder points to the first email: the link's token was only ever in that one.
    expect((await reminders())[0]!.body.text).toContain('still waiting for your signature');
    expect((await reminders())[0]!.body.text).not.toMatch(/\/sign#/);
  });
});
