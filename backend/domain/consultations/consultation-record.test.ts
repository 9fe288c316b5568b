import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES } from '../../contract/consultation';
import { CONSULTATION_MESSAGES_ES } from '../../contract/consultation.es';
import {
  consultationIdFor,
  hasSameDetails,
  idempotencyKeyOf,
  newConsultationRecord,
  toPublicConsultation,
} from './consultation-record';
import type { ConsultationDetails } from './validation';

const details: ConsultationDetails = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '2065550199',
  typeOfClient: "I'm neither.",
  language: 'en' as const,
  message: 'Please call me.',
};

describe('consultation records', () => {
  it('derives the same id from the same key, and different ids from different keys', () => {
    expect(consultationIdFor('key-1')).toBe(consultationIdFor('key-1'));
    expect(consultationIdFor('key-1')).not.toBe(consultationIdFor('key-2'));
    expect(consultationIdFor('key-1')).toMatch(/^[0-9a-f]{32}$/);
    expect(consultationIdFor('key-1')).not.toContain('key');
  });

  it('uses the client key, or a fresh one when there is none', () => {
    const messages = CONSULTATION_MESSAGES;
    expect(idempotencyKeyOf(' abc ', messages)).toBe('abc');
    expect(idempotencyKeyOf(null, messages)).not.toBe(idempotencyKeyOf(null, messages));
    expect(idempotencyKeyOf('', messages)).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => idempotencyKeyOf('k'.repeat(129), messages)).toThrow(messages.idempotencyKeyInvalid);
    expect(() => idempotencyKeyOf('k'.repeat(129), CONSULTATION_MESSAGES_ES)).toThrow(
      CONSULTATION_MESSAGES_ES.idempotencyKeyInvalid,
    );
  });

  it('starts a spam record as received and as spam, outside the notice queue', () => {
    const now = new Date('2026-03-01T17:30:00Z');
    const record = newConsultationRecord(details, { idempotencyKey: 'k', spam: true, now });
    expect(record).toEqual({
      _id: consultationIdFor('k'),
      ...details,
      createdAt: '2026-03-01T17:30:00.000Z',
      status: 'received',
      spam: true,
      leadStatus: 'spam',
      version: 1,
    });
    const { language: _language, ...typed } = details;
    expect(toPublicConsultation(record)).toEqual({ _id: record._id, ...typed, createdAt: record.createdAt });
  });

  it('starts a real request as new, its notice pending, with its source', () => {
    const record = newConsultationRecord(details, {
      idempotencyKey: 'k',
      spam: false,
      now: new Date('2026-03-02T09:00:00Z'),
      source: { utmSource: 'test', sourcePage: '/contact' },
    });
    expect(record).toMatchObject({
      leadStatus: 'new',
      noticeQueue: 'pending',
      utmSource: 'test',
      sourcePage: '/contact',
      version: 1,
    });
  });

  it('tells a true retry from a reused key with other details', () => {
    const record = newConsultationRecord(details, {
      idempotencyKey: 'k',
      spam: false,
      now: new Date('2026-03-02T09:00:00Z'),
    });
    expect(hasSameDetails(record, { ...details })).toBe(true);
    expect(hasSameDetails(record, { ...details, message: 'Other' })).toBe(false);
    expect(hasSameDetails(record, { ...details, language: 'es' })).toBe(false);
  });
});
