import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  CONSULTATION_RATE_LIMIT,
} from './consultation';
import {
  CLIENT_TYPE_LABELS_ES,
  CLIENT_TYPE_PLACEHOLDER_ES,
  CONSULTATION_MESSAGES_ES,
} from './consultation.es';
import { FIRM_IDENTITY } from './firm';

describe('the consultation request in Spanish', () => {
  it('has a Spanish message for every English one, and no other', () => {
    expect(Object.keys(CONSULTATION_MESSAGES_ES).sort()).toEqual(Object.keys(CONSULTATION_MESSAGES).sort());
    for (const [key, message] of Object.entries(CONSULTATION_MESSAGES_ES)) {
      expect(message, key).not.toBe(CONSULTATION_MESSAGES[key as keyof typeof CONSULTATION_MESSAGES]);
    }
  });

  it('quotes the same limits, wait and phone number as the English messages', () => {
    expect(CONSULTATION_MESSAGES_ES.firstNameTooLong).toContain(String(CONSULTATION_LIMITS.nameMaxLength));
    expect(CONSULTATION_MESSAGES_ES.emailTooLong).toContain(String(CONSULTATION_LIMITS.emailMaxLength));
    expect(CONSULTATION_MESSAGES_ES.phoneInvalid).toContain(
      `${CONSULTATION_LIMITS.phoneMinLength} a ${CONSULTATION_LIMITS.phoneMaxLength}`,
    );
    expect(CONSULTATION_MESSAGES_ES.messageTooLong).toContain(String(CONSULTATION_LIMITS.messageMaxLength));
    expect(CONSULTATION_MESSAGES_ES.tooManyRequests).toContain(
      `${CONSULTATION_RATE_LIMIT.windowSeconds / 60} minutos`,
    );
    for (const key of ['tooManyRequests', 'noticeNotSent', 'noticeInProgress'] as const) {
      expect(CONSULTATION_MESSAGES_ES[key]).toContain(FIRM_IDENTITY.phoneDisplay);
    }
    expect(CONSULTATION_MESSAGES_ES.clientTypeInvalid).toContain(CLIENT_TYPE_PLACEHOLDER_ES);
  });

  it('labels every client type the server accepts', () => {
    expect(Object.keys(CLIENT_TYPE_LABELS_ES)).toEqual([...CLIENT_TYPES]);
  });

  it('is a module the English contract never imports, so the English form carries no Spanish', () => {
    const english = readFileSync(new URL('./consultation.ts', import.meta.url), 'utf8');
    expect(english).not.toMatch(/consultation\.es/u);
  });
});
