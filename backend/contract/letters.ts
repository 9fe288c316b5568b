/**
 * Engagement letters: the rules the staff screens, the client's signing page and the server share (statuses,
 * kinds, roles, merge fields, limits, lifetimes and messages). The server decides; the screens check early to
 * help. What the client reads is written in English and Spanish (the letter's language).
 */
import { FIRM_IDENTITY } from './firm';

export const LETTER_LANGUAGES = ['en', 'es'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export const isLetterLanguage = (value: string): value is LetterLanguage =>
  (LETTER_LANGUAGES as readonly string[]).includes(value);

/** What a template is for, as staff read it. */
export const LETTER_KINDS = {
  'contingency-fee': 'Contingency fee agreement',
  'medical-authorization': 'Medical records authorization (HIPAA)',
  other: 'Other',
} as const;
export type LetterKind = keyof typeof LETTER_KINDS;
export const isLetterKind = (value: string): value is LetterKind => Object.hasOwn(LETTER_KINDS, value);

/** Who signs: the client, and for a minor a parent or guardian. */
export const SIGNER_ROLES = { client: 'Client', guardian: 'Parent or guardian' } as const;
export type SignerRole = keyof typeof SIGNER_ROLES;
export const isSignerRole = (value: string): value is SignerRole => Object.hasOwn(SIGNER_ROLES, value);

/**
 * A letter's status: sent -> opened -> consented -> signed (by every signer) -> countersigned; or declined
 * (by any signer), expired (past its last day in the firm's zone, unsigned) or revoked (by staff).
 */
export const LETTER_STATUSES = {
  sent: 'Sent',
  opened: 'Opened',
  consented: 'Consented',
  signed: 'Signed',
  countersigned: 'Countersigned',
  declined: 'Declined',
  expired: 'Expired',
  revoked: 'Revoked',
} as const;
export type LetterStatus = keyof typeof LETTER_STATUSES;

/** Statuses a letter may be sent again from, as a new letter with new links. */
export const RESENDABLE_LETTER_STATUSES: readonly LetterStatus[] = ['declined', 'expired', 'revoked'];

/** Where each signer is on the way to a signature. */
export type SignerState = 'waiting' | 'consented' | 'verified' | 'signed' | 'declined';

/** What happened to a letter, as its events and the signing certificate list them. */
export const LETTER_EVENT_KINDS = [
  'sent',
  'opened',
  'consented',
  'code-sent',
  'code-failed',
  'identity-verified',
  'signed',
  'declined',
  'countersigned',
  'reminded',
  'expired',
  'revoked',
  'resent',
] as const;
export type LetterEventKind = (typeof LETTER_EVENT_KINDS)[number];

/** Whether expenses come off the recovery before the fee is figured, or after. */
export const EXPENSES_DEDUCTED = {
  'before-fee': 'Expenses are deducted from the recovery before the fee is calculated',
  'after-fee': 'Expenses are deducted from the recovery after the fee is calculated',
} as const;
export type ExpensesDeducted = keyof typeof EXPENSES_DEDUCTED;

/** What the client owes if nothing is recovered. */
export const OWED_IF_NO_RECOVERY = {
  nothing: 'Nothing: no fee and no expenses',
  expenses: 'No fee, but the expenses the firm advanced',
} as const;
export type OwedIfNoRecovery = keyof typeof OWED_IF_NO_RECOVERY;

export interface FeeTerms {
  percentBeforeSuit: number;
  percentAfterSuit: number;
  percentAtTrial: number;
  expensesDeducted: ExpensesDeducted;
  owedIfNoRecovery: OwedIfNoRecovery;
}

/**
 * The merge fields a template may use, as `{{field}}`; any other is refused when the template is saved.
 * Values are filled from the lead or matter, the signer and the firm when the letter is made.
 */
export const LETTER_MERGE_FIELDS = {
  'client.name': "The client's name",
  'client.address': "The client's postal address (given when the letter is sent)",
  'client.email': "The client's email address",
  'case.claimType': 'The claim (the matter’s claim type)',
  'case.incidentDate': 'The date of the incident, written out in the letter’s language',
  'attorney.name': 'The responsible attorney',
  'firm.name': 'The firm’s name',
  'firm.address': 'The firm’s address',
  'firm.phone': 'The firm’s phone number',
  'fees.percentBeforeSuit': 'The fee before suit is filed (percent)',
  'fees.percentAfterSuit': 'The fee after suit is filed (percent)',
  'fees.percentAtTrial': 'The fee if the case is tried (percent)',
  'fees.expensesDeducted': 'Whether expenses come off before or after the fee, in words',
  'fees.owedIfNoRecovery': 'What the client owes if nothing is recovered, in words',
  today: 'The date the letter is sent, written out',
} as const;
export type LetterMergeField = keyof typeof LETTER_MERGE_FIELDS;
export const isLetterMergeField = (value: string): value is LetterMergeField =>
  Object.hasOwn(LETTER_MERGE_FIELDS, value);

/** `{{ field }}` in a template body (spaces inside the braces allowed). */
export const MERGE_FIELD_PATTERN = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export const LETTER_LIMITS = {
  templateNameMaxLength: 120,
  templateBodyMaxLength: 50_000,
  /** A link works from 1 to 60 days (its last day in the firm's zone). */
  minExpiryDays: 1,
  maxExpiryDays: 60,
  maxSigners: 2,
  signerNameMaxLength: 120,
  addressMaxLength: 300,
  declineReasonMaxLength: 1000,
  revokeReasonMaxLength: 500,
  /** A drawn signature (a PNG data URL) may be at most this many bytes once decoded. */
  maxDrawnSignatureBytes: 100_000,
  /** Fee percentages: 0 to 100, at most two decimals. */
  maxPercent: 100,
} as const;

/** The one-time code mailed to a signer: 6 digits, good for 15 minutes and 5 tries, then a new one is needed. */
export const SIGNING_CODE_DIGITS = 6;
export const SIGNING_CODE_MINUTES = 15;
export const SIGNING_CODE_TRIES = 5;
/** Codes one link may have mailed in a day. */
export const SIGNING_CODES_PER_LINK_PER_DAY = 5;
/** Signing-page calls one network may make in an hour (a guess at a 256-bit token is hopeless; this keeps load down). */
export const SIGNING_CHECKS_PER_NETWORK_PER_HOUR = 600;
/** Changes (consent, code checks, signing, declining) one link may make in an hour. */
export const SIGNING_ACTIONS_PER_LINK_PER_HOUR = 60;
/** Reminders go to signers who have not signed this many days after the letter was sent. */
export const LETTER_REMINDER_DAYS = [2, 5] as const;
/** The links to PDFs a page or a staff download hands out work this long. */
export const LETTER_LINK_SECONDS = 5 * 60;

/** Where the client's signing page lives; the token follows in the fragment, as the upload page's does. */
export const SIGNING_PATH = '/sign';
/** The public page that tells whether a PDF is one the firm sealed. */
export const VERIFY_PATH = '/verify';

/** The signer's link: the token in the fragment, which a browser sends to no server. */
export function signingLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${SIGNING_PATH}#${token}`;
}

