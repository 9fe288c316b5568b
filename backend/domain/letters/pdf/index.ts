/**
 * The engagement letters' PDFs, pure functions over bytes: the letter as sent, the consent to do business
 * electronically (which prints the access word), and the signed letter (the sent pages, a signature page and
 * the signing certificate), ready for the seal (./sealer.ts). Same input, same bytes: no creation date is
 * written, so a letter rendered twice hashes the same.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  PDF_LABELS,
  utcText,
  type ExpensesDeducted,
  type LetterLanguage,
  type OwedIfNoRecovery,
} from './labels';
import { MUTED, PageWriter, SMALL_SIZE, drawFooters, embedFonts, lineHeight, printable } from './layout';
import { drawMarkdown } from './markdown';

export type { ExpensesDeducted, LetterLanguage, OwedIfNoRecovery } from './labels';

/** A contingency fee's terms as fields (RPC 1.5(c)): percentages of the gross recovery, 0-100. */
export interface FeeTerms {
  percentBeforeSuit: number;
  percentAfterSuit: number;
  percentAtTrial: number;
  expensesDeducted: ExpensesDeducted;
  owedIfNoRecovery: OwedIfNoRecovery;
}

export interface LetterPdfInput {
  language: LetterLanguage;
  /** "Contingency Fee Agreement" */
  title: string;
  /** The template body with merge fields already filled (plain text values escaped). */
  bodyMarkdown: string;
  /** Printed as a table the body cannot contradict. */
  feeTerms?: FeeTerms;
  /** Signature blocks at the end. */
  signers: { name: string; role: 'client' | 'guardian' }[];
  /** Printed small in the footer: "Letter <id> · page 2 of 5". */
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
  /** The signature the signer drew, as a PNG. */
  drawnPng?: Uint8Array;
  /** ISO instant. */
  signedAt: string;
}

export interface CertificateEvent {
  kind: string;
  /** ISO instant. */
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
  /** Of the PDF as sent. */
  sentSha256: string;
  /** sha256 of the consent text shown. */
  consent: { version: string; sha256: string };
  /** "one-time code to j***@example.com" */
  identityCheck: string;
  signers: { name: string; email: string; role: string }[];
  events: CertificateEvent[];
  firm: { name: string; address: string; phone: string };
}

const TITLE_SIZE = 18;
const DRAWN_SIGNATURE_BOX = { width: 220, height: 70 };

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function newDocument(title: string, language: LetterLanguage): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setLanguage(language);
  return doc;
}

/** The letter as sent: title, body, fee terms table, a signature block per signer, "Letter <id> · page X of Y". */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  const labels = PDF_LABELS[input.language];
  const doc = await newDocument(input.title, input.language);
  const writer = new PageWriter(doc, await embedFonts(doc));
  writer.block([{ text: input.title, bold: true }], { size: TITLE_SIZE, after: 12 });
  drawMarkdown(writer, input.bodyMarkdown);

  if (input.feeTerms) {
    const fee = input.feeTerms;
    const terms = labels.feeTerms;
    const rows: [string, string][] = [
      [terms.beforeSuit, labels.percent(fee.percentBeforeSuit)],
      [terms.afterSuit, labels.percent(fee.percentAfterSuit)],
      [terms.atTrial, labels.percent(fee.percentAtTrial)],
      [terms.expenses, terms.expensesDeducted[fee.expensesDeducted]],
      [terms.ifNothingRecovered, terms.owedIfNoRecovery[fee.owedIfNoRecovery]],
    ];
    writer.ensure(4 * lineHeight(13.5));
    writer.gap(8);
    writer.block([{ text: terms.heading, bold: true }], { size: 13.5, after: 6 });
    writer.table(rows, 260);
  }

  if (input.signers.length > 0) {
    writer.ensure(3 * lineHeight(13.5) + 110);
    writer.gap(12);
    writer.block([{ text: labels.signatures, bold: true }], { size: 13.5, after: 8 });
    for (const signer of input.signers) {
      writer.ensure(110);
      writer.block([{ text: labels.roles[signer.role] ?? signer.role, bold: true }], { after: 30 });
      writer.block([{ text: `${labels.signature}: ________________________________________` }], { after: 4 });
      writer.block([{ text: `${labels.name}: ${signer.name}` }], { after: 4 });
      writer.block([{ text: `${labels.date}: ____________________` }], { after: 18 });
    }
  }

  drawFooters(doc.getPages(), writer.fonts.regular, (page, total) =>
    labels.letterFooter(input.letterId, page, total),
  );
  return doc.save();
}

/** The consent to do business electronically, with the access word printed large so it can be read back. */
export async function renderConsentPdf(input: ConsentPdfInput): Promise<Uint8Array> {
  const labels = PDF_LABELS[input.language];
  const doc = await newDocument(labels.consent.accessWordHeading, input.language);
  const fonts = await embedFonts(doc);
  const writer = new PageWriter(doc, fonts);
  drawMarkdown(writer, input.consentMarkdown);
  writer.block([{ text: `${labels.consent.version} ${input.consentVersion}` }], { color: MUTED, after: 12 });

  // Courier: a fixed-width face where I, l and 1 or O and 0 cannot be mistaken for each other.
  const wordFont = await doc.embedFont(StandardFonts.CourierBold);
  const word = printable(input.accessWord, wordFont);
  const wordSize = 24;
  writer.ensure(writer.heightOf([{ text: labels.consent.accessWordHelp }]) + 90);
  writer.rule();
  writer.block([{ text: labels.consent.accessWordHeading, bold: true }], { size: 13.5, after: 10 });
  writer.y -= wordSize;
  writer.page.drawText(word, { x: 96, y: writer.y, size: wordSize, font: wordFont });
  writer.gap(16);
  writer.block([{ text: labels.consent.accessWordHelp }], { after: 6 });
  writer.rule();

  drawFooters(doc.getPages(), fonts.regular, (page, total) =>
    labels.consentFooter(input.consentVersion, page, total),
  );
  return doc.save();
}

