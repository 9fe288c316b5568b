/**
 * Every word the PDFs print besides the letter's own text, in the letter's language: the fee table, the
 * signature blocks and page, the consent's access word and the signing certificate.
 */
export type LetterLanguage = 'en' | 'es';

export interface PdfLabels {
  letterFooter(letterId: string, page: number, total: number): string;
  consentFooter(version: string, page: number, total: number): string;
  certificateFooter(letterId: string, page: number, total: number): string;
  percent(value: number): string;
  feeTerms: {
    heading: string;
    beforeSuit: string;
    afterSuit: string;
    atTrial: string;
    expenses: string;
    expensesDeducted: Record<ExpensesDeducted, string>;
    ifNothingRecovered: string;
    owedIfNoRecovery: Record<OwedIfNoRecovery, string>;
  };
  signatures: string;
  roles: Record<string, string>;
  signature: string;
  name: string;
  date: string;
  consent: { version: string; accessWordHeading: string; accessWordHelp: string };
  signaturePage: {
    heading: string;
    intro: string;
    typedName: string;
    drawnSignature: string;
    noDrawing: string;
    signedAt: string;
  };
  certificate: {
    heading: string;
    intro: string;
    document: string;
    letter: string;
    sentSha256: string;
    consentVersion: string;
    consentSha256: string;
    identityCheck: string;
    signers: string;
    events: string;
    by: string;
    network: string;
    browser: string;
    note: string;
    issuedBy: string;
    /** The words of each kind of event (LETTER_EVENT_KINDS); an unknown kind prints as it is. */
    eventKinds: Record<string, string>;
  };
}

export type ExpensesDeducted = 'before-fee' | 'after-fee';
export type OwedIfNoRecovery = 'nothing' | 'expenses';

const twoDecimals = (value: number) => String(Math.round(value * 100) / 100);

const en: PdfLabels = {
  letterFooter: (id, page, total) => `Letter ${id} · page ${page} of ${total}`,
  consentFooter: (version, page, total) => `Consent ${version} · page ${page} of ${total}`,
  certificateFooter: (id, page, total) =>
    `Letter ${id} · signatures and certificate · page ${page} of ${total}`,
  percent: (value) => `${twoDecimals(value)}%`,
  feeTerms: {
    heading: 'Fee terms',
    beforeSuit: 'Fee if the case is resolved before a lawsuit is filed',
    afterSuit: 'Fee if the case is resolved after a lawsuit is filed',
    atTrial: 'Fee if the case is tried',
    expenses: 'Case expenses',
    expensesDeducted: {
      'before-fee': 'Deducted from the recovery before the fee is calculated',
      'after-fee': 'Deducted from the recovery after the fee is calculated',
    },
    ifNothingRecovered: 'If nothing is recovered',
    owedIfNoRecovery: {
      nothing: 'The client owes no fee and no expenses',
      expenses: 'The client owes no fee but repays the case expenses',
    },
  },
  signatures: 'Signatures',
  roles: { client: 'Client', guardian: 'Parent or legal guardian', attorney: 'Attorney' },
  signature: 'Signature',
  name: 'Name',
  date: 'Date',
  consent: {
    version: 'Version',
    accessWordHeading: 'Your access word',
    accessWordHelp:
      'Type this word on the signing page. It shows that you can open and read PDF documents, which you need ' +
      'to receive your documents electronically.',
  },
  signaturePage: {
    heading: 'Signature page',
    intro: 'The persons below signed this document electronically.',
    typedName: 'Typed name',
    drawnSignature: 'Drawn signature',
    noDrawing: 'none',
    signedAt: 'Signed at',
  },
  certificate: {
    heading: 'Signing certificate',
    intro:
      'This certificate records how the document was signed. It is part of the signed file, which the firm ' +
      'sealed with its electronic seal; a PDF reader shows any change made after sealing.',
    document: 'Document',
    letter: 'Letter',
    sentSha256: 'SHA-256 of the document as sent',
    consentVersion: 'Consent to do business electronically, version',
    consentSha256: 'SHA-256 of the consent text shown',
    identityCheck: 'Identity check',
    signers: 'Signers',
    events: 'Events (times in UTC)',
    by: 'by',
    network: 'Network address',
    browser: 'Browser',
    note: 'Note',
    issuedBy: 'Issued by',
    eventKinds: {
      sent: 'Sent',
      resent: 'Sent again',
      reminded: 'Reminder sent',
      opened: 'Opened',
      consented: 'Consented to do business electronically',
      'code-sent': 'Identity code sent',
      'code-failed': 'Wrong identity code entered',
      'identity-verified': 'Identity confirmed by code',
      signed: 'Signed',
      declined: 'Declined',
      countersigned: 'Countersigned',
      expired: 'Expired',
      revoked: 'Revoked',
    },
  },
};

