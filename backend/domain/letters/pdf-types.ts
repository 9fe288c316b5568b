/**
 * The shapes the PDF module (domain/letters/pdf) takes, as the letters' design fixes them: the letter as
 * sent, the consent PDF with its access word, the signature stamps and the signing certificate.
 */
import type { FeeTerms, LetterLanguage, SignerRole } from '../../contract/letters';

export interface LetterPdfInput {
  language: LetterLanguage;
  title: string;
  /** The template body with merge fields already filled. */
  bodyMarkdown: string;
  /** Printed as a table the body cannot contradict. */
  feeTerms?: FeeTerms;
  signers: { name: string; role: SignerRole }[];
  /** Printed small in the footer. */
  letterId: string;
}

export interface ConsentPdfInput {
  language: LetterLanguage;
  consentMarkdown: string;
  consentVersion: string;
  accessWord: string;
}

export interface SignatureStamp {
  signerName: string;
  role: string;
  typedName: string;
  drawnPng?: Uint8Array;
  signedAt: string;
}

export interface CertificateEvent {
  kind: string;
  at: string;
  by: string;
  network?: string;
  browser?: string;
  note?: string;
}

export interface SigningCertificate {
  letterId: string;
  title: string;
  language: LetterLanguage;
  sentSha256: string;
  consent: { version: string; sha256: string };
  identityCheck: string;
  signers: { name: string; email: string; role: string }[];
  events: CertificateEvent[];
  firm: { name: string; address: string; phone: string };
}
