import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const READER = path.join(__dirname, 'readPdf.mjs');

export interface ReadPage {
  text: string;
  /** What a QR reader decodes from the page drawn to pixels, or null when it finds none. */
  qr: string | null;
}

/**
 * A PDF read as its reader sees it: each page's text (pdf.js) and the QR code decoded from the
 * page drawn at 144 dpi (jsQR). `pngFile` keeps the first page as a picture.
 */
export async function readPdf(bytes: Buffer, pngFile?: string): Promise<ReadPage[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-pdf-'));
  const file = path.join(folder, 'document.pdf');
  try {
    fs.writeFileSync(file, bytes);
    const { stdout } = await run(process.execPath, [READER, file, ...(pngFile ? [pngFile] : [])], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return (JSON.parse(stdout) as { pages: ReadPage[] }).pages;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Every page's text as one string, its line breaks as spaces. */
export const allText = (pages: ReadPage[]) =>
  pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
