import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as MESSAGES } from '../../contract/consultation';
import { CONSULTATION_MESSAGES_ES as MESSAGES_ES } from '../../contract/consultation.es';
import type { ConsultationData } from '../../contract/operations';
import { UserFacingError } from '../errors';
import { validateConsultation } from './validation';

const valid: ConsultationData = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '(206) 555-0199',
  typeOfClient: "I'm neither.",
  message: 'Please call me.',
};

function refusal(overrides: Partial<ConsultationData>): string {
  try {
    validateConsultation({ ...valid, ...overrides });
  } catch (error) {
    expect(error).toBeInstanceOf(UserFacingError);
    return (error as UserFacingError).message;
  }
  throw new Error('The request was accepted');
}

describe('validateConsultation', () => {
  it('accepts a complete request and trims it, collapsing whitespace inside names', () => {
    expect(
      validateConsultation({
        ...valid,
        firstName: ' Ana \n Maria ',
        email: ' ana@example.com ',
        phone: ' 206 555 0199 ',
        message: '  Line one\nLine two  ',
      }),
    ).toEqual({
      firstName: 'Ana Maria',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '206 555 0199',
      typeOfClient: "I'm neither.",
      message: 'Line one\nLine two',
      language: 'en',
    });
  });

  it('keeps the language of the request: absent or null is English', () => {
    expect(validateConsultation(valid).language).toBe('en');
    expect(validateConsultation({ ...valid, language: null }).language).toBe('en');
    expect(validateConsultation({ ...valid, language: 'en' }).language).toBe('en');
    expect(validateConsultation({ ...valid, language: 'es' }).language).toBe('es');
  });

  it.each(['fr', 'ES', 'spanish', '', 1])(
    'refuses the language %j with a message naming the choices',
    (language) => {
      const message = refusal({ language: language as never });
      expect(message).toBe(MESSAGES.languageInvalid);
      expect(message).toContain('en or es');
    },
  );

  it('answers a Spanish request in Spanish, with the same rules', () => {
    const spanish = { ...valid, language: 'es' as const };
    expect(refusal({ ...spanish, firstName: ' ' })).toBe(MESSAGES_ES.firstNameRequired);
    expect(refusal({ ...spanish, email: 'ana@' })).toBe(MESSAGES_ES.emailInvalid);
    expect(refusal({ ...spanish, phone: '206-CALL-NOW' })).toBe(MESSAGES_ES.phoneInvalid);
    expect(refusal({ ...spanish, typeOfClient: 'Quizás' })).toBe(MESSAGES_ES.clientTypeInvalid);
    expect(refusal({ ...spanish, message: 'a'.repeat(5001) })).toBe(MESSAGES_ES.messageTooLong);
    // An English request is not answered in Spanish.
    expect(refusal({ ...valid, firstName: ' ' })).toBe(MESSAGES.firstNameRequired);
  });

  it.each([
    ['first name', { firstName: ' ' }, MESSAGES.firstNameRequired],
    ['last name', { lastName: '' }, MESSAGES.lastNameRequired],
    ['email', { email: '' }, MESSAGES.emailRequired],
    ['phone', { phone: '  ' }, MESSAGES.phoneRequired],
    ['client type', { typeOfClient: '' }, MESSAGES.clientTypeInvalid],
    ['message', { message: '\n\t' }, MESSAGES.messageRequired],
  ])('requires the %s', (_, overrides, message) => {
    expect(refusal(overrides)).toBe(message);
  });

  it('treats missing and non-text values as blank', () => {
    expect(refusal({ firstName: undefined })).toBe(MESSAGES.firstNameRequired);
    expect(refusal({ message: 42 as unknown as string })).toBe(MESSAGES.messageRequired);
  });

  it('limits names to 100 characters', () => {
    expect(validateConsultation({ ...valid, lastName: 'a'.repeat(100) }).lastName).toHaveLength(100);
    expect(refusal({ firstName: 'a'.repeat(101) })).toBe(MESSAGES.firstNameTooLong);
    expect(refusal({ lastName: 'a'.repeat(101) })).toBe(MESSAGES.lastNameTooLong);
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'ana@.com'])(
    'refuses the email %j',
    (email) => {
      expect(refusal({ email })).toBe(MESSAGES.emailInvalid);
    },
  );

  it.each([
    'client@example.com?bcc=x%40evil.example&body=hi',
    'client#1@example.com',
    'a%b@example.com',
    'a na@example.com',
    'ana@example.com\tbcc@evil.example',
  ])('refuses the email %j, naming the characters', (email) => {
    expect(refusal({ email })).toBe(MESSAGES.emailForbiddenCharacters);
  });

  it('limits the email to 254 characters', () => {
    const at254 = `${'a'.repeat(242)}@example.com`;
    expect(validateConsultation({ ...valid, email: at254 }).email).toHaveLength(254);
    expect(refusal({ email: `a${at254}` })).toBe(MESSAGES.emailTooLong);
  });

  it.each(['(206) 555-0199', '+44 20 7946 0958', '206.555.0199', '5550199', '1'.repeat(30)])(
    'accepts the phone %j',
    (phone) => {
      expect(validateConsultation({ ...valid, phone }).phone).toBe(phone);
    },
  );

  it.each(['555019', '1'.repeat(31), '206-555-CALL', '206 555 0199 ext 4', '206_555_0199'])(
    'refuses the phone %j',
    (phone) => {
      expect(refusal({ phone })).toBe(MESSAGES.phoneInvalid);
    },
  );

  it('accepts only the three client types, exactly as written', () => {
    expect(refusal({ typeOfClient: 'Are you a new client?' })).toBe(MESSAGES.clientTypeInvalid);
    expect(refusal({ typeOfClient: "i'm neither." })).toBe(MESSAGES.clientTypeInvalid);
    expect(
      validateConsultation({ ...valid, typeOfClient: 'Yes, I am a potential new client' }).typeOfClient,
    ).toBe('Yes, I am a potential new client');
  });

  it('limits the message to 5,000 characters', () => {
    expect(validateConsultation({ ...valid, message: 'a'.repeat(5000) }).message).toHaveLength(5000);
    expect(refusal({ message: 'a'.repeat(5001) })).toBe(MESSAGES.messageTooLong);
    expect(MESSAGES.messageTooLong).toContain('5,000');
  });
});
