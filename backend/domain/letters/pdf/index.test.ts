import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfImageCount, pdfPageCount, pdfText, pdfWordBoxes } from '../../../testing/pdf-tools';
import {
  renderConsentPdf,
  renderLetterPdf,
  sha256Hex,
  signedPdf,
  type LetterPdfInput,
  type SigningCertificate,
} from './index';
import { PDF_LABELS } from './labels';
import { MARGIN, PAGE_WIDTH } from './layout';

const FEE_TERMS = {
  percentBeforeSuit: 33.33,
  percentAfterSuit: 40,
  percentAtTrial: 45,
  expensesDeducted: 'before-fee',
  owedIfNoRecovery: 'nothing',
} as const;

const englishLetter: LetterPdfInput = {
  language: 'en',
  title: 'Contingency Fee Agreement',
  bodyMarkdown: [
    '## Parties',
    '',
    'This agreement is between **Jane Q. Client** ("Client") and *Brandt & Okafor, PLLC* ("the Firm").',
    '',
    '## What the Firm will do',
    '',
    '- Investigate the claim arising from the incident of March 4, 2026',
    '- Negotiate with the insurers',
    '',
    '1. First numbered step',
    '2. Second numbered step',
    '',
    'Client address:  ',
    '1 Pine Street',
  ].join('\n'),
  feeTerms: FEE_TERMS,
  signers: [{ name: 'Jane Q. Client', role: 'client' }],
  letterId: 'L-7',
};

const spanishLetter: LetterPdfInput = {
  language: 'es',
  title: 'Acuerdo de honorarios de contingencia',
  bodyMarkdown:
    '¿Qué cubre este acuerdo? ¡Todo el caso! La clienta, **María Núñez Ibáñez**, acepta la representación ' +
    'en la acción por lesiones: á é í ó ú ñ ü.',
  feeTerms: FEE_TERMS,
  signers: [
    { name: 'María Núñez Ibáñez', role: 'guardian' },
    { name: 'Sofía Núñez', role: 'client' },
  ],
  letterId: 'L-8',
};

