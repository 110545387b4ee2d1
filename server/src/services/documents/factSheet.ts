import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { excursions } from '../../db/schema';
import { fromPriceOf } from '@/contract/booking';
import { imageFolderPath, isExternalImage } from '@/contract/images';
import { OFFICE } from '@/contract/office';
import type { Destination } from '@/contract/wire/catalog';
import type { Locale } from '@/i18n';
import { wordingIn } from '@server/i18n/wording';
import { findDestination } from '../catalog/destinations';
import { contacts, keepTogether } from './bookingVoucher';
import { factSheetMessages as m } from './messages';
import {
  BOLD,
  MARGIN,
  REGULAR,
  TEXT_SIZE,
  labelled,
  linkLine,
  newPdf,
  pdfBytes,
  sectionTitle,
  textWidth,
} from './pdf';

/** The cover as a small JPEG: sharp enough printed at the page's width, light in a mail. */
const COVER_WIDTH = 960;
const COVER_HEIGHT = 300;

export interface FactSheetExcursion {
  id: number;
  name: string;
  durationHours: number;
  fromPrice: number | null;
}

export interface FactSheet {
  destination: Destination;
  excursions: FactSheetExcursion[];
  /** The cover picture, cut to the band the sheet shows; null when it cannot be read. */
  cover: Buffer | null;
}

/** A published destination's fact sheet content, or undefined when there is none. */
export async function factSheetOf(
  db: Executor,
  id: number,
  imagesDir: string,
): Promise<FactSheet | undefined> {
  const destination = await findDestination(db, id);
  if (!destination) return undefined;
  const rows = await db
    .select({
      id: excursions.id,
      name: excursions.name,
      durationHours: excursions.durationHours,
      pricing: excursions.pricing,
    })
    .from(excursions)
    .where(and(eq(excursions.destinationId, id), eq(excursions.published, true)))
    .orderBy(asc(excursions.sortName), asc(excursions.id));
  return {
    destination,
    excursions: rows.map(({ pricing, ...row }) => ({ ...row, fromPrice: fromPriceOf(pricing) })),
    cover: await coverOf(destination.coverImageUrl, imagesDir),
  };
}

/** The stored cover cut to the sheet's band as a JPEG; a missing or external one is left out. */
async function coverOf(stored: string, imagesDir: string): Promise<Buffer | null> {
  if (isExternalImage(stored)) return null;
  const root = path.resolve(imagesDir);
  const file = path.resolve(root, imageFolderPath(stored));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const original = await fs.readFile(file);
    return await sharp(original)
      .resize({ width: COVER_WIDTH, height: COVER_HEIGHT, fit: 'cover' })
      .jpeg({ quality: 72 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The destination page's PDF: its cover, what it is about, visa, languages and currency, the
 * excursions offered there, and whom to contact, in the visitor's language.
 */
export function factSheetPdf(
  sheet: FactSheet,
  siteUrl: string,
  locale: Locale = 'en',
): Promise<Buffer> {
  const { destination } = sheet;
  const w = wordingIn(locale);
  const pdf = newPdf(w.t(m.title, { destination: destination.name }), locale);
  const width = textWidth(pdf);
  pdf
    .font(BOLD)
    .fontSize(14)
    .text(w.t(m.heading, { office: OFFICE.name }), MARGIN, MARGIN);
  pdf.fontSize(28).text(destination.name);
  pdf.moveDown(0.3);
  if (sheet.cover) {
    const height = (width * COVER_HEIGHT) / COVER_WIDTH;
    pdf.image(sheet.cover, MARGIN, pdf.y, { width, height });
    pdf.y += height + 8;
  }
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, w.t(m.country), destination.countryName);
  labelled(pdf, w.t(m.capital), destination.capital);
  labelled(pdf, w.t(m.languages), destination.language);
  labelled(pdf, w.t(m.currency), destination.currency);

  sectionTitle(pdf, w.t(m.about));
  pdf.text(destination.about, MARGIN, undefined, { width });
  keepTogether(pdf, 80);
  sectionTitle(pdf, w.t(m.visa));
  pdf.text(destination.visaRequirements || w.t(m.visaAsk), MARGIN, undefined, { width });

  keepTogether(pdf, 100);
  sectionTitle(pdf, w.t(m.excursionsOffered));
  if (sheet.excursions.length === 0) pdf.text(w.t(m.onRequest), MARGIN);
  for (const excursion of sheet.excursions) {
    keepTogether(pdf, 40);
    const price =
      excursion.fromPrice === null
        ? w.t(m.priceOnRequest)
        : w.t(m.fromPrice, { amount: w.money(excursion.fromPrice) });
    pdf
      .font(BOLD)
      .text(`${excursion.name}`, MARGIN, undefined, { continued: true, width })
      .font(REGULAR)
      .text(` · ${w.t(m.hours, { count: excursion.durationHours })}, ${price}`);
  }
  pdf.moveDown(0.3);
  linkLine(pdf, w.t(m.bookOnline), w.page(siteUrl, `/destination-details/${destination.id}`));
  contacts(pdf, w);
  return pdfBytes(pdf);
}