const es: PdfLabels = {
  letterFooter: (id, page, total) => `Carta ${id} · página ${page} de ${total}`,
  consentFooter: (version, page, total) => `Consentimiento ${version} · página ${page} de ${total}`,
  certificateFooter: (id, page, total) => `Carta ${id} · firmas y certificado · página ${page} de ${total}`,
  percent: (value) => `${twoDecimals(value).replace('.', ',')} %`,
  feeTerms: {
    heading: 'Condiciones de los honorarios',
    beforeSuit: 'Honorarios si el caso se resuelve antes de presentar una demanda',
    afterSuit: 'Honorarios si el caso se resuelve después de presentar una demanda',
    atTrial: 'Honorarios si el caso llega a juicio',
    expenses: 'Gastos del caso',
    expensesDeducted: {
      'before-fee': 'Se descuentan de lo recuperado antes de calcular los honorarios',
      'after-fee': 'Se descuentan de lo recuperado después de calcular los honorarios',
    },
    ifNothingRecovered: 'Si no se recupera nada',
    owedIfNoRecovery: {
      nothing: 'El cliente no debe honorarios ni gastos',
      expenses: 'El cliente no debe honorarios, pero reembolsa los gastos del caso',
    },
  },
  signatures: 'Firmas',
  roles: { client: 'Cliente', guardian: 'Padre, madre o tutor legal', attorney: 'Abogado' },
  signature: 'Firma',
  name: 'Nombre',
  date: 'Fecha',
  consent: {
    version: 'Versión',
    accessWordHeading: 'Su palabra de acceso',
    accessWordHelp:
      'Escriba esta palabra en la página de firma. Así demuestra que puede abrir y leer documentos PDF, lo ' +
      'que necesita para recibir sus documentos de forma electrónica.',
  },
  signaturePage: {
    heading: 'Página de firmas',
    intro: 'Las personas indicadas abajo firmaron este documento electrónicamente.',
    typedName: 'Nombre escrito',
    drawnSignature: 'Firma dibujada',
    noDrawing: 'ninguna',
    signedAt: 'Firmado el',
  },
  certificate: {
    heading: 'Certificado de firma',
    intro:
      'Este certificado registra cómo se firmó el documento. Forma parte del archivo firmado, que el despacho ' +
      'selló con su sello electrónico; un lector de PDF muestra cualquier cambio hecho después del sellado.',
    document: 'Documento',
    letter: 'Carta',
    sentSha256: 'SHA-256 del documento tal como se envió',
    consentVersion: 'Consentimiento para realizar trámites electrónicamente, versión',
    consentSha256: 'SHA-256 del texto del consentimiento mostrado',
    identityCheck: 'Verificación de identidad',
    signers: 'Firmantes',
    events: 'Eventos (horas en UTC)',
    by: 'por',
    network: 'Dirección de red',
    browser: 'Navegador',
    note: 'Nota',
    issuedBy: 'Emitido por',
    eventKinds: {
      sent: 'Enviada',
      resent: 'Enviada de nuevo',
      reminded: 'Recordatorio enviado',
      opened: 'Abierta',
      consented: 'Consintió en realizar trámites electrónicamente',
      'code-sent': 'Código de identidad enviado',
      'code-failed': 'Código de identidad incorrecto',
      'identity-verified': 'Identidad confirmada con el código',
      signed: 'Firmada',
      declined: 'Rechazada',
      countersigned: 'Firmada por el despacho',
      expired: 'Vencida',
      revoked: 'Revocada',
    },
  },
};

export const PDF_LABELS: Record<LetterLanguage, PdfLabels> = { en, es };

/** An ISO instant as the certificate prints it: "2026-11-29 18:20:05 UTC" (as given if it is not one). */
export function utcText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
