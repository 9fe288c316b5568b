import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../adapters/dynamodb/client';
import { getConsultation } from '../../../adapters/dynamodb/consultations';
import { CONSULTATION_MESSAGES, CONSULTATION_RATE_LIMIT } from '../../../contract/consultation';
import { CONSULTATION_MESSAGES_ES } from '../../../contract/consultation.es';
import { FIRM_IDENTITY } from '../../../contract/firm';
import type { ConsultationData } from '../../../contract/operations';
import { useTestStack } from '../../../testing/use-test-stack';
import { postConsultation } from './consultation-client';

const stack = useTestStack();

let visitor = 0;
/** A distinct client address per test, so the per-IP throttle only bites where a test means it to. */
function nextVisitorIp(): string {
  visitor += 1;
  return `127.51.100.${visitor}`;
}

function request(overrides: Partial<ConsultationData> = {}): ConsultationData {
  return {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana.lopez@example.com',
    phone: '(206) 555-0199',
    typeOfClient: 'Yes, I am a potential new client',
    message: 'I was hurt in a crash on I-5 last month.',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** One request, sent by a visitor of its own. */
const submitAsNewVisitor = (overrides: Partial<ConsultationData> = {}) =>
  postConsultation(stack.url, request(overrides), nextVisitorIp());

async function storedCount(): Promise<number> {
  const { Count } = await documentClient().send(
    new ScanCommand({ TableName: tableName('consultations'), Select: 'COUNT', ConsistentRead: true }),
  );
  return Count ?? 0;
}

describe('consultationform', () => {
  it('stores a valid request and answers with the stored record', async () => {
    const answer = await submitAsNewVisitor({ firstName: '  Ana  Maria ' });
    expect(answer.errorMessage).toBeUndefined();
    const consultation = answer.consultation!;
    expect(consultation).toMatchObject({
      firstName: 'Ana Maria',
      lastName: 'Lopez',
      phone: '(206) 555-0199',
    });
    expect(consultation._id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(consultation.createdAt)).not.toBeNaN();

    const stored = await getConsultation(consultation._id);
    expect(stored).toMatchObject({ ...consultation, status: 'received', spam: false });
    expect(stored).not.toHaveProperty('sourceIp');
  });

  const tooLongName = 'x'.repeat(101);
  const badInputs: [string, Partial<ConsultationData>, string][] = [
    ['a blank first name', { firstName: '   ' }, CONSULTATION_MESSAGES.firstNameRequired],
    ['a blank last name', { lastName: '' }, CONSULTATION_MESSAGES.lastNameRequired],
    ['a first name over 100 characters', { firstName: tooLongName }, CONSULTATION_MESSAGES.firstNameTooLong],
    ['a last name over 100 characters', { lastName: tooLongName }, CONSULTATION_MESSAGES.lastNameTooLong],
    ['no email', { email: ' ' }, CONSULTATION_MESSAGES.emailRequired],
    ['an email without a domain', { email: 'ana@' }, CONSULTATION_MESSAGES.emailInvalid],
    [
      'an email with spaces',
      { email: 'ana lopez@example.com' },
      CONSULTATION_MESSAGES.emailForbiddenCharacters,
    ],
    [
      'an email carrying mailto: headers',
      { email: 'client@example.com?bcc=x%40evil.example&body=hi' },
      CONSULTATION_MESSAGES.emailForbiddenCharacters,
    ],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@x.com` },
      CONSULTATION_MESSAGES.emailTooLong,
    ],
    ['no phone', { phone: '' }, CONSULTATION_MESSAGES.phoneRequired],
    ['a phone with letters', { phone: '206-CALL-NOW' }, CONSULTATION_MESSAGES.phoneInvalid],
    ['a phone under 7 characters', { phone: '555-01' }, CONSULTATION_MESSAGES.phoneInvalid],
    ['a phone over 30 characters', { phone: '1'.repeat(31) }, CONSULTATION_MESSAGES.phoneInvalid],
    [
      'the placeholder as client type',
      { typeOfClient: 'Are you a new client?' },
      CONSULTATION_MESSAGES.clientTypeInvalid,
    ],
    ['an invented client type', { typeOfClient: 'Maybe' }, CONSULTATION_MESSAGES.clientTypeInvalid],
    ['a blank message', { message: ' \n ' }, CONSULTATION_MESSAGES.messageRequired],
    ['a message over 5,000 characters', { message: 'a'.repeat(5001) }, CONSULTATION_MESSAGES.messageTooLong],
    [
      'an oversized idempotency key',
      { idempotencyKey: 'k'.repeat(129) },
      CONSULTATION_MESSAGES.idempotencyKeyInvalid,
    ],
  ];

  it.each(badInputs)('refuses %s with its message and stores nothing', async (_, overrides, message) => {
    const before = await storedCount();
    const answer = await submitAsNewVisitor(overrides);
    expect(answer.consultation).toBeUndefined();
    expect(answer.errorMessage).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('stores the language: es for a Spanish request, en for an English one or one without a language', async () => {
    for (const [language, stored] of [
      ['es', 'es'],
      ['en', 'en'],
      [undefined, 'en'],
      [null, 'en'],
    ] as const) {
      const answer = await submitAsNewVisitor(language === undefined ? {} : { language });
      expect(answer.errorMessage).toBeUndefined();
      expect(await getConsultation(answer.consultation!._id)).toMatchObject({ language: stored });
    }
  });

  it.each<[string, Partial<ConsultationData>, string]>([
    ['a blank first name', { firstName: ' ' }, CONSULTATION_MESSAGES_ES.firstNameRequired],
    ['an email without a domain', { email: 'ana@' }, CONSULTATION_MESSAGES_ES.emailInvalid],
    ['an invented client type', { typeOfClient: 'Quizás' }, CONSULTATION_MESSAGES_ES.clientTypeInvalid],
    [
      'an oversized idempotency key',
      { idempotencyKey: 'k'.repeat(129) },
      CONSULTATION_MESSAGES_ES.idempotencyKeyInvalid,
    ],
  ])('answers a Spanish request with %s in Spanish and stores nothing', async (_, overrides, message) => {
    const before = await storedCount();
    const answer = await submitAsNewVisitor({ ...overrides, language: 'es' });
    expect(answer.errorMessage).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a language that is not en or es with a message naming it, and stores nothing', async () => {
    const before = await storedCount();
    for (const language of ['fr', 'ES', 'spanish']) {
      const answer = await submitAsNewVisitor({ language: language as never });
      expect(answer.consultation).toBeUndefined();
      expect(answer.errorMessage).toContain(`Value "${language}" does not exist in "Language" enum`);
    }
    expect(await storedCount()).toBe(before);
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    const answer = await submitAsNewVisitor({ message: 'a'.repeat(5000) });
    expect(answer.errorMessage).toBeUndefined();
    expect(answer.consultation?.message).toHaveLength(5000);
  });

  it('stores one record for a retried submission and answers both with it', async () => {
    const before = await storedCount();
    const retried = request();
    const ip = nextVisitorIp();
    const first = await postConsultation(stack.url, retried, ip);
    const second = await postConsultation(stack.url, retried, ip);
    expect(second.consultation).toEqual(first.consultation);
    expect(await storedCount()).toBe(before + 1);
  });

  it('stores one record when retries of one submission race', async () => {
    const before = await storedCount();
    const retried = request();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postConsultation(stack.url, retried, nextVisitorIp())),
    );
    const ids = new Set(answers.map((answer) => answer.consultation?._id));
    expect([...ids]).toHaveLength(1);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a reused key that carries different details', async () => {
    const ip = nextVisitorIp();
    const original = request();
    await postConsultation(stack.url, original, ip);
    const changed = await postConsultation(stack.url, { ...original, message: 'Something else' }, ip);
    expect(changed.errorMessage).toBe(CONSULTATION_MESSAGES.alreadyReceivedWithOtherDetails);
  });

  it('accepts a honeypot hit with the same-looking answer and stores it as spam', async () => {
    const answer = await submitAsNewVisitor({ website: 'https://cheap-pills.example' });
    expect(answer.errorMessage).toBeUndefined();
    expect(Object.keys(answer.consultation!).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'firstName', 'lastName', 'message', 'phone', 'typeOfClient'].sort(),
    );
    expect(await getConsultation(answer.consultation!._id)).toMatchObject({ spam: true, status: 'received' });
  });

  it(`refuses request ${CONSULTATION_RATE_LIMIT.limit + 1} from one IP with a message naming the phone`, async () => {
    const ip = nextVisitorIp();
    for (let i = 0; i < CONSULTATION_RATE_LIMIT.limit; i += 1) {
      expect((await postConsultation(stack.url, request(), ip)).errorMessage).toBeUndefined();
    }
    const before = await storedCount();
    const refused = await postConsultation(stack.url, request(), ip);
    expect(refused.consultation).toBeUndefined();
    expect(refused.errorMessage).toBe(CONSULTATION_MESSAGES.tooManyRequests);
    expect(refused.errorMessage).toContain(FIRM_IDENTITY.phoneDisplay);
    expect(await storedCount()).toBe(before);
    // Another visitor is not affected.
    expect((await submitAsNewVisitor()).errorMessage).toBeUndefined();
  });
});