/**
 * The sent PDF, a signature page (typed name, drawn image, date per signer) and the certificate page(s). Not
 * sealed yet. A countersignature re-renders from the sent PDF with every stamp, then is sealed again.
 */
export async function signedPdf(
  sent: Uint8Array,
  stamps: SignatureStamp[],
  certificate: SigningCertificate,
): Promise<Uint8Array> {
  if (sha256Hex(sent) !== certificate.sentSha256)
    throw new Error(`The sent PDF of letter ${certificate.letterId} does not match its recorded SHA-256`);
  const labels = PDF_LABELS[certificate.language];
  const doc = await PDFDocument.load(sent, { updateMetadata: false });
  const sentPageCount = doc.getPageCount();
  const fonts = await embedFonts(doc);
  const writer = new PageWriter(doc, fonts);

  const page = labels.signaturePage;
  writer.block([{ text: page.heading, bold: true }], { size: TITLE_SIZE, after: 8 });
  writer.block([{ text: page.intro }], { after: 12 });
  for (const stamp of stamps) {
    const image = stamp.drawnPng ? await doc.embedPng(stamp.drawnPng) : undefined;
    const drawn = image?.scaleToFit(DRAWN_SIGNATURE_BOX.width, DRAWN_SIGNATURE_BOX.height);
    writer.ensure(4 * lineHeight(11) + 30 + (drawn?.height ?? lineHeight(11)) + 20);
    const role = labels.roles[stamp.role] ?? stamp.role;
    writer.block([{ text: `${stamp.signerName} (${role})`, bold: true }], { size: 11.5, after: 6 });
    writer.block([{ text: `${page.typedName}: ` }, { text: stamp.typedName, italic: true }], {
      size: 14,
      after: 4,
    });
    if (image && drawn) {
      writer.block([{ text: `${page.drawnSignature}:` }], { after: 4 });
      writer.y -= drawn.height;
      writer.page.drawImage(image, { x: 96, y: writer.y, width: drawn.width, height: drawn.height });
      writer.gap(6);
    } else {
      writer.block([{ text: `${page.drawnSignature}: ${page.noDrawing}` }], { after: 4 });
    }
    writer.block([{ text: `${page.signedAt}: ${utcText(stamp.signedAt)}` }], { after: 4 });
    writer.rule();
  }

  const words = labels.certificate;
  writer.newPage();
  writer.block([{ text: words.heading, bold: true }], { size: TITLE_SIZE, after: 8 });
  writer.block([{ text: words.intro }], { after: 12 });
  writer.table([
    [words.document, certificate.title],
    [words.letter, certificate.letterId],
    [words.consentVersion, certificate.consent.version],
    [words.identityCheck, certificate.identityCheck],
    [words.issuedBy, `${certificate.firm.name}, ${certificate.firm.address}, ${certificate.firm.phone}`],
  ]);
  // Hashes on a line of their own, at full width, so a reader can copy one whole.
  writer.gap(6);
  for (const [label, hash] of [
    [words.sentSha256, certificate.sentSha256],
    [words.consentSha256, certificate.consent.sha256],
  ] as const) {
    writer.ensure(writer.heightOf([{ text: label }]) + lineHeight(SMALL_SIZE + 1) + 6);
    writer.block([{ text: `${label}:`, bold: true }], { after: 1 });
    writer.block([{ text: hash }], { after: 6 });
  }

  writer.gap(10);
  writer.block([{ text: words.signers, bold: true }], { size: 13.5, after: 6 });
  for (const signer of certificate.signers) {
    const role = labels.roles[signer.role] ?? signer.role;
    writer.block([{ text: signer.name, bold: true }, { text: ` (${role}), ${signer.email}` }], { after: 4 });
  }

  writer.gap(10);
  writer.block([{ text: words.events, bold: true }], { size: 13.5, after: 6 });
  for (const event of certificate.events) {
    const lines = [
      [
        { text: `${utcText(event.at)}  `, bold: true },
        { text: `${words.eventKinds[event.kind] ?? event.kind}, ${words.by} ${event.by}` },
      ],
      ...(event.network ? [[{ text: `${words.network}: ${event.network}` }]] : []),
      ...(event.browser ? [[{ text: `${words.browser}: ${event.browser}` }]] : []),
      ...(event.note ? [[{ text: `${words.note}: ${event.note}` }]] : []),
    ];
    // An event's lines stay on one page.
    writer.ensure(lines.reduce((height, runs) => height + writer.heightOf(runs, { indent: 12 }), 8));
    lines.forEach((runs, index) =>
      writer.block(runs, { indent: index === 0 ? 0 : 12, size: index === 0 ? undefined : SMALL_SIZE + 1 }),
    );
    writer.gap(6);
  }

  drawFooters(doc.getPages().slice(sentPageCount), fonts.regular, (pageNumber, total) =>
    labels.certificateFooter(certificate.letterId, pageNumber, total),
  );
  return doc.save();
}
