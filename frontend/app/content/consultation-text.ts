/**
 * The consultation form's words in English (Contact and Home); consultation-text.es.ts holds them in Spanish.
 * The page that shows the form passes its language's words, so the form's code carries neither.
 */
import {
  CLIENT_TYPES,
  CLIENT_TYPE_PLACEHOLDER,
  CONSULTATION_MESSAGES,
  type ClientType,
} from '#contract/consultation';
import { NETWORK_ERROR_MESSAGE } from '../lib/graphql';

/** The bot-check widget's words in a language other than its own English (ALTCHA's i18n keys). */
export interface BotCheckLanguage {
  code: string;
  strings: Record<string, string>;
}

/** A sentence around a link: the text before it and the text after it. */
export type Around = readonly [before: string, after: string];

/** The consultation form's words (Contact and Home); home.ts holds the words of the section around it. */
export interface ConsultationText {
  formLabel: string;
  allRequired: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The client-type select's label and disabled first option. */
  clientTypePlaceholder: string;
  /** What each client type the server accepts is called in this language (the value sent stays the key). */
  clientTypes: Record<ClientType, string>;
  message: string;
  sending: string;
  submit: string;
  notNotified: Around;
  networkError: string;
  callUs: Around;
  noScript: Around;
  noRelationship: string;
  disclaimerLink: string;
  confidential: string;
  emailTitle: string;
  phoneTitle: string;
  /** The bot-check widget's words, when they are not its own English. */
  botCheck?: BotCheckLanguage;
}

export const consultationText: ConsultationText = {
  formLabel: 'Request a free consultation',
  allRequired: 'All fields are required.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  clientTypePlaceholder: CLIENT_TYPE_PLACEHOLDER,
  clientTypes: Object.fromEntries(CLIENT_TYPES.map((type) => [type, type])) as Record<ClientType, string>,
  message: 'Message',
  sending: 'Sending your request…',
  submit: 'Request a Free Consultation',
  notNotified: [
    'We saved your request, but could not pass it to our team just now. Please call us at',
    ' so we can help you promptly, or press the button again to retry.',
  ],
  networkError: NETWORK_ERROR_MESSAGE,
  callUs: ['You can also call us at', '.'],
  noScript: ['This form needs JavaScript. Please call us at', ' to request your free consultation.'],
  noRelationship:
    'Submitting this form does not create an attorney-client relationship. We represent a client only ' +
    'after we have agreed to do so in writing. See our',
  disclaimerLink: 'disclaimer',
  confidential:
    'Please do not include confidential or sensitive details about your case in this message; we will ' +
    'discuss them with you privately.',
  emailTitle: CONSULTATION_MESSAGES.emailForbiddenCharacters,
  phoneTitle: CONSULTATION_MESSAGES.phoneInvalid,
};
