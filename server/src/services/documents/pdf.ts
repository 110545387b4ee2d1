import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Locale } from '@/i18n';

/**
 * The documents' page and type: A4, wide margins, DejaVu Sans (embedded, so French accents and
 * Wolof's ŋ print everywhere), black on white so a black-and-white printer loses nothing.
 */

const FONT_DIR = path.join(__dirname, 'fonts');

/**
 * The two faces, parsed once and shared by every document: parsing a font's tables was most of
 * a voucher's time. Each document still embeds only the subset of the letters it uses.
 */
const face = (file: string) => fontkit.create(fs.readFileSync(path.join(FONT_DIR, file)));
// pdfkit takes a parsed fontkit font where its types say a file name.
const FACES = {
  regular: face('DejaVuSans.ttf') as unknown as string,
  bold: face('DejaVuSans-Bold.ttf') as unknown as string,
};
/** The faces' names in every document. */
export const REGULAR = 'regular';
export const BOLD = 'bold';

export const MARGIN = 48;
/** Body text: large enough to read on a phone's screen at the page's width. */
export const TEXT_SIZE = 13;

export type Pdf = PDFKit.PDFDocument;

/** The documents written in French, whose labels take a space before the colon. */
const french = new WeakSet<Pdf>();

/**
 * A new A4 document in the regular face (never pdfkit's built-in Helvetica, which has no ŋ), in
 * the reader's language.
 */
export function newPdf(title: string, locale: Locale = 'en'): Pdf {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FACES.regular,
    info: { Title: title, Author: 'West Africa Tours', Creator: 'West Africa Tours' },
    lang: locale,
    displayTitle: true,
  });
  if (locale === 'fr') french.add(pdf);
  pdf.registerFont(REGULAR, FACES.regular);
  pdf.registerFont(BOLD, FACES.bold);
  return pdf.font(REGULAR).fontSize(TEXT_SIZE).fillColor('black');
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

/** The width text may use between the margins. */
export const textWidth = (pdf: Pdf) => pdf.page.width - 2 * MARGIN;

/** A section's title: bold, a rule under it. */
export function sectionTitle(pdf: Pdf, title: string): void {
  pdf.moveDown(0.8).font(BOLD).fontSize(16).text(title, MARGIN);
  const y = pdf.y + 2;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(1)
    .stroke('black');
  pdf.moveDown(0.4).font(REGULAR).fontSize(TEXT_SIZE);
}

/** "Label: value" on one line, the label bold. */
/** "Date: ", or in French "Date : ". */
const colon = (pdf: Pdf) => (french.has(pdf) ? ' : ' : ': ');

export function labelled(pdf: Pdf, label: string, value: string): void {
  pdf
    .font(BOLD)
    .text(`${label}${colon(pdf)}`, MARGIN, undefined, { continued: true })
    .font(REGULAR)
    .text(value);
}

/** A web address printed in full (a printed page cannot be clicked) and linked for a screen. */
export function linkLine(pdf: Pdf, label: string, url: string): void {
  pdf
    .font(BOLD)
    .text(`${label}${colon(pdf)}`, MARGIN, undefined, { continued: true })
    .font(REGULAR)
    .text(url, { link: url, underline: true });
}
