import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { excursions } from '../../db/schema';
import { fromPriceOf } from '@/contract/booking';
import { imageFolderPath, isExternalImage } from '@/contract/images';
import { formatUsd } from '@/contract/money';
import { OFFICE } from '@/contract/office';
import type { Destination } from '@/contract/wire/catalog';
import { findDestination } from '../catalog/destinations';
import { contacts, keepTogether } from './bookingVoucher';
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
 * excursions offered there, and whom to contact.
 */
export function factSheetPdf(sheet: FactSheet, siteUrl: string): Promise<Buffer> {
  const { destination } = sheet;
  const pdf = newPdf(`${destination.name}: fact sheet`);
  const width = textWidth(pdf);
  pdf.font(BOLD).fontSize(14).text(`${OFFICE.name} · Destination fact sheet`, MARGIN, MARGIN);
  pdf.fontSize(28).text(destination.name);
  pdf.moveDown(0.3);
  if (sheet.cover) {
    const height = (width * COVER_HEIGHT) / COVER_WIDTH;
    pdf.image(sheet.cover, MARGIN, pdf.y, { width, height });
    pdf.y += height + 8;
  }
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  labelled(pdf, 'Country', destination.countryName);
  labelled(pdf, 'Capital', destination.capital);
  labelled(pdf, 'Languages', destination.language);
  labelled(pdf, 'Currency', destination.currency);

  sectionTitle(pdf, 'About');
  pdf.text(destination.about, MARGIN, undefined, { width });
  keepTogether(pdf, 80);
  sectionTitle(pdf, 'Visa');
  pdf.text(
    destination.visaRequirements || 'Ask us: the rules depend on your passport.',
    MARGIN,
    undefined,
    { width },
  );

  keepTogether(pdf, 100);
  sectionTitle(pdf, 'Excursions offered');
  if (sheet.excursions.length === 0) pdf.text('Ask us: we plan trips here on request.', MARGIN);
  for (const excursion of sheet.excursions) {
    keepTogether(pdf, 40);
    const price =
      excursion.fromPrice === null
        ? 'price on request'
        : `from ${formatUsd(excursion.fromPrice)} per adult`;
    pdf
      .font(BOLD)
      .text(`${excursion.name}`, MARGIN, undefined, { continued: true, width })
      .font(REGULAR)
      .text(` · ${hours(excursion.durationHours)}, ${price}`);
  }
  pdf.moveDown(0.3);
  linkLine(pdf, 'Book online', `${siteUrl}/destination-details/${destination.id}`);
  contacts(pdf);
  return pdfBytes(pdf);
}

const hours = (value: number) => `${value} ${value === 1 ? 'hour' : 'hours'}`;