/** Which of a letter's PDFs a staff download asks for. */
export const LETTER_DOWNLOADS = ['sent', 'sealed'] as const;
export type LetterDownloadKind = (typeof LETTER_DOWNLOADS)[number];

/** The consent to do business electronically: its version changes whenever its text does. */
export const SIGNING_CONSENT_VERSION = '2026-11-29';

/**
 * The consent text (Markdown) in each language: what ESIGN (15 U.S.C. 7001(c)) and Washington's UETA
 * (RCW 1.80) ask to be disclosed. `{{accessWord}}` is printed only in the consent's PDF, so typing it shows
 * the client can open a PDF.
 */
export const SIGNING_CONSENT_TEXT: Record<LetterLanguage, string> = {
  en: `# Consent to sign electronically

${FIRM_IDENTITY.name} ("the firm") asks you to receive and sign the document it sent you electronically
instead of on paper. Before you agree, please read this.

**What this consent covers.** It covers the document sent with this link, the notices about it (such as
the one-time code and your signed copy) and your electronic signature on it. It does not cover other
documents unless you agree again.

**Your right to paper.** You may ask for this document on paper, and a paper copy of the signed
document, at no charge: call ${FIRM_IDENTITY.phoneDisplay}, email ${FIRM_IDENTITY.infoEmail} or write to
${FIRM_IDENTITY.address.street}, ${FIRM_IDENTITY.address.suite}, ${FIRM_IDENTITY.address.city}, ${FIRM_IDENTITY.address.region} ${FIRM_IDENTITY.address.postalCode}.

**Withdrawing consent.** You may withdraw this consent at any time before you sign by declining on this
page or by telling the firm in the same ways. Withdrawing has no fee and does not affect anything you
signed before; the firm will then work with you on paper.

**What you need.** A phone or computer with a current web browser, an email account that receives the
firm's messages, and a program that opens PDF files (most phones and browsers have one). To show that
you can open PDFs, open the consent PDF on this page and type the word printed in it.

**Keeping a copy.** After you sign you can download the signed PDF; keep it, or ask the firm for a copy.
If your email address changes, tell the firm.

By typing the word from the PDF and choosing "I agree", you agree to do business with the firm
electronically for this document, and you confirm that you can open and keep PDF files.
`,
  es: `# Consentimiento para firmar electrónicamente

${FIRM_IDENTITY.name} ("la firma") le pide recibir y firmar electrónicamente, en lugar de en papel, el
documento que le envió. Antes de aceptar, por favor lea lo siguiente.

**Qué cubre este consentimiento.** Cubre el documento enviado con este enlace, los avisos sobre él (como
el código de un solo uso y su copia firmada) y su firma electrónica en él. No cubre otros documentos a
menos que usted acepte de nuevo.

**Su derecho a una copia en papel.** Puede pedir este documento en papel, y una copia en papel del
documento firmado, sin costo: llame al ${FIRM_IDENTITY.phoneDisplay}, escriba a ${FIRM_IDENTITY.infoEmail} o por correo a
${FIRM_IDENTITY.address.street}, ${FIRM_IDENTITY.address.suite}, ${FIRM_IDENTITY.address.city}, ${FIRM_IDENTITY.address.region} ${FIRM_IDENTITY.address.postalCode}.

**Retirar el consentimiento.** Puede retirar este consentimiento en cualquier momento antes de firmar,
rechazando el documento en esta página o avisando a la firma por los mismos medios. Retirarlo no tiene
costo y no afecta nada de lo que haya firmado antes; la firma trabajará con usted en papel.

**Lo que necesita.** Un teléfono o una computadora con un navegador actual, una cuenta de correo
electrónico que reciba los mensajes de la firma y un programa que abra archivos PDF (la mayoría de los
teléfonos y navegadores lo tienen). Para mostrar que puede abrir archivos PDF, abra el PDF del
consentimiento en esta página y escriba la palabra impresa en él.

**Guardar una copia.** Después de firmar puede descargar el PDF firmado; guárdelo, o pida una copia a la
firma. Si cambia su correo electrónico, avise a la firma.

Al escribir la palabra del PDF y elegir "Acepto", usted acepta tratar con la firma electrónicamente para
este documento y confirma que puede abrir y guardar archivos PDF.
`,
};

