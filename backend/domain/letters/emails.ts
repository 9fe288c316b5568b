/**
 * The emails of engagement letters, built on the server; every value that came from a person is escaped by
 * `html`. A signer's email is in the letter's language; the firm's are in English. No email carries a code
 * or a link but the one it exists to deliver.
 */
import { FIRM_IDENTITY } from '../../contract/firm';
import { SIGNING_CODE_MINUTES, type LetterLanguage } from '../../contract/letters';
import { html, type Email } from '../mail/email';
import { civilDateIn } from './merge';
import type { LetterRecord, LetterSignerRecord } from './records';

const FIRM = FIRM_IDENTITY.shortName;

const WORDS: Record<
  LetterLanguage,
  {
    hello: (name: string) => string;
    asks: (title: string) => string;
    open: string;
    until: (day: string) => string;
    noAccount: string;
    subject: (title: string) => string;
    reminderSubject: (title: string) => string;
    reminder: (title: string, sentDay: string, day: string) => string;
    codeSubject: string;
    code: (code: string) => string;
    notYou: string;
  }
> = {
  en: {
    hello: (name) => `Hello ${name},`,
    asks: (title) => `${FIRM} asks you to read and sign this document: ${title}.`,
    open: 'Read and sign',
    until: (day) => `The link works until the end of ${day}.`,
    noAccount: `No account is needed. If you would rather sign on paper, or have a question, call ${FIRM_IDENTITY.phoneDisplay}.`,
    subject: (title) => `${FIRM}: please sign your ${title}`,
    reminderSubject: (title) => `Reminder: your ${title} from ${FIRM} is waiting`,
    reminder: (title, sentDay, day) =>
      `Your ${title} is still waiting for your signature. Please use the link in our email of ${sentDay} ("${FIRM}: please sign your ${title}"); it works until the end of ${day}. If you cannot find it, call ${FIRM_IDENTITY.phoneDisplay} and we will send a new one.`,
    codeSubject: `Your ${FIRM} signing code`,
    code: (code) => `Your code is ${code}. It works for ${SIGNING_CODE_MINUTES} minutes.`,
    notYou: 'If you did not ask for it, you can ignore this email.',
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    asks: (title) => `${FIRM} le pide leer y firmar este documento: ${title}.`,
    open: 'Leer y firmar',
    until: (day) => `El enlace funciona hasta el final del ${day}.`,
    noAccount: `No necesita una cuenta. Si prefiere firmar en papel o tiene alguna pregunta, llame al ${FIRM_IDENTITY.phoneDisplay}.`,
    subject: (title) => `${FIRM}: por favor firme su ${title}`,
    reminderSubject: (title) => `Recordatorio: su ${title} de ${FIRM} espera su firma`,
    reminder: (title, sentDay, day) =>
      `Su ${title} todavía espera su firma. Por favor use el enlace de nuestro correo del ${sentDay} ("${FIRM}: por favor firme su ${title}"); funciona hasta el final del ${day}. Si no lo encuentra, llame al ${FIRM_IDENTITY.phoneDisplay} y le enviaremos uno nuevo.`,
    codeSubject: `Su código para firmar con ${FIRM}`,
    code: (code) => `Su código es ${code}. Funciona durante ${SIGNING_CODE_MINUTES} minutos.`,
    notYou: 'Si usted no lo pidió, puede ignorar este correo.',
  },
};

/** The signer's link. */
export function signingEmail(letter: LetterRecord, signer: LetterSignerRecord, link: string): Email {
  const words = WORDS[letter.language];
  const until = words.until(civilDateIn(letter.expiresOn, letter.language));
  return {
    to: signer.email,
    subject: words.subject(letter.title),
    html: html`<p>${words.hello(signer.name)}</p>
      <p>${words.asks(letter.title)}</p>
      <p><a href="${link}">${words.open}</a></p>
      <p>${until}</p>
      <p>${words.noAccount}</p>`.value,
    text: `${words.hello(signer.name)}\n\n${words.asks(letter.title)}\n\n${words.open}: ${link}\n\n${until}\n\n${words.noAccount}\n`,
  };
}

export function reminderEmail(letter: LetterRecord, signer: LetterSignerRecord): Email {
  const words = WORDS[letter.language];
  const text = words.reminder(
    letter.title,
    civilDateIn(letter.sentAt.slice(0, 10), letter.language),
    civilDateIn(letter.expiresOn, letter.language),
  );
  return {
    to: signer.email,
    subject: words.reminderSubject(letter.title),
    html: html`<p>${words.hello(signer.name)}</p>
      <p>${text}</p>`.value,
    text: `${words.hello(signer.name)}\n\n${text}\n`,
  };
}

export function codeEmail(letter: LetterRecord, signer: LetterSignerRecord, code: string): Email {
  const words = WORDS[letter.language];
  return {
    to: signer.email,
    subject: words.codeSubject,
    html: html`<p>${words.hello(signer.name)}</p>
      <p>${words.code(code)}</p>
      <p>${words.notYou}</p>`.value,
    text: `${words.hello(signer.name)}\n\n${words.code(code)}\n\n${words.notYou}\n`,
  };
}

/** The firm's notice of a signer's answer (signed by all, or declined), to the responsible attorney and the sender. */
export function firmNoticeEmail(
  letter: LetterRecord,
  to: string,
  staffLink: string,
  what: 'signed' | 'declined',
): Email {
  const done =
    what === 'signed'
      ? `${letter.merge.clientName} signed the ${letter.title}. The sealed PDF is in the client's folder in the File Manager.`
      : `${letter.merge.clientName}'s ${letter.title} was declined: ${letter.declineReason ?? ''}`;
  return {
    to,
    subject:
      what === 'signed'
        ? `Signed: ${letter.title}, ${letter.merge.clientName}`
        : `Declined: ${letter.title}, ${letter.merge.clientName}`,
    html: html`<p>${done}</p>
      <p><a href="${staffLink}">Open the lead</a></p>`.value,
    text: `${done}\n\nOpen the lead: ${staffLink}\n`,
  };
}
