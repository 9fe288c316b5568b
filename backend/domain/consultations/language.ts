/**
 * The language a consultation request is made in: checked once, kept on the lead, and the one choice of
 * the words the visitor reads back (the server's messages, the acknowledgement).
 */
import {
  CONSULTATION_MESSAGES,
  DEFAULT_CONSULTATION_LANGUAGE,
  isConsultationLanguage,
  type ConsultationLanguage,
} from '../../contract/consultation';
import { CONSULTATION_MESSAGES_ES } from '../../contract/consultation.es';
import { UserFacingError } from '../errors';

export type ConsultationMessages = Readonly<Record<keyof typeof CONSULTATION_MESSAGES, string>>;

const MESSAGES: Record<ConsultationLanguage, ConsultationMessages> = {
  en: CONSULTATION_MESSAGES,
  es: CONSULTATION_MESSAGES_ES,
};

/**
 * The request's language: absent (or null) is English; anything but a listed language is refused, in
 * English, since the visitor's language is then unknown (the schema's enum refuses it first through the API).
 */
export function checkLanguage(value: unknown): ConsultationLanguage {
  if (value === undefined || value === null) return DEFAULT_CONSULTATION_LANGUAGE;
  if (!isConsultationLanguage(value)) throw new UserFacingError(CONSULTATION_MESSAGES.languageInvalid);
  return value;
}

/** The messages a visitor who wrote in `language` reads. */
export function consultationMessagesIn(language: ConsultationLanguage): ConsultationMessages {
  return MESSAGES[language];
}
