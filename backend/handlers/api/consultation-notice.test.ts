import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getConsultation } from '../../adapters/dynamodb/consultations';
import { CONSULTATION_MESSAGES } from '../../contract/consultation';
import { FIRM_IDENTITY } from '../../contract/firm';
import type { Consultation, ConsultationData } from '../../contract/operations';
import { UNKNOWN_CONSULTATION_MESSAGE } from '../../domain/consultations/deliver-notice';
import { withMailDown } from '../../testing/test-stack';
import { useTestStack } from '../../testing/use-test-stack';
import { postConsultation, postNotice } from '../graphql/consultations/consultation-client';
import { MISSING_ID_MESSAGE } from './consultation-notice';

const FIRM_INFO_EMAIL = 'intake@brandtokafor.example';

const stack = useTestStack({ firmInfoEmail: FIRM_INFO_EMAIL });

let visitor = 0;
async function storedRequest(overrides: Partial<ConsultationData> = {}): Promise<Consultation> {
  visitor += 1;
  const answer = await postConsultation(
    stack.url,
    {
      firstName: 'Sam',
      lastName: `Okoye-${randomUUID().slice(0, 8)}`,
      email: 'sam@example.com',
      phone: '+1 206.555.0100',
      typeOfClient: "No, I'm a current existing client",
      message: 'Following up on my case.',
      idempotencyKey: randomUUID(),
      ...overrides,
    },
    `127.0.113.${visitor}`,
  );
  if (!answer.consultation) throw new Error(`Not stored: ${answer.errorMessage}`);
  return answer.consultation;
}

async function noticesFor(consultation: Consultation) {
  return (await stack.emails()).filter((mail) => mail.subject.includes(consultation.lastName));
}

describe('POST /api/consultationform', () => {
  it('mails the firm a notice built from the stored record', async () => {
    const consultation = await storedRequest();
    const answer = await postNotice(stack.url, JSON.stringify({ id: consultation._id }));
    expect(answer).toEqual({ status: 200, body: { ok: true } });

    const [notice, ...others] = await noticesFor(consultation);
    expect(others).toEqual([]);
    expect(notice!.destination.to).toEqual([FIRM_INFO_EMAIL]);
    expect(notice!.subject).toBe(`New consultation request from Sam ${consultation.lastName}`);
    for (const value of ['+1 206.555.0100', 'sam@example.com', 'No, I&#39;m a current existing client']) {
      expect(notice!.body.html).toContain(value);
    }
    expect(notice!.body.text).toContain("New client?: No, I'm a current existing client");
    expect(notice!.body.text).toContain('Following up on my case.');
    expect((await getConsultation(consultation._id))?.status).toBe('notified');
  });

  it('escapes every value the visitor typed', async () => {
    const consultation = await storedRequest({
      firstName: '<b>Eve</b>',
      message: 'Hello <script>alert("x")</script> and <b>bold</b> & more',
    });
    await postNotice(stack.url, JSON.stringify({ id: consultation._id }));
    const [notice] = await noticesFor(consultation);
    const html = notice!.body.html ?? '';
    expect(html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; and &lt;b&gt;bold&lt;/b&gt; &amp; more',
    );
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('sends one notice when the same id is posted twice, or many times at once', async () => {
    const consultation = await storedRequest();
    const body = JSON.stringify({ id: consultation._id });
    expect((await postNotice(stack.url, body)).status).toBe(200);
    expect((await postNotice(stack.url, body)).status).toBe(200);
    expect(await noticesFor(consultation)).toHaveLength(1);

    const raced = await storedRequest();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postNotice(stack.url, JSON.stringify({ id: raced._id }))),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await noticesFor(raced)).toHaveLength(1);
  });

  it('never mails a honeypot hit but answers it like a real request', async () => {
    const consultation = await storedRequest({ website: 'spam.example' });
    const answer = await postNotice(stack.url, JSON.stringify({ id: consultation._id }));
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(await noticesFor(consultation)).toEqual([]);
    expect(await getConsultation(consultation._id)).toMatchObject({ spam: true, status: 'received' });
  });

  it('ignores a mail body sent by the browser', async () => {
    const consultation = await storedRequest();
    await postNotice(
      stack.url,
      JSON.stringify({ id: consultation._id, message: '<a href="https://evil.example">click</a>' }),
    );
    const [notice] = await noticesFor(consultation);
    expect(notice!.body.html).not.toContain('evil.example');
  });

  it.each([
    ['malformed JSON', '{"id": ', 'The request body must be valid JSON.'],
    ['an empty body', '', 'The request body must be valid JSON.'],
    ['a body without an id', '{}', MISSING_ID_MESSAGE],
    ['a JSON value that is not an object', 'null', MISSING_ID_MESSAGE],
    ['an id that is not a string', '{"id": 42}', MISSING_ID_MESSAGE],
    ['an unknown id', JSON.stringify({ id: '0'.repeat(32) }), UNKNOWN_CONSULTATION_MESSAGE],
    ['an absurdly long id', JSON.stringify({ id: 'f'.repeat(1000) }), UNKNOWN_CONSULTATION_MESSAGE],
  ])('answers %s with 400 and a clear JSON error', async (_, body, error) => {
    const before = (await stack.emails()).length;
    expect(await postNotice(stack.url, body)).toEqual({ status: 400, body: { error } });
    expect((await stack.emails()).length).toBe(before);
  });
});

describe('a mail outage', () => {
  it('loses no request: it stays stored and unsent, and sends once the mail service is back', async () => {
    const consultation = await storedRequest();
    await withMailDown(async () => {
      const failed = await postNotice(stack.url, JSON.stringify({ id: consultation._id }));
      expect(failed).toEqual({ status: 503, body: { error: CONSULTATION_MESSAGES.noticeNotSent } });
      expect(failed.body.error).toContain(FIRM_IDENTITY.phoneDisplay);
      expect(await getConsultation(consultation._id)).toMatchObject({
        status: 'received',
        noticeFailures: 1,
        firstName: 'Sam',
        message: 'Following up on my case.',
      });
    });
    expect(await noticesFor(consultation)).toEqual([]);

    expect((await postNotice(stack.url, JSON.stringify({ id: consultation._id }))).status).toBe(200);
    expect(await noticesFor(consultation)).toHaveLength(1);
    expect((await getConsultation(consultation._id))?.status).toBe('notified');
  });
});