/** The words an access word is drawn from: short, plain, the same in both languages' alphabets. */
export const ACCESS_WORDS = [
  'amber',
  'canyon',
  'cedar',
  'harbor',
  'island',
  'lantern',
  'maple',
  'meadow',
  'orchid',
  'pebble',
  'prairie',
  'river',
  'saddle',
  'summit',
  'timber',
  'willow',
] as const;

/** What the client's signing page answers in the letter's language. */
export const SIGNING_MESSAGES: Record<
  LetterLanguage,
  {
    notFound: string;
    expired: string;
    tooManyRequests: string;
    closed: string;
    consentFirst: string;
    consentVersionChanged: string;
    wrongAccessWord: string;
    codeFirst: string;
    codeWrong: string;
    codeExpired: string;
    codeUsedUp: string;
    tooManyCodes: string;
    nameMismatch: string;
    drawnInvalid: string;
    reasonRequired: string;
    reasonTooLong: string;
    alreadySigned: string;
  }
> = {
  en: {
    notFound: 'This link does not work. Please check it, or ask the firm for a new one.',
    expired: `This link has expired. Please call ${FIRM_IDENTITY.phoneDisplay} and the firm will send a new one.`,
    tooManyRequests: 'Too many tries from this connection or link. Please wait a while and try again.',
    closed: 'This document can no longer be signed from this link.',
    consentFirst: 'Please agree to sign electronically first.',
    consentVersionChanged: 'The consent text changed. Please read it again and agree.',
    wrongAccessWord:
      'That is not the word printed in the consent PDF. Please open the PDF and type its word.',
    codeFirst: 'Please enter the code we emailed you first.',
    codeWrong: 'That code is not right. Please check the email and try again.',
    codeExpired: 'That code has expired. Please ask for a new one.',
    codeUsedUp: `That code was entered wrong ${SIGNING_CODE_TRIES} times. Please ask for a new one.`,
    tooManyCodes: `We have already sent ${SIGNING_CODES_PER_LINK_PER_DAY} codes today. Please call ${FIRM_IDENTITY.phoneDisplay}.`,
    nameMismatch: 'Please type your full name exactly as it is shown above.',
    drawnInvalid:
      'The drawn signature could not be used. Please draw it again, or sign with your typed name.',
    reasonRequired: 'Please tell the firm why you decline.',
    reasonTooLong: `Please keep the reason under ${LETTER_LIMITS.declineReasonMaxLength} characters.`,
    alreadySigned: 'You have already signed this document.',
  },
  es: {
    notFound: 'Este enlace no funciona. Por favor revíselo o pida uno nuevo a la firma.',
    expired: `Este enlace ha vencido. Por favor llame al ${FIRM_IDENTITY.phoneDisplay} y la firma le enviará uno nuevo.`,
    tooManyRequests:
      'Demasiados intentos desde esta conexión o este enlace. Por favor espere un rato e intente de nuevo.',
    closed: 'Este documento ya no se puede firmar con este enlace.',
    consentFirst: 'Por favor acepte primero firmar electrónicamente.',
    consentVersionChanged: 'El texto del consentimiento cambió. Por favor léalo de nuevo y acepte.',
    wrongAccessWord:
      'Esa no es la palabra impresa en el PDF del consentimiento. Por favor abra el PDF y escriba su palabra.',
    codeFirst: 'Por favor escriba primero el código que le enviamos por correo electrónico.',
    codeWrong: 'Ese código no es correcto. Por favor revise el correo e intente de nuevo.',
    codeExpired: 'Ese código ha vencido. Por favor pida uno nuevo.',
    codeUsedUp: `Ese código se escribió mal ${SIGNING_CODE_TRIES} veces. Por favor pida uno nuevo.`,
    tooManyCodes: `Ya enviamos ${SIGNING_CODES_PER_LINK_PER_DAY} códigos hoy. Por favor llame al ${FIRM_IDENTITY.phoneDisplay}.`,
    nameMismatch: 'Por favor escriba su nombre completo exactamente como aparece arriba.',
    drawnInvalid:
      'No se pudo usar la firma dibujada. Por favor dibújela de nuevo o firme con su nombre escrito.',
    reasonRequired: 'Por favor díganos por qué lo rechaza.',
    reasonTooLong: `Por favor escriba el motivo en menos de ${LETTER_LIMITS.declineReasonMaxLength} caracteres.`,
    alreadySigned: 'Usted ya firmó este documento.',
  },
};

