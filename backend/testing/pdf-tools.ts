/**
 * Debian's poppler-utils as the tests' independent reader of PDFs (bin/ensure-chromium.mjs installs them):
 * `pdftotext` for what a person reads, `pdfsig` for what a reader's signature panel reports, `pdfinfo` for the
 * page count. Nothing of ours parses the PDFs we make.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'bo-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order, with each run of white space as one space. */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  });
}

export function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  });
}

/** pdfsig's report on the file's signatures (its exit status is not an answer: it is 0 for some failures). */
export function pdfSignatureReport(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, async (file) => {
    const result = await run('pdfsig', [file]).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    return `${result.stdout}${result.stderr}`;
  });
}

export interface WordBox {
  text: string;
  xMin: number;
  xMax: number;
  page: number;
}

/** Every word with its horizontal extent and page, from `pdftotext -bbox`. */
export function pdfWordBoxes(pdf: Uint8Array): Promise<WordBox[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const boxes: WordBox[] = [];
    let page = 0;
    for (const line of stdout.split('\n')) {
      if (line.includes('<page ')) page += 1;
      const word = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">(.*)<\/word>/.exec(
        line,
      );
      if (word) boxes.push({ xMin: Number(word[1]), xMax: Number(word[2]), text: word[3]!, page });
    }
    return boxes;
  });
}

/** How many images the pages draw (`pdfimages -list`). */
export function pdfImageCount(pdf: Uint8Array): Promise<number> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout.trim().split('\n').length - 2;
  });
}
