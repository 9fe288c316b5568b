/**
 * SES's bounce event, as SNS delivers it, against the local stack's tables: a verified request's
 * acknowledgement goes out tagged with the request, its permanent bounce lands on the lead's timeline once
 * (a second delivery changes nothing), and an event about other mail is skipped.
 */
import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ConsultationDocument } from '../../contract/graphql/consultation-inbox.generated';
import { ACKNOWLEDGEMENT_SUBJECT, ACKNOWLEDGEMENT_TAG } from '../../domain/consultations/acknowledgement';
import { signIn } from '../../testing/auth-test-helpers';
import { TEST_ADMIN } from '../../testing/test-stack';
import { useTestStack } from '../../testing/use-test-stack';
import { postConsultation, postNotice, solvedBotCheck } from '../graphql/consultations/consultation-client';
import { handler } from './mail-events';
import { productClock } from '../../adapters/clock';

const stack = useTestStack();

const snsOf = (...messages: object[]): SNSEvent =>
  ({
    Records: messages.map((message, index) => ({
      Sns: { MessageId: `m${index}`, Message: JSON.stringify(message) },
    })),
  }) as SNSEvent;

describe('mail events', () => {
  it('put a bounced acknowledgement on its lead once', async () => {
    const from = '127.0.123.1';
    const email = `bounce-${randomUUID().slice(0, 8)}@example.com`;
    const answer = await postConsultation(
      stack.url,
      {
        firstName: 'Ana',
        lastName: 'Lopez',
        email,
        phone: '(206) 555-0199',
        typeOfClient: 'Yes, I am a potential new client',
        message: 'I was hurt in a crash on I-5 last month.',
        idempotencyKey: randomUUID(),
        botCheck: await solvedBotCheck(stack.url, from),
      },
      from,
    );
    const id = answer.consultation!._id;
    await postNotice(stack.url, JSON.stringify({ id }));
    const mails = await stack.emails();
    expect(
      mails.some((mail) => mail.destination.to.includes(email) && mail.subject === ACKNOWLEDGEMENT_SUBJECT),
    ).toBe(true);

    const bounce = {
      eventType: 'Bounce',
      mail: { timestamp: productClock().toISOString(), tags: { [ACKNOWLEDGEMENT_TAG]: [id] } },
      bounce: { bounceType: 'Permanent', timestamp: productClock().toISOString() },
    };
    const otherMail = { eventType: 'Bounce', mail: { tags: {} }, bounce: { bounceType: 'Permanent' } };
    expect(await handler(snsOf(bounce, otherMail))).toEqual({ recorded: 1 });
    expect(await handler(snsOf(bounce))).toEqual({ recorded: 0 });
    expect(
      await handler({ Records: [{ Sns: { MessageId: 'x', Message: 'not json' } }] } as SNSEvent),
    ).toEqual({
      recorded: 0,
    });

    const admin = await signIn(stack, TEST_ADMIN);
    const { body } = await stack.graphql(ConsultationDocument, { id }, admin);
    const kinds = body.data!.consultation.timeline.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'acknowledgement-bounced')).toHaveLength(1);
  });
});
