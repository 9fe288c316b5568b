import { describe, expect, it } from 'vitest';
import { FIRM_IDENTITY } from '../../contract/firm';
import { newConsultationRecord } from './consultation-record';
import { buildConsultationNotice } from './notice';

const record = newConsultationRecord(
  {
    firstName: 'Jo "J"',
    lastName: "O'Neil",
    email: 'jo@example.com',
    phone: '(206) 555-0100',
    typeOfClient: 'Yes, I am a potential new client',
    language: 'en' as const,
    message: 'Hi <script>alert(1)</script>\n<b>two</b> & lines',
  },
  { idempotencyKey: 'k', spam: false, now: new Date('2026-01-15T20:05:00Z') },
);

describe('the consultation notice', () => {
  const notice = buildConsultationNotice(record, FIRM_IDENTITY.infoEmail);

  it('goes to the configured address with the name in the subject', () => {
    expect(notice.to).toBe(FIRM_IDENTITY.infoEmail);
    expect(notice.subject).toBe(`New consultation request from Jo "J" O'Neil`);
  });

  it('escapes every stored value in the HTML part', () => {
    expect(notice.html).toContain('Jo &quot;J&quot; O&#39;Neil');
    expect(notice.html).toContain(
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;\n&lt;b&gt;two&lt;/b&gt; &amp; lines',
    );
    expect(notice.html).not.toMatch(/<script|<b>/);
  });

  it('carries every field in the text part, and the time in Seattle', () => {
    for (const line of [
      `Name: Jo "J" O'Neil`,
      'Phone: (206) 555-0100',
      'Email: jo@example.com',
      'New client?: Yes, I am a potential new client',
      `Request id: ${record._id}`,
      'Hi <script>alert(1)</script>',
    ]) {
      expect(notice.text).toContain(line);
    }
    expect(notice.text).toMatch(/Received: Thursday, January 15, 2026 at 12:05\s?PM \(Seattle time\)/);
  });
});

describe('the notice of a request made in Spanish', () => {
  const spanish = { ...record, language: 'es' as const };
  const notice = buildConsultationNotice(spanish, FIRM_IDENTITY.infoEmail);

  it('states the language in the subject and the first row, so the firm routes it', () => {
    expect(notice.subject).toBe(`New consultation request from Jo "J" O'Neil (Spanish)`);
    expect(notice.text).toContain('Language: Spanish');
    expect(notice.html).toMatch(/<th[^>]*>Language<\/th>\s*<td>Spanish<\/td>/u);
  });

  it('says nothing about language for an English request', () => {
    const english = buildConsultationNotice(record, FIRM_IDENTITY.infoEmail);
    expect(english.text).not.toContain('Language');
    expect(english.subject).not.toContain('English');
  });
});
