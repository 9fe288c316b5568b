/**
 * The visitor's acknowledgement, in the language of the request: "we received your request", the phone
 * number for anything urgent, and that no attorney-client relationship exists yet. It carries nothing the visitor typed (no name, no
 * message, no link but the firm's own): whoever fills in the form chooses the recipient, so anything echoed
 * would let a stranger mail their own text from the firm's domain. It goes only to a verified request
 * (a valid proof of work) and at most once per address in ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS,
 * whatever the number of requests naming it; otherwise it is withheld (on the timeline). Sent at most once
 * per request: a claim (a conditional write) comes first, and only a send that certainly failed gives the
 * claim (and the address's reservation) back, putting the request back in the acknowledgement queue for the
 * sweeper (NOTICE_RETRY's tries and backoff) or, after the last try, flagging it failed. A send whose fate
 * is unknown keeps the claim: never sent twice.
 */
import { NOTICE_RETRY } from '../../contract/consultation-inbox';
import { FIRM_IDENTITY } from '../../contract/firm';
import { DEFAULT_CONSULTATION_LANGUAGE, type ConsultationLanguage } from '../../contract/consultation';
import { html, type Email } from '../mail/email';
import type { ConsultationRecord } from './consultation-record';
import { MailNotSentError } from './deliver-notice';
import type { AcknowledgementStore, RecipientAllowance, RecordTimelineEvent } from './ports';

/** What the acknowledgement says, in each language a request may be made in: the same facts and notices. */
interface AcknowledgementWords {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
}

const ACKNOWLEDGEMENT_WORDS: Record<ConsultationLanguage, AcknowledgementWords> = {
  en: {
    subject: `We received your consultation request - ${FIRM_IDENTITY.shortName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for contacting ${FIRM_IDENTITY.shortName}. We received your consultation request and a member of our team will contact you soon.`,
      `If your matter is urgent, please call us at ${FIRM_IDENTITY.phoneDisplay}.`,
      'Please note: sending this request does not create an attorney-client relationship. Until we have agreed in writing to represent you, please do not send confidential information by email.',
      'If you did not send this request, you can ignore this message.',
      FIRM_IDENTITY.shortName,
    ],
  },
  es: {
    subject: `Recibimos su solicitud de consulta - ${FIRM_IDENTITY.shortName}`,
    greeting: 'Hola:',
    paragraphs: [
      `Gracias por comunicarse con ${FIRM_IDENTITY.shortName}. Recibimos su solicitud de consulta y un miembro de nuestro equipo se comunicará con usted pronto.`,
      // Exactly who speaks Spanish: never that the attorneys do.
      `La coordinadora de casos nuevos, ${FIRM_IDENTITY.spanishSpeakingIntakeCoordinator}, habla español; los abogados trabajan con un intérprete judicial certificado.`,
      `Si su asunto es urgente, llámenos al ${FIRM_IDENTITY.phoneDisplay}.`,
      'Tenga en cuenta que enviar esta solicitud no crea una relación abogado-cliente. Hasta que hayamos acordado por escrito su representación, por favor no nos envíe información confidencial por correo electrónico.',
      'Si usted no envió esta solicitud, puede ignorar este mensaje.',
      FIRM_IDENTITY.shortName,
    ],
  },
};

export const ACKNOWLEDGEMENT_SUBJECT = ACKNOWLEDGEMENT_WORDS.en.subject;

/** The tag naming the request an acknowledgement answers, read back from its bounce or complaint. */
export const ACKNOWLEDGEMENT_TAG = 'consultation';

/**
 * The same words for every recipient of a language: built from the firm's facts alone, never from the
 * record; tagged with the request's id (`consultationId`), so a bounce finds its lead.
 */