/** What staff read (English: the staff portal is English). */
export const LETTER_MESSAGES = {
  templateNotFound: 'This template no longer exists. Please reload the list.',
  templateChanged:
    'Someone saved this template since you opened it. Please reload it and make your changes again.',
  templateRetired: 'This template is retired. Restore it, or choose another.',
  templateNameRequired: 'Please give the template a name.',
  templateNameTooLong: `Keep the name under ${LETTER_LIMITS.templateNameMaxLength} characters.`,
  templateBodyRequired: 'Please write the letter.',
  templateBodyTooLong: `Keep the letter under ${LETTER_LIMITS.templateBodyMaxLength.toLocaleString('en-US')} characters.`,
  unknownKind: `Choose what the template is: ${Object.values(LETTER_KINDS).join(', ')}.`,
  unknownLanguage: 'Choose English or Spanish.',
  unknownMergeFields: (fields: readonly string[]) =>
    `These merge fields do not exist: ${fields.map((field) => `{{${field}}}`).join(', ')}. Use only the fields listed.`,
  feeTermsRequired:
    'A contingency fee agreement needs its fee terms: the percentage before suit, after suit and at trial, how expenses are deducted and what the client owes if nothing is recovered.',
  feeTermsNotAllowed: 'Only a contingency fee agreement has fee terms.',
  percentInvalid: `Each percentage is from 0 to ${LETTER_LIMITS.maxPercent}, with at most two decimals.`,
  expensesInvalid: 'Choose whether expenses are deducted before or after the fee.',
  owedInvalid: 'Choose what the client owes if nothing is recovered.',
  versionChanged:
    'The template was saved again since you previewed it. Please preview the letter again before sending.',
  caseNotFound: 'This lead no longer exists.',
  notCleared:
    'This letter cannot be prepared until the lead’s conflict check is cleared. Run the check and clear it (or decide it) first.',
  signersRequired: 'Please name who signs: the client, and a parent or guardian for a minor.',
  tooManySigners: `A letter has at most ${LETTER_LIMITS.maxSigners} signers.`,
  signerNameRequired: "Please give each signer's name.",
  signerNameTooLong: `Keep each signer's name under ${LETTER_LIMITS.signerNameMaxLength} characters.`,
  signerEmailInvalid: "Please give each signer's email address.",
  signerRoleInvalid: 'Each signer is the client or a parent or guardian.',
  oneClient: 'Exactly one signer is the client.',
  signersRepeat: 'Each signer needs an email address of their own.',
  expiryInvalid: `The link's last day is from ${LETTER_LIMITS.minExpiryDays} to ${LETTER_LIMITS.maxExpiryDays} days from today (YYYY-MM-DD).`,
  addressTooLong: `Keep the address under ${LETTER_LIMITS.addressMaxLength} characters.`,
  letterNotFound: 'This letter no longer exists. Please reload the list.',
  letterChanged: 'This letter changed just now. Please reload it and try again.',
  notRevocable: 'Only a letter that is not yet signed, declined, expired or revoked can be revoked.',
  reasonRequired: 'Please say why the letter is revoked.',
  reasonTooLong: `Keep the reason under ${LETTER_LIMITS.revokeReasonMaxLength} characters.`,
  notResendable: 'Only a revoked, expired or declined letter can be sent again.',
  notSigned: 'Only a letter every signer has signed can be countersigned.',
  alreadyCountersigned: 'This letter is already countersigned.',
  notYourMatter: 'Only the matter’s responsible attorney or an administrator may countersign.',
  noSealedPdf: 'This letter has no sealed PDF yet: it is not signed.',
  unknownDownload: 'Choose the PDF as sent or the sealed PDF.',
  notASha256: 'Not a SHA-256 (64 hexadecimal characters).',
  attorneyNotStaff: 'Choose the responsible attorney from the firm’s staff.',
} as const;

/** The sealed PDF's file name in the client's folder. */
export function sealedFileName(title: string, clientName: string, stage: 'signed' | 'countersigned'): string {
  const clean = (text: string) =>
    text
      .replace(/[\\/:*?"<>|#%]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${clean(title)} - ${clean(clientName)} (${stage}).pdf`;
}

/** A SHA-256 as the seal check takes it: 64 hexadecimal characters, any case. */
export const SHA256_PATTERN = /^[0-9a-fA-F]{64}$/;

/** The seal check's answers. */
export type SealCheckResult = 'sealed' | 'unknown';
export type SealStage = 'signed' | 'countersigned';
