/**
 * The shapes the PDF module (domain/letters/pdf) takes: the letter as sent, the consent PDF with its access
 * word, the signature stamps and the signing certificate.
 */
export type { ConsentPdfInput, LetterPdfInput, SignatureStamp, SigningCertificate } from './pdf';
