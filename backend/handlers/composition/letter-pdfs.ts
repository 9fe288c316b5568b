/** The letters' PDFs (domain/letters/pdf, pure functions over bytes). */
import { PDFDocument } from 'pdf-lib';
import { renderConsentPdf, renderLetterPdf, signedPdf } from '../../domain/letters/pdf';
import type { LetterPdfs } from '../../domain/letters/ports';

export const letterPdfs: LetterPdfs = {
  renderLetter: renderLetterPdf,
  renderConsent: renderConsentPdf,
  signed: signedPdf,
  pageCount: async (pdf) => (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount(),
};
