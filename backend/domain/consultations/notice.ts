/**
 * The firm's notice of a new consultation request, built on the server from the stored record only (never
 * from anything the browser sends). Every value is HTML-escaped by `html`; the text part carries the same.
 * A request in another language than English says so in the subject and a row, so the firm routes it to
 * the person who speaks that language.
 */
import { CONSULTATION_LANGUAGES, DEFAULT_CONSULTATION_LANGUAGE } from '../../contract/consultation';
import { html, type Email } from '../mail/email';
import type { ConsultationRecord } from './consultation-record';

const SEATTLE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** The request's language when it is not English ("Spanish"), else nothing: English is the default. */
function otherLanguageOf(record: ConsultationRecord): string | undefined {
  return record.language === DEFAULT_CONSULTATION_LANGUAGE
    ? undefined
    : CONSULTATION_LANGUAGES[record.language];
}

export function consultationNoticeSubject(record: ConsultationRecord): string {
  const language = otherLanguageOf(record);
  return `New consultation request from ${record.firstName} ${record.lastName}${language ? ` (${language})` : ''}`;
}

export function buildConsultationNotice(record: ConsultationRecord, firmInfoEmail: string): Email {
  const name = `${record.firstName} ${record.lastName}`;
  const received = `${SEATTLE_TIME.format(new Date(record.createdAt))} (Seattle time)`;
  const language = otherLanguageOf(record);
  const rows: [string, string][] = [
    ...(language ? [['Language', language] as [string, string]] : []),
    ['Name', name],
    ['Phone', record.phone],
    ['Email', record.email],
    ['New client?', record.typeOfClient],
    ['Received', received],
    ['Request id', record._id],
  ];
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family: Arial, sans-serif; color: #1b2a41">
        <h1 style="font-size: 20px">New consultation request</h1>
        <p>A visitor asked for a free consultation through the website. Please contact them promptly.</p>
        <table cellpadding="6" style="border-collapse: collapse">
          ${rows.map(
            ([label, value]) =>
              html`<tr>
                <th align="left" style="vertical-align: top">${label}</th>
                <td>${value}</td>
              </tr>`,
          )}
        </table>
        <h2 style="font-size: 16px">Message</h2>
        <p style="white-space: pre-wrap">${record.message}</p>
      </body>
    </html>`;
  const text = [
    'New consultation request',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    record.message,
  ].join('\n');
  return { to: firmInfoEmail, subject: consultationNoticeSubject(record), html: body.value, text };
}
