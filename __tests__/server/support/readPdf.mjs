// Reads a PDF as a reader would: its text, and each page drawn to pixels (pdf.js on a canvas)
// with any QR code on it decoded from those pixels (jsQR), as a phone's camera would see the page.
// Usage: node readPdf.mjs <file.pdf> [first-page.png]; prints { pages: [{ text, qr }] } as JSON.
// A separate process: pdf.js is published as ES modules only, which jest's CommonJS tests cannot load.
import fs from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** 144 dots per inch: a phone photographing a printed page sees at least this much. */
const SCALE = 2;

const [file, pngFile] = process.argv.slice(2);
const data = new Uint8Array(await fs.readFile(file));
const pdf = await getDocument({ data, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  const text = content.items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join('');
  const viewport = page.getViewport({ scale: SCALE });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const qr = jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
  if (number === 1 && pngFile) await fs.writeFile(pngFile, await canvas.encode('png'));
  pages.push({ text, qr });
}
process.stdout.write(JSON.stringify({ pages }));
