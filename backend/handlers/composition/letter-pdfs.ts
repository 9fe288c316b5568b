/** The letters' PDFs (domain/letters/pdf, pure functions over bytes) and the firm's sealing key. */
import { PDFDocument } from 'pdf-lib';
import { sealerFromEnvironment } from '../../adapters/sealing';
import { renderConsentPdf, renderLetterPdf, signedPdf } from '../../domain/letters/pdf';
import type { LetterPdfs, LetterSealer } from '../../domain/letters/ports';

export const letterPdfs: LetterPdfs = {
  renderLetter: renderLetterPdf,
  renderConsent: renderConsentPdf,
  signed: signedPdf,
  pageCount: async (pdf) => (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount(),
};

/** The KMS key in AWS, the local key under DATA_DIR locally; read at the first seal. */
export const letterSealer = (): LetterSealer => sealerFromEnvironment();
