import { describe, expect, it } from 'vitest';
import { FIRM_IDENTITY } from '../../contract/firm';
import { INBOX_MESSAGES, NOTICE_RETRY } from '../../contract/consultation-inbox';
import { buildAcknowledgement } from './acknowledgement';
import { newConsultationRecord, type ConsultationRecord } from './consultation-record';
import { checkFollowUp, checkNote, noticeStateOf, toSummary } from './inbox';
import { validateLeadSource } from './lead-source';
import { isDue, nextAttemptAt } from './sweep-notices';

const details = {
  firstName: 'Ana',
  lastName: 'Lopez <b>',
  email: 'Ana.Lopez@Example.com',
  phone: '(206) 555-0199',
  typeOfClient: 'Yes, I am a potential new client' as const,
  language: 'en' as const,
  message: 'SECRET MESSAGE <script>alert(1)</script>',
};

const NOW = new Date('2026-05-01T10:47:00Z');

function record(overrides: Partial<ConsultationRecord> = {}): ConsultationRecord {
  return {
    ...newConsultationRecord(details, {
      idempotencyKey: 'k',
      spam: false,
      now: new Date('2026-05-01T10:00:00Z'),
    }),
    ...overrides,
  };
}

describe('a row of the inbox', () => {
  it('shows the notice state: pending, sending, sent, failed, spam', () => {
    expect(noticeStateOf(record())).toBe('pending');
    expect(noticeStateOf(record({ status: 'notifying', noticeQueue: 'sending' }))).toBe('sending');
    expect(noticeStateOf(record({ status: 'notified', noticeQueue: undefined }))).toBe('sent');
    expect(noticeStateOf(record({ noticeQueue: 'failed' }))).toBe('failed');
    expect(noticeStateOf(record({ spam: true }))).toBe('not-mailed');
  });
  it('marks a request nobody opened and carries its duplicate link', () => {
    expect(toSummary(record({ duplicateOf: 'abc' }), NOW)).toMatchObject({
      unopened: true,
      duplicateOf: 'abc',
    });
    expect(toSummary(record({ openedAt: '2026-05-01T11:00:00Z' }), NOW).unopened).toBe(false);
  });
  it('says how long a New lead has waited, and how fast a contacted one was answered', () => {
    expect(toSummary(record(), NOW).firstResponse).toEqual({ answered: false, minutes: 47 });
    const contacted = record({ leadStatus: 'contacted', firstContactAt: '2026-05-01T10:12:30Z' });
    expect(toSummary(contacted, NOW).firstResponse).toEqual({ answered: true, minutes: 12 });
    expect(toSummary(record({ leadStatus: 'declined' }), NOW).firstResponse).toBeNull();
  });
});

describe('checks on a change', () => {
  it('takes a follow-up date as YYYY-MM-DD, or clears it', () => {
    expect(checkFollowUp('2026-06-01')).toBe('2026-06-01');
    expect(checkFollowUp('')).toBeNull();
    expect(() => checkFollowUp('June 1')).toThrow(INBOX_MESSAGES.followUpInvalid);
    expect(() => checkFollowUp('2026-13-45')).toThrow(INBOX_MESSAGES.followUpInvalid);
  });
  it('keeps a note as written (trimmed), within its limit', () => {
    expect(checkNote('  Called, <b>voicemail</b>  ')).toBe('Called, <b>voicemail</b>');
    expect(() => checkNote('  ')).toThrow(INBOX_MESSAGES.noteRequired);
    expect(() => checkNote('x'.repeat(4001))).toThrow(INBOX_MESSAGES.noteTooLong);
  });
});

describe('the sweeper backoff', () => {
  const last = '2026-05-01T10:00:00.000Z';
  it('waits base * 2^(n-1) minutes after the n-th failure, capped', () => {
    expect(nextAttemptAt(0, undefined).getTime()).toBe(0);
    expect(nextAttemptAt(1, last).toISOString()).toBe('2026-05-01T10:02:00.000Z');
    expect(nextAttemptAt(3, last).toISOString()).toBe('2026-05-01T10:08:00.000Z');
    expect(nextAttemptAt(20, last).toISOString()).toBe('2026-05-01T11:00:00.000Z');
  });
  it('retries only pending notices whose wait is over', () => {
    const failedOnce = record({ noticeFailures: 1, lastNoticeAttemptAt: last });
    expect(isDue(failedOnce, new Date('2026-05-01T10:01:00Z'))).toBe(false);
    expect(isDue(failedOnce, new Date('2026-05-01T10:02:00Z'))).toBe(true);
    expect(isDue(record({ noticeQueue: 'sending' }), new Date('2030-01-01'))).toBe(false);
    expect(isDue(record({ noticeQueue: 'failed' }), new Date('2030-01-01'))).toBe(false);
    expect(NOTICE_RETRY.maxTries).toBeGreaterThan(1);
  });
});

describe('the lead source', () => {
  it('keeps valid values, cuts long ones, drops what is not what it claims', () => {
    expect(
      validateLeadSource({
        page: '/contact?utm_source=test',
        referrer: 'https://www.google.com/',
        utmSource: 'x'.repeat(150),
        utmMedium: ' cpc\n',
        utmCampaign: '',
      }),
    ).toEqual({
      sourcePage: '/contact?utm_source=test',
      referrer: 'https://www.google.com/',
      utmSource: 'x'.repeat(100),
      utmMedium: 'cpc',
    });
    expect(validateLeadSource({ page: 'javascript:alert(1)', referrer: 'javascript:alert(1)' })).toEqual({});
    expect(validateLeadSource(null)).toEqual({});
  });
});

describe("the visitor's acknowledgement", () => {
  const hostile = record({
    firstName: 'Win https://evil.example/prize',
    lastName: '<a href="https://evil.example">Claim</a>',
  });
  const mail = buildAcknowledgement(hostile.email);
  it('goes to the visitor with the phone number and the no-relationship statement', () => {
    expect(mail.to).toBe(details.email);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(FIRM_IDENTITY.phoneDisplay);
      expect(part).toContain('does not create an attorney-client relationship');
    }
  });
  it('carries nothing the visitor typed: no names, no message, no link', () => {
    for (const part of [mail.subject, mail.html, mail.text]) {
      for (const typed of ['SECRET MESSAGE', 'Lopez', 'Ana', 'evil.example', 'Claim', 'href', 'http']) {
        expect(part).not.toContain(typed);
      }
    }
  });
});