export function buildAcknowledgement(
  to: string,
  consultationId?: string,
  language: ConsultationLanguage = DEFAULT_CONSULTATION_LANGUAGE,
): Email {
  const { subject, greeting, paragraphs } = ACKNOWLEDGEMENT_WORDS[language];
  const body = html`<!doctype html>
    <html lang="${language}">
      <body style="font-family: Arial, sans-serif; color: #1b2a41">
        <p>${greeting}</p>
        ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
      </body>
    </html>`;
  const text = [greeting, ...paragraphs].join('\n\n');
  const tags = consultationId ? { [ACKNOWLEDGEMENT_TAG]: consultationId } : undefined;
  return { to, subject, html: body.value, text, ...(tags ? { tags } : {}) };
}

/**
 * Sent now; sent (or claimed) before, or spam; withheld (unverified, or the address had one within the
 * window); certainly not sent (the sweeper may try again).
 */
export type AcknowledgementOutcome = 'sent' | 'already' | 'withheld' | 'not-sent';

export interface AcknowledgementDeps {
  store: AcknowledgementStore;
  recipients: RecipientAllowance;
  send: (email: Email) => Promise<string>;
  now?: () => Date;
  recordEvent?: RecordTimelineEvent;
}

const WITHHELD_BECAUSE = {
  unverified: 'Acknowledgement withheld: the request came without a valid bot check',
  recipient: 'Acknowledgement withheld: this address already received one in the last 24 hours',
} as const;

async function withhold(
  record: ConsultationRecord,
  because: keyof typeof WITHHELD_BECAUSE,
  deps: AcknowledgementDeps,
  at: Date,
): Promise<AcknowledgementOutcome> {
  await deps.store.withholdAcknowledgement(record._id);
  await deps.recordEvent?.(record._id, {
    at: at.toISOString(),
    kind: 'acknowledgement-withheld',
    actorEmail: null,
    text: WITHHELD_BECAUSE[because],
  });
  return 'withheld';
}

/**
 * The address as the one-per-window limit counts it: lower case, and a `+tag` dropped from the local part,
 * since most mailboxes deliver `name+anything@` to `name@`; otherwise every new tag would be a new
 * recipient. Mail still goes to the address as typed.
 */
export function recipientLimitKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus < 0 ? local : local.slice(0, plus)}${address.slice(at)}`;
}

export async function deliverAcknowledgement(
  record: ConsultationRecord,
  deps: AcknowledgementDeps,
): Promise<AcknowledgementOutcome> {
  const now = deps.now ?? (() => new Date());
  if (record.spam || record.acknowledgement) return 'already';
  if (record.unverified) return withhold(record, 'unverified', deps, now());
  if (!(await deps.store.claimAcknowledgement(record._id))) return 'already';
  const reservedAt = now();
  const recipient = recipientLimitKey(record.email);
  if (!(await deps.recipients.reserve(recipient, reservedAt))) {
    return withhold(record, 'recipient', deps, reservedAt);
  }
  try {
    await deps.send(buildAcknowledgement(record.email, record._id, record.language));
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    await deps.recipients.release(recipient, reservedAt);
    const giveUp = (record.acknowledgementFailures ?? 0) + 1 >= NOTICE_RETRY.maxTries;
    await deps.store.releaseAcknowledgement(record._id, error.message, { now: now(), giveUp });
    await deps.recordEvent?.(record._id, {
      at: now().toISOString(),
      kind: 'acknowledgement-failed',
      actorEmail: null,
      text: giveUp
        ? `Acknowledgement to the visitor not sent after ${NOTICE_RETRY.maxTries} tries; no more automatic tries`
        : 'Acknowledgement to the visitor not sent: the mail service was unavailable; the sweeper tries again',
    });
    return 'not-sent';
  }
  await deps.store.markAcknowledged(record._id);
  await deps.recordEvent?.(record._id, {
    at: now().toISOString(),
    kind: 'acknowledged',
    actorEmail: null,
    text: 'Acknowledgement emailed to the visitor',
  });
  return 'sent';
}
