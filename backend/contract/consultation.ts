/**
 * The consultation request's rules, shared by the form (what the browser enforces) and the server (what it
 * enforces again): the one list of client types, the length limits, the phone format and the messages.
 */
import { FIRM_IDENTITY } from './firm';
import type { Locale } from './locale';

/** Where the browser asks the server to send the firm's notice of a stored request. */
export const CONSULTATION_NOTICE_PATH = '/api/consultationform';

/** The select's disabled first option, which is also its label (spec section 5). */
export const CLIENT_TYPE_PLACEHOLDER = 'Are you a new client?';

/** The only answers the server accepts for typeOfClient, in the order the form lists them. */
export const CLIENT_TYPES = [
  'Yes, I am a potential new client',
  "No, I'm a current existing client",
  "I'm neither.",
] as const;

export type ClientType = (typeof CLIENT_TYPES)[number];

export function isClientType(value: string): value is ClientType {
  return (CLIENT_TYPES as readonly string[]).includes(value);
}

/**
 * The languages a request may be made in (the schema's `Language`), named as staff read them. The visitor is
 * answered in it (messages, acknowledgement); a request without one is English, as are requests stored
 * before leads kept their language.
 */
export const CONSULTATION_LANGUAGES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

/** A request's language is one of the site's (a Spanish page sends Spanish). */
export type ConsultationLanguage = Locale;

export const DEFAULT_CONSULTATION_LANGUAGE = 'en' satisfies ConsultationLanguage;

export function isConsultationLanguage(value: unknown): value is ConsultationLanguage {
  return typeof value === 'string' && Object.hasOwn(CONSULTATION_LANGUAGES, value);
}

export const CONSULTATION_LIMITS = {
  nameMaxLength: 100,
  /** RFC 5321's limit on a forward path. */
  emailMaxLength: 254,
  phoneMinLength: 7,
  phoneMaxLength: 30,
  messageMaxLength: 5000,
  /** The client sends a UUID (36 characters); anything much longer is not one of ours. */
  idempotencyKeyMaxLength: 128,
} as const;

/**
 * Per client network (an IPv4 address, or an IPv6 /64 however many addresses it rotates through): at most
 * `limit` requests in each window (the message below quotes the window).
 */
export const CONSULTATION_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

/**
 * At most one acknowledgement to any one address in this window (sliding, from the last one sent), however
 * many requests name the address: the form cannot make the firm mail a stranger over and over.
 */
export const ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The form's bot check: a proof of work (ALTCHA, PBKDF2) the visitor's browser computes in a worker once
 * they start filling in the form, no puzzle to solve. A challenge is signed by the server, expires after
 * `lifetimeSeconds` and is accepted once. `cost` is PBKDF2's iterations per try; the browser needs on
 * average half the counter range in tries (about a second on a phone).
 */
/** The form field (and API argument) that carries the bot check's solution. */
export const BOT_CHECK_FIELD = 'botCheck';

export const BOT_CHECK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 200,
  counterMax: 800,
  lifetimeSeconds: 10 * 60,
} as const;

/**
 * One address: no whitespace, and none of ? # % (they would turn a `mailto:` link into one with extra
 * recipients or a body), one @, a dot in the domain. Written so it compiles both as the HTML `pattern`
 * attribute (the `v` flag) and on the server; the dot is written `[.]` because V8 (Node 20) mismatches an
 * escaped dot inside a repeated group under the `v` flag.
 */
export const EMAIL_PATTERN_SOURCE = '[^\\s@?#%]+@[^\\s@?#%.]+(?:[.][^\\s@?#%.]+)+';

/** The characters EMAIL_PATTERN_SOURCE refuses anywhere in an address, named in the message. */
export const EMAIL_FORBIDDEN_CHARACTERS = /[\s?#%]/u;

/**
 * Digits, spaces and ( ) + - . only. Written so it compiles both as the HTML `pattern` attribute (which
 * browsers compile with the `v` flag, where ( ) and - must be escaped inside a class) and on the server.
 */
export const PHONE_PATTERN_SOURCE = `[0-9 \\(\\)+.\\-]{${CONSULTATION_LIMITS.phoneMinLength},${CONSULTATION_LIMITS.phoneMaxLength}}`;

const LANGUAGE_CODES = Object.keys(CONSULTATION_LANGUAGES).join(' or ');

export const CONSULTATION_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  firstNameTooLong: `Your first name can be at most ${CONSULTATION_LIMITS.nameMaxLength} characters.`,
  lastNameTooLong: `Your last name can be at most ${CONSULTATION_LIMITS.nameMaxLength} characters.`,
  emailRequired: 'Please enter your email address.',
  emailTooLong: `Your email address can be at most ${CONSULTATION_LIMITS.emailMaxLength} characters.`,
  emailInvalid: 'Please enter a valid email address, for example name@example.com.',
  emailForbiddenCharacters:
    'An email address cannot contain spaces or the characters ? # %. ' +
    'Please enter just the address, for example name@example.com.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid:
    `Please enter a phone number of ${CONSULTATION_LIMITS.phoneMinLength} to ` +
    `${CONSULTATION_LIMITS.phoneMaxLength} characters, using digits, spaces and ( ) + - . only.`,
  clientTypeInvalid: `Please answer "${CLIENT_TYPE_PLACEHOLDER}" with one of the listed choices.`,
  messageRequired: 'Please tell us briefly how we can help.',
  messageTooLong:
    `Your message can be at most ${CONSULTATION_LIMITS.messageMaxLength.toLocaleString('en-US')} ` +
    `characters. Please shorten it; we will ask for the details when we call you.`,
  idempotencyKeyInvalid: 'This form could not be sent. Please reload the page and try again.',
  languageInvalid: `This form could not be sent: its language must be ${LANGUAGE_CODES}. Please reload the page and try again.`,
  alreadyReceivedWithOtherDetails:
    'This request was already received with different details. Please reload the page and send it again.',
  tooManyRequests:
    'You have sent several requests in a short time. ' +
    `Please wait ${CONSULTATION_RATE_LIMIT.windowSeconds / 60} minutes and try again, ` +
    `or call us at ${FIRM_IDENTITY.phoneDisplay}.`,
  noticeNotSent:
    'Your request is saved, but we could not pass it to our team just now. ' +
    `Please call us at ${FIRM_IDENTITY.phoneDisplay} so we can help you promptly.`,
  noticeInProgress:
    'Your request is saved and is being passed to our team. ' +
    `If you do not hear from us soon, please call us at ${FIRM_IDENTITY.phoneDisplay}.`,
} as const;
