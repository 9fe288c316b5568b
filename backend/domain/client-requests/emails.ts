/**
 * The emails of a client request, built on the server; every value that came from a person is escaped by
 * `html`. The firm's emails name the request and count files, never repeating what the client typed (file
 * names stay on the request's page), so a stranger with a link cannot write into the firm's mail.
 */
import { FIRM_IDENTITY } from '../../contract/firm';
import { html, type Email } from '../mail/email';
import type { ClientRequestRecord } from './records';

const FIRM = FIRM_IDENTITY.shortName;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function checklist(request: ClientRequestRecord) {
  return {
    html: html`<ul>
      ${request.items.map((item) => html`<li>${item.label}</li>`)}
    </ul>`,
    text: request.items.map((item) => `- ${item.label}`).join('\n'),
  };
}

/** The client's link: who asks, for what, until when. */
export function requestEmail(request: ClientRequestRecord, link: string): Email {
  const list = checklist(request);
  const intro = `${request.requestedBy.name} at ${FIRM} asks you to send these documents:`;
  const message = request.message ? `\n\n${request.message}` : '';
  return {
    to: request.clientEmail,
    subject: `${FIRM} asks you for documents`,
    html: html`<p>Hello ${request.clientName},</p>
      <p>${intro}</p>
      ${list.html} ${request.message ? html`<p style="white-space: pre-line">${request.message}</p>` : html``}
      <p><a href="${link}">Send your documents</a> (from a phone or a computer; no account needed).</p>
      <p>
        The link works until ${day(request.expiresAt)}. Please do not forward it: anyone with it can send
        files to the firm for you.
      </p>`.value,
    text:
      `Hello ${request.clientName},\n\n${intro}\n${list.text}${message}\n\nSend your documents: ${link}\n\n` +
      `The link works until ${day(request.expiresAt)}. Please do not forward it: anyone with it can send ` +
      'files to the firm for you.\n',
  };
}

/**
 * The firm's digest of a client's activity: counts, and the request's page. It also goes out at once when a
 * file's malware scan did not finish, and then says so in its subject.
 */
export function activityEmail(
  request: ClientRequestRecord,
  to: string,
  counts: { received: number; held: number; unscanned?: number },
  staffLink: string,
): Email {
  const held = counts.held
    ? ` ${counts.held} could not be accepted and ${counts.held === 1 ? 'is' : 'are'} held for you to look at.`
    : '';
  const unscanned = counts.unscanned
    ? ` ${counts.unscanned} could not be checked for malware (the scan did not finish) and ${counts.unscanned === 1 ? 'is' : 'are'} held for you to look at.`
    : '';
  const summary = `${request.clientName} has sent files for your request: ${counts.received} received so far.${held}${unscanned}`;
  return {
    to,
    subject: counts.unscanned
      ? `${request.clientName} sent documents: a malware scan did not finish`
      : `${request.clientName} sent documents`,
    html: html`<p>${summary}</p>
      <p><a href="${staffLink}">Open the request</a></p>`.value,
    text: `${summary}\n\nOpen the request: ${staffLink}\n`,
  };
}

/** The firm's note that the client pressed "I'm done". */
export function doneEmail(request: ClientRequestRecord, to: string, staffLink: string): Email {
  const summary = `${request.clientName} says they have sent everything they have for your request.`;
  return {
    to,
    subject: `${request.clientName} is done sending documents`,
    html: html`<p>${summary}</p>
      <p><a href="${staffLink}">Open the request</a></p>`.value,
    text: `${summary}\n\nOpen the request: ${staffLink}\n`,
  };
}

/** The firm's note that an expired link's page asked for a new link. */
export function newLinkAskedEmail(request: ClientRequestRecord, to: string, staffLink: string): Email {
  const summary = `The link you sent ${request.clientName} has expired, and its page asked for a new one.`;
  return {
    to,
    subject: `${request.clientName} asks for a new upload link`,
    html: html`<p>${summary}</p>
      <p><a href="${staffLink}">Open the request</a> to extend the link and send it again.</p>`.value,
    text: `${summary}\n\nOpen the request to extend the link and send it again: ${staffLink}\n`,
  };
}

/**
 * The client's reminder. Only the token's hash is kept, so the reminder points to the email that holds the
 * link instead of repeating it.
 */
export function reminderEmail(request: ClientRequestRecord): Email {
  const list = checklist(request);
  const intro = `${request.requestedBy.name} at ${FIRM} is still waiting for some of these documents:`;
  const how = `Please use the link in our email of ${day(request.sentAt)} ("${FIRM} asks you for documents"); it works until ${day(request.expiresAt)}. If you cannot find it, reply to this email or call us at ${FIRM_IDENTITY.phoneDisplay} and we will send a new one.`;
  return {
    to: request.clientEmail,
    subject: `Reminder: documents for ${FIRM}`,
    html: html`<p>Hello ${request.clientName},</p>
      <p>${intro}</p>
      ${list.html}
      <p>${how}</p>`.value,
    text: `Hello ${request.clientName},\n\n${intro}\n${list.text}\n\n${how}\n`,
  };
}
