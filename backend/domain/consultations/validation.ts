/**
 * The server's check of a consultation request: every rule the form shows, enforced again, with a message
 * written for the visitor in the request's language (checked first, so every later message can use it). Values come back trimmed (names with inner whitespace collapsed, so a name is
 * always one line, also in an email subject).
 */
import {
  CONSULTATION_LIMITS,
  EMAIL_FORBIDDEN_CHARACTERS,
  EMAIL_PATTERN_SOURCE,
  PHONE_PATTERN_SOURCE,
  isClientType,
  type ClientType,
  type ConsultationLanguage,
} from '../../contract/consultation';
import type { ConsultationData } from '../../contract/operations';
import { UserFacingError } from '../errors';
import { checkLanguage, consultationMessagesIn } from './language';

export interface ConsultationDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  typeOfClient: ClientType;
  message: string;
  language: ConsultationLanguage;
}

const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u');
const PHONE = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, 'u');

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function name(value: unknown, required: string, tooLong: string): string {
  const cleaned = text(value).replace(/\s+/gu, ' ').trim();
  if (!cleaned) throw new UserFacingError(required);
  if (cleaned.length > CONSULTATION_LIMITS.nameMaxLength) throw new UserFacingError(tooLong);
  return cleaned;
}

/** Throws a UserFacingError naming the first rule the request breaks. */
export function validateConsultation(input: Partial<ConsultationData>): ConsultationDetails {
  const language = checkLanguage(input.language);
  const messages = consultationMessagesIn(language);
  const firstName = name(input.firstName, messages.firstNameRequired, messages.firstNameTooLong);
  const lastName = name(input.lastName, messages.lastNameRequired, messages.lastNameTooLong);

  const email = text(input.email).trim();
  if (!email) throw new UserFacingError(messages.emailRequired);
  if (email.length > CONSULTATION_LIMITS.emailMaxLength) throw new UserFacingError(messages.emailTooLong);
  if (EMAIL_FORBIDDEN_CHARACTERS.test(email)) throw new UserFacingError(messages.emailForbiddenCharacters);
  if (!EMAIL.test(email)) throw new UserFacingError(messages.emailInvalid);

  const phone = text(input.phone).trim();
  if (!phone) throw new UserFacingError(messages.phoneRequired);
  if (!PHONE.test(phone)) throw new UserFacingError(messages.phoneInvalid);

  const typeOfClient = text(input.typeOfClient);
  if (!isClientType(typeOfClient)) throw new UserFacingError(messages.clientTypeInvalid);

  const message = text(input.message).trim();
  if (!message) throw new UserFacingError(messages.messageRequired);
  if (message.length > CONSULTATION_LIMITS.messageMaxLength) {
    throw new UserFacingError(messages.messageTooLong);
  }

  return { firstName, lastName, email, phone, typeOfClient, message, language };
}