/** A valid width x height PNG of one grey: the drawn signature's stand-in. */
function greyPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.from([0, ...Array(width).fill(90)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function certificateFor(sent: Uint8Array, overrides: Partial<SigningCertificate> = {}): SigningCertificate {
  return {
    letterId: 'L-7',
    title: 'Contingency Fee Agreement',
    language: 'en',
    sentSha256: sha256Hex(sent),
    consent: { version: 'esign-2026-11', sha256: 'c'.repeat(64) },
    identityCheck: 'one-time code to j***@example.com',
    signers: [{ name: 'Jane Q. Client', email: 'jane@example.com', role: 'client' }],
    events: [
      { kind: 'sent', at: '2026-11-20T17:00:00.000Z', by: 'Eleanor Brandt' },
      {
        kind: 'consented',
        at: '2026-11-21T09:15:30.000Z',
        by: 'Jane Q. Client',
        network: '203.0.113.45',
        browser: 'Safari 17 on iOS',
      },
      { kind: 'signed', at: '2026-11-21T09:20:00.000Z', by: 'Jane Q. Client', network: '203.0.113.45' },
    ],
    firm: {
      name: 'Brandt & Okafor, PLLC',
      address: '1520 Fourth Avenue, Suite 1800, Seattle, WA 98101',
      phone: '(206) 555-0148',
    },
    ...overrides,
  };
}

const janeStamp = {
  signerName: 'Jane Q. Client',
  role: 'client',
  typedName: 'Jane Q. Client',
  signedAt: '2026-11-21T09:20:00.000Z',
};

describe('renderLetterPdf', () => {
  it('prints the title, the body, the fee terms as a table, a signature block and the footer', async () => {
    const text = await pdfText(await renderLetterPdf(englishLetter));
    expect(text).toContain('Contingency Fee Agreement');
    expect(text).toContain('This agreement is between Jane Q. Client ("Client") and Brandt & Okafor, PLLC');
    expect(text).toContain('Negotiate with the insurers');
    expect(text).toContain('2. Second numbered step');
    expect(text).toMatch(/Fee if the case is resolved before a lawsuit is filed 33\.33%/);
    expect(text).toMatch(/Fee if the case is resolved after a lawsuit is filed 40%/);
    expect(text).toMatch(/Fee if the case is tried 45%/);
    expect(text).toContain('Deducted from the recovery before the fee is calculated');
    expect(text).toContain('The client owes no fee and no expenses');
    expect(text).toMatch(/Client Signature: _+ Name: Jane Q. Client Date:/);
    expect(text).toContain('Letter L-7 · page 1 of 1');
  });

  it('keeps Spanish letters and signs intact, with the Spanish labels and footer', async () => {
    const text = await pdfText(await renderLetterPdf(spanishLetter));
    expect(text).toContain('¿Qué cubre este acuerdo? ¡Todo el caso! La clienta, María Núñez Ibáñez,');
    expect(text).toContain('á é í ó ú ñ ü');
    expect(text).toContain('Condiciones de los honorarios');
    expect(text).toMatch(/Honorarios si el caso llega a juicio 45 %/);
    expect(text).toContain('33,33 %');
    expect(text).toContain('Padre, madre o tutor legal');
    expect(text).toContain('Nombre: Sofía Núñez');
    expect(text).toContain('Carta L-8 · página 1 de 1');
  });

  it('wraps long text inside the margins and breaks it onto numbered pages', async () => {
    const sentences = Array.from({ length: 260 }, (_, i) => `Clause ${i + 1} binds both parties equally.`);
    const pdf = await renderLetterPdf({
      ...englishLetter,
      bodyMarkdown: `${sentences.join(' ')}\n\nA reference without spaces: ${'0123456789abcdef'.repeat(8)}.`,
    });
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = await pdfText(pdf);
    expect(text).toContain('Clause 260 binds both parties equally.');
    for (let page = 1; page <= pages; page += 1)
      expect(text).toContain(`Letter L-7 · page ${page} of ${pages}`);
    const boxes = await pdfWordBoxes(pdf);
    expect(boxes.length).toBeGreaterThan(1000);
    for (const box of boxes) {
      expect(box.xMin).toBeGreaterThanOrEqual(MARGIN - 20); // list markers sit in the indent
      expect(box.xMax).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    }
  });

  it('prints characters the standard fonts lack without their accents, or as "?"', async () => {
    const text = await pdfText(
      await renderLetterPdf({ ...englishLetter, bodyMarkdown: 'Client: Nguyễn Văn An 中' }),
    );
    expect(text).toContain('Client: Nguyen Van An ?');
  });

  it('makes the same bytes from the same input, so the sent hash can be made again', async () => {
    const first = await renderLetterPdf(englishLetter);
    expect(sha256Hex(await renderLetterPdf(englishLetter))).toBe(sha256Hex(first));
  });
});

describe('renderConsentPdf', () => {
  it('prints the consent and the access word', async () => {
    const text = await pdfText(
      await renderConsentPdf({
        language: 'en',
        consentMarkdown:
          '# Consent to do business electronically\n\nYou may ask for a paper copy at any time.',
        consentVersion: 'esign-2026-11',
        accessWord: 'harbor-lantern',
      }),
    );
    expect(text).toContain('You may ask for a paper copy at any time.');
    expect(text).toMatch(/Your access word harbor-lantern Type this word on the signing page/);
    expect(text).toContain('Consent esign-2026-11 · page 1 of 1');
  });

  it('speaks Spanish for a Spanish letter', async () => {
    const text = await pdfText(
      await renderConsentPdf({
        language: 'es',
        consentMarkdown: 'Puede pedir una copia en papel.',
        consentVersion: 'esign-2026-11',
        accessWord: 'faro',
      }),
    );
    expect(text).toMatch(/Su palabra de acceso faro Escriba esta palabra/);
    expect(text).toContain('Consentimiento esign-2026-11 · página 1 de 1');
  });
});

describe('signedPdf', () => {
  it('adds a signature page and the signing certificate after the pages as sent', async () => {
    const sent = await renderLetterPdf(englishLetter);
    const signed = await signedPdf(sent, [janeStamp], certificateFor(sent));
    const text = await pdfText(signed);
    expect(text).toContain('33.33%');
    expect(text).toMatch(/Signature page .* Jane Q. Client \(Client\) Typed name: Jane Q. Client/);
    expect(text).toContain('Signed at: 2026-11-21 09:20:00 UTC');
    expect(text).toContain('Signing certificate');
    expect(text).toContain(`SHA-256 of the document as sent: ${sha256Hex(sent)}`);
    expect(text).toContain('Consent to do business electronically, version esign-2026-11');
    expect(text).toContain(`SHA-256 of the consent text shown: ${'c'.repeat(64)}`);
    expect(text).toContain('Identity check one-time code to j***@example.com');
    expect(text).toContain('Jane Q. Client (Client), jane@example.com');
    expect(text).toMatch(
      /2026-11-21 09:15:30 UTC Consented to do business electronically, by Jane Q. Client Network address: 203\.0\.113\.45 Browser: Safari 17 on iOS/,
    );
    expect(text).toContain('Issued by Brandt & Okafor, PLLC, 1520 Fourth Avenue');
    expect(text).toContain('Letter L-7 · page 1 of 1');
    expect(text).toContain('Letter L-7 · signatures and certificate · page 2 of 2');
    expect(await pdfPageCount(signed)).toBe(3);
  });

  it('writes the certificate in Spanish for a Spanish letter', async () => {
    const sent = await renderLetterPdf(spanishLetter);
    const text = await pdfText(
      await signedPdf(
        sent,
        [
          {
            ...janeStamp,
            signerName: 'María Núñez Ibáñez',
            typedName: 'María Núñez Ibáñez',
            role: 'guardian',
          },
        ],
        certificateFor(sent, {
          language: 'es',
          letterId: 'L-8',
          identityCheck: 'código de un solo uso a m***@example.com',
        }),
      ),
    );
    expect(text).toContain('Página de firmas');
    expect(text).toContain(
      'María Núñez Ibáñez (Padre, madre o tutor legal) Nombre escrito: María Núñez Ibáñez',
    );
    expect(text).toContain('Certificado de firma');
    expect(text).toContain('SHA-256 del documento tal como se envió');
    expect(text).toContain('Verificación de identidad código de un solo uso a m***@example.com');
    expect(text).toContain('Consintió en realizar trámites electrónicamente, por Jane Q. Client');
    expect(text).toContain('Dirección de red: 203.0.113.45 Navegador: Safari 17 on iOS');
    expect(text).toContain('Carta L-8 · firmas y certificado · página 2 de 2');
  });

  it('draws the signature a signer drew', async () => {
    const sent = await renderLetterPdf(englishLetter);
    const signed = await signedPdf(
      sent,
      [{ ...janeStamp, drawnPng: greyPng(300, 80) }],
      certificateFor(sent),
    );
    expect(await pdfImageCount(signed)).toBe(1);
    expect(await pdfText(signed)).toContain('Drawn signature:');
  });

  it('carries many events onto further certificate pages, each event whole', async () => {
    const sent = await renderLetterPdf(englishLetter);
    const browser =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/17.4 Mobile/15E148 Safari/604.1';
    const events = Array.from({ length: 40 }, (_, i) => ({
      kind: 'opened',
      at: `2026-11-21T10:${String(i).padStart(2, '0')}:00.000Z`,
      by: 'Jane Q. Client',
      network: `198.51.100.${i}`,
      browser,
    }));
    const signed = await signedPdf(sent, [janeStamp], certificateFor(sent, { events }));
    const pages = await pdfPageCount(signed);
    expect(pages).toBeGreaterThanOrEqual(5);
    const text = await pdfText(signed);
    for (const i of [0, 20, 39])
      expect(text).toContain(`Network address: 198.51.100.${i} Browser: Mozilla/5.0`);
    expect(text).toContain(`signatures and certificate · page ${pages - 1} of ${pages - 1}`);
    const boxes = await pdfWordBoxes(signed);
    for (const box of boxes) expect(box.xMax).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    // An event never starts on one page and ends on the next: its address and browser share its page.
    const pageOf = (word: string) => boxes.find((box) => box.text === word)?.page;
    for (let i = 0; i < 40; i += 1) {
      const time = boxes.findIndex((box) => box.text === `10:${String(i).padStart(2, '0')}:00`);
      expect(pageOf(`198.51.100.${i}`)).toBe(boxes[time]!.page);
    }
  });

  it('refuses a sent PDF that is not the one the certificate names', async () => {
    const sent = await renderLetterPdf(englishLetter);
    await expect(
      signedPdf(sent, [janeStamp], certificateFor(sent, { sentSha256: 'f'.repeat(64) })),
    ).rejects.toThrow(/does not match its recorded SHA-256/);
  });
});

describe('the PDF labels', () => {
  it('name the same event kinds, roles and fee choices in English and Spanish', () => {
    const { en, es } = PDF_LABELS;
    expect(Object.keys(es.certificate.eventKinds)).toEqual(Object.keys(en.certificate.eventKinds));
    expect(Object.keys(es.roles)).toEqual(Object.keys(en.roles));
    expect(Object.keys(es.feeTerms.expensesDeducted)).toEqual(Object.keys(en.feeTerms.expensesDeducted));
    expect(Object.keys(es.feeTerms.owedIfNoRecovery)).toEqual(Object.keys(en.feeTerms.owedIfNoRecovery));
  });
});

describe('sha256Hex', () => {
  it('is the hex SHA-256 of the bytes', () => {
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
