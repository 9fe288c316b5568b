/**
 * The consultation request's words in Spanish, for the Spanish form and the server's answer to a request made
 * in Spanish (`language: es`). A module of its own, with the same keys as CONSULTATION_MESSAGES, so the
 * English form's bundle never carries these strings. The values the server accepts (the client types) stay
 * the English ones; only their labels are translated.
 */
import { FIRM_IDENTITY } from './firm';
import {
  CONSULTATION_LIMITS,
  CONSULTATION_RATE_LIMIT,
  type CONSULTATION_MESSAGES,
  type ClientType,
} from './consultation';

/** The select's disabled first option and label, in Spanish. */
export const CLIENT_TYPE_PLACEHOLDER_ES = '¿Es usted un cliente nuevo?';

/** What the Spanish form shows for each client type; it sends the key (CLIENT_TYPES), as the English form does. */
export const CLIENT_TYPE_LABELS_ES: Readonly<Record<ClientType, string>> = {
  'Yes, I am a potential new client': 'Sí, soy un posible cliente nuevo',
  "No, I'm a current existing client": 'No, ya soy cliente de la firma',
  "I'm neither.": 'Ninguna de las dos.',
};

export const CONSULTATION_MESSAGES_ES = {
  firstNameRequired: 'Por favor, escriba su nombre.',
  lastNameRequired: 'Por favor, escriba su apellido.',
  firstNameTooLong: `Su nombre puede tener como máximo ${CONSULTATION_LIMITS.nameMaxLength} caracteres.`,
  lastNameTooLong: `Su apellido puede tener como máximo ${CONSULTATION_LIMITS.nameMaxLength} caracteres.`,
  emailRequired: 'Por favor, escriba su correo electrónico.',
  emailTooLong: `Su correo electrónico puede tener como máximo ${CONSULTATION_LIMITS.emailMaxLength} caracteres.`,
  emailInvalid: 'Por favor, escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
  emailForbiddenCharacters:
    'Un correo electrónico no puede contener espacios ni los caracteres ? # %. ' +
    'Por favor, escriba solo la dirección, por ejemplo nombre@ejemplo.com.',
  phoneRequired: 'Por favor, escriba su número de teléfono.',
  phoneInvalid:
    `Por favor, escriba un número de teléfono de ${CONSULTATION_LIMITS.phoneMinLength} a ` +
    `${CONSULTATION_LIMITS.phoneMaxLength} caracteres, usando solo dígitos, espacios y los signos ( ) + - .`,
  clientTypeInvalid: `Por favor, responda "${CLIENT_TYPE_PLACEHOLDER_ES}" con una de las opciones de la lista.`,
  messageRequired: 'Por favor, cuéntenos brevemente cómo podemos ayudarle.',
  messageTooLong:
    `Su mensaje puede tener como máximo ${CONSULTATION_LIMITS.messageMaxLength} caracteres. ` +
    'Por favor, acórtelo; le pediremos los detalles cuando hablemos con usted.',
  idempotencyKeyInvalid:
    'No se pudo enviar este formulario. Por favor, vuelva a cargar la página e inténtelo de nuevo.',
  languageInvalid:
    'No se pudo enviar este formulario: su idioma debe ser en o es. ' +
    'Por favor, vuelva a cargar la página e inténtelo de nuevo.',
  alreadyReceivedWithOtherDetails:
    'Ya recibimos esta solicitud con otros datos. Por favor, vuelva a cargar la página y envíela de nuevo.',
  tooManyRequests:
    'Usted envió varias solicitudes en poco tiempo. ' +
    `Por favor, espere ${CONSULTATION_RATE_LIMIT.windowSeconds / 60} minutos e inténtelo de nuevo, ` +
    `o llámenos al ${FIRM_IDENTITY.phoneDisplay}.`,
  noticeNotSent:
    'Su solicitud quedó guardada, pero en este momento no pudimos hacerla llegar a nuestro equipo. ' +
    `Por favor, llámenos al ${FIRM_IDENTITY.phoneDisplay} para que podamos ayudarle cuanto antes.`,
  noticeInProgress:
    'Su solicitud quedó guardada y se está enviando a nuestro equipo. ' +
    `Si no tiene noticias nuestras pronto, por favor llámenos al ${FIRM_IDENTITY.phoneDisplay}.`,
} as const satisfies Record<keyof typeof CONSULTATION_MESSAGES, string>;
