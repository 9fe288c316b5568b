/**
 * Text on US Letter pages with pdf-lib's standard Helvetica: runs of regular, bold and italic words wrapped to
 * the margins, a new page when the next block does not fit, and a footer on every page once the count is known.
 * The standard fonts speak WinAnsi, which covers English and Spanish (á é í ó ú ü ñ ¿ ¡); any other character is
 * printed as its letter without accents when it has one, else as "?", so a name from elsewhere never stops a
 * letter being made.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 72;
const FOOTER_Y = 36;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export const TEXT_SIZE = 10.5;
export const SMALL_SIZE = 8.5;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, italic, boldItalic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
    doc.embedFont(StandardFonts.HelveticaBoldOblique),
  ]);
  return { regular, bold, italic, boldItalic };
}

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A hard line break (Markdown's two trailing spaces or backslash): the next run starts a line. */
  lineBreak?: boolean;
}

export interface BlockStyle {
  size?: number;
  /** Left indent from the margin, in points. */
  indent?: number;
  /** Printed in the indent on the first line ("•", "2."). */
  marker?: string;
  color?: ReturnType<typeof rgb>;
  /** Space after the block, in points. */
  after?: number;
}

/** The characters the standard fonts can encode (WinAnsi), the same for all four Helvetica faces. */
const encodable = new Map<PDFFont, Set<number>>();

function charactersOf(font: PDFFont): Set<number> {
  let set = encodable.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    encodable.set(font, set);
  }
  return set;
}

/** The text as the font can print it: white space as single spaces, other characters as described above. */
export function printable(text: string, font: PDFFont): string {
  const characters = charactersOf(font);
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    if (characters.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...base].every((c) => characters.has(c.codePointAt(0)!)) && base ? base : '?';
  }
  return out;
}

interface Word {
  text: string;
  font: PDFFont;
  /** Whether a space precedes the word on its line. */
  spaced: boolean;
}

/** Writes blocks top to bottom, opening a page whenever the next line or kept-together block does not fit. */
export class PageWriter {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  page!: PDFPage;
  y = 0;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Opens a page unless `height` more points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  fontOf(run: Run): PDFFont {
    const { regular, bold, italic, boldItalic } = this.fonts;
    if (run.bold) return run.italic ? boldItalic : bold;
    return run.italic ? italic : regular;
  }

  /** The lines the runs wrap to in `width` points. */
  wrap(runs: Run[], size: number, width: number): Word[][] {
    const lines: Word[][] = [[]];
    let lineWidth = 0;
    let pendingSpace = false;
    for (const run of runs) {
      if (run.lineBreak) {
        lines.push([]);
        lineWidth = 0;
        pendingSpace = false;
        continue;
      }
      const font = this.fontOf(run);
      const text = printable(run.text, font);
      for (const piece of text.split(/( )/)) {
        if (piece === ' ') {
          pendingSpace = true;
          continue;
        }
        if (!piece) continue;
        for (const chunk of this.chunks(piece, font, size, width)) {
          const line = lines[lines.length - 1]!;
          const spaced = pendingSpace && line.length > 0;
          const added = font.widthOfTextAtSize((spaced ? ' ' : '') + chunk, size);
          if (line.length > 0 && lineWidth + added > width) {
            lines.push([{ text: chunk, font, spaced: false }]);
            lineWidth = font.widthOfTextAtSize(chunk, size);
          } else {
            line.push({ text: chunk, font, spaced });
            lineWidth += added;
          }
          pendingSpace = false;
        }
      }
    }
    return lines;
  }

  /** A word wider than the line, cut into pieces that fit (a hash, a long address). */
  private chunks(word: string, font: PDFFont, size: number, width: number): string[] {
    if (font.widthOfTextAtSize(word, size) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const char of word) {
      if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  /** The height `runs` take as a block in `style`, for keeping a block together. */
  heightOf(runs: Run[], style: BlockStyle = {}): number {
    const size = style.size ?? TEXT_SIZE;
    return (
      this.wrap(runs, size, TEXT_WIDTH - (style.indent ?? 0)).length * lineHeight(size) + (style.after ?? 0)
    );
  }

  /** A paragraph: wrapped lines, a page break between lines where needed. */
  block(runs: Run[], style: BlockStyle = {}): void {
    const size = style.size ?? TEXT_SIZE;
    const indent = style.indent ?? 0;
    const color = style.color ?? INK;
    const lines = this.wrap(runs, size, TEXT_WIDTH - indent);
    lines.forEach((line, index) => {
      this.ensure(lineHeight(size));
      this.y -= size;
      if (index === 0 && style.marker) {
        this.page.drawText(printable(style.marker, this.fonts.regular), {
          x: MARGIN + indent - 14,
          y: this.y,
          size,
          font: this.fonts.regular,
          color,
        });
      }
      let x = MARGIN + indent;
      for (const word of line) {
        const text = (word.spaced ? ' ' : '') + word.text;
        this.page.drawText(text, { x, y: this.y, size, font: word.font, color });
        x += word.font.widthOfTextAtSize(text, size);
      }
      this.y -= lineHeight(size) - size;
    });
    this.y -= style.after ?? 0;
  }

  /** A thin line across the text width. */
  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }

  /**
   * Rows of a label and a value, the labels in a column of `labelWidth` points; each row kept on one page.
   * Long values wrap within their column.
   */
  table(rows: [label: string, value: string][], labelWidth = 200): void {
    const size = TEXT_SIZE;
    const valueWidth = TEXT_WIDTH - labelWidth - 8;
    for (const [label, value] of rows) {
      const labelLines = this.wrap([{ text: label, bold: true }], size, labelWidth);
      const valueLines = this.wrap([{ text: value }], size, valueWidth);
      const rowLines = Math.max(labelLines.length, valueLines.length);
      this.ensure(rowLines * lineHeight(size) + 6);
      const top = this.y;
      this.drawLines(labelLines, MARGIN, size);
      this.y = top;
      this.drawLines(valueLines, MARGIN + labelWidth + 8, size);
      this.y = top - rowLines * lineHeight(size) - 3;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: PAGE_WIDTH - MARGIN, y: this.y },
        thickness: 0.3,
        color: MUTED,
      });
      this.y -= 3;
    }
  }

  private drawLines(lines: Word[][], x0: number, size: number): void {
    for (const line of lines) {
      this.y -= size;
      let x = x0;
      for (const word of line) {
        const text = (word.spaced ? ' ' : '') + word.text;
        this.page.drawText(text, { x, y: this.y, size, font: word.font, color: INK });
        x += word.font.widthOfTextAtSize(text, size);
      }
      this.y -= lineHeight(size) - size;
    }
  }
}

export function lineHeight(size: number): number {
  return size * 1.4;
}

/** Writes `footer(page, total)` small at the foot of each of `pages`. */
export function drawFooters(
  pages: PDFPage[],
  font: PDFFont,
  footer: (page: number, total: number) => string,
): void {
  pages.forEach((page, index) => {
    page.drawText(printable(footer(index + 1, pages.length), font), {
      x: MARGIN,
      y: FOOTER_Y,
      size: SMALL_SIZE - 0.5,
      font,
      color: MUTED,
    });
  });
}
