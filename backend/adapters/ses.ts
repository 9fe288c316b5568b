/** Sending mail through SES v2 (aws-ses-v2-local when running locally). Recipients and sender come from callers that read config. */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { MailNotSentError } from '../domain/consultations/deliver-notice';
import type { Email } from '../domain/mail/email';
import { endpointClient } from './endpoint-client';

const sesClient = endpointClient(
  (endpoints) => endpoints.ses,
  (region, endpoint) =>
    new SESv2Client({
      region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      // Bounded waits: a hung connection must fail (and leave the request retryable), not hang the function.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 },
    }),
);

/** Sends one email from the configured sender; resolves to SES's message id. */
export async function sendEmail(email: Email): Promise<string> {
  const { MessageId } = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config().mailFrom,
      Destination: { ToAddresses: [email.to] },
      // Carried into the configuration set's bounce and complaint events (handlers/events/mail-events.ts).
      ...(email.tags
        ? { EmailTags: Object.entries(email.tags).map(([Name, Value]) => ({ Name, Value })) }
        : {}),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
  return MessageId ?? '';
}

/** Errors that prove the message never reached SES: it refused it, or no connection was made. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function certainlyNotSent(error: unknown): boolean {
  const details = error as { code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return (
    details?.$metadata?.httpStatusCode !== undefined ||
    (typeof details?.code === 'string' && NEVER_CONNECTED.has(details.code))
  );
}

/**
 * `sendEmail` for the at-most-once deliveries: a send that certainly failed throws MailNotSentError (the
 * domain may try again); any other failure is rethrown as it is (its fate is unknown).
 */
export async function sendOrExplain(email: Email): Promise<string> {
  try {
    return await sendEmail(email);
  } catch (error) {
    if (certainlyNotSent(error)) throw new MailNotSentError(String(error), { cause: error });
    throw error;
  }
}
