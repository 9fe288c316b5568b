import { FIRM_IDENTITY } from '#contract/firm';
import { titleWithFirmName } from './firm';
import type { PageMeta } from './types';
import type { VerifyWords } from './verify';

/** La comprobación del sello (/es/verify), gemela de la página en inglés. */
export const verifyMeta: PageMeta = {
  path: '/es/verify',
  pageTitle: titleWithFirmName('Comprobar un documento sellado'),
  description: `Compruebe si un PDF es un documento que ${FIRM_IDENTITY.name} selló y que no ha cambiado desde entonces. El archivo nunca sale de su dispositivo.`,
  keywords: 'verificar documento, PDF sellado, acuerdo firmado, Brandt & Okafor',
};

export const verifyWords: VerifyWords = {
  locale: 'es-US',
  heading: 'Comprobar un documento sellado',
  intro: `Elija un PDF que ${FIRM_IDENTITY.name} le envió, firmado o refrendado. Su navegador calcula la huella del archivo (SHA-256) y solo pregunta a la firma si selló un archivo con esa huella.`,
  privacy: 'El archivo nunca sale de su dispositivo: solo se envía su huella, nada de su contenido.',
  fileLabel: 'El PDF que desea comprobar',
  checking: 'Comprobando…',
  sealed: (date) => `Sellado por ${FIRM_IDENTITY.name} el ${date}, sin alteraciones.`,
  stage: {
    signed: 'Firmado por el cliente.',
    countersigned: 'Firmado por el cliente y refrendado por la firma.',
  },
  unknown: 'No es un documento que la firma haya sellado, o se modificó después de sellarlo.',
  notPdf: 'Elija un archivo PDF.',
  fingerprint: 'Huella (SHA-256)',
};
