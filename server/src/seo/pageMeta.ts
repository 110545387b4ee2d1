import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { destinations, excursionTypes, excursions } from '../db/schema';
import { imageFolderPath, isExternalImage } from '@/contract/images';
import { pageTitle, paths, SITE_NAME } from '@/contract/pages';
import { SITE_MESSAGES } from '@/contract/site';
import { localeOfPath, pathIn, pathWithoutLocale, translate, type Locale } from '@/i18n';
import { STATIC_PAGES } from './site';
import { WEBSITE_TRANSLATORS } from '@/ssr/translators';
import { textIn } from '../services/catalog/language';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The document title. */
  title: string;
  /** The title of the thing shown, for Open Graph and Twitter. */
  heading: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  image?: { url: string; width: number; height: number; alt: string };
  /** schema.org data for the page. */
  structuredData?: Record<string, unknown>;
}

const DESCRIPTION_LENGTH = 160;
/** Covers are drawn and uploaded at 1200 × 800. */
const COVER_SIZE = { width: 1200, height: 800 };
/** Ids of the integer primary keys: longer numbers cannot name a row. */
const DETAIL_PAGE = /^\/(tour-details|destination-details)\/(\d{1,9})\/?$/;

/** Whitespace collapsed and cut at a word before `max` characters, with an ellipsis when cut. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The absolute address of a stored picture: the server serves the images folder under /images/. */
export function publicImageUrl(publicUrl: string, stored: string): string {
  if (isExternalImage(stored)) return stored;
  return `${publicUrl}/images/${encodeURI(imageFolderPath(stored))}`;
}

/** Where a page is: the site's address, and the page's language. */
interface Place {
  publicUrl: string;
  locale: Locale;
}

/**
 * The meta data of a client route, in its language ('/fr/…' is French): an excursion or a
 * destination page (one database read), or a static page. Undefined for anything else, including
 * ids that name nothing, so such pages keep the plain index.html.
 */
export async function pageMetaFor(
  db: Executor,
  publicUrl: string,
  path: string,
): Promise<PageMeta | undefined> {
  const place = { publicUrl, locale: localeOfPath(path) };
  const pagePath = pathWithoutLocale(path);
  const detail = DETAIL_PAGE.exec(pagePath);
  if (detail) {
    const id = Number(detail[2]);
    return detail[1] === 'tour-details'
      ? excursionMeta(db, place, id)
      : destinationMeta(db, place, id);
  }
  const page = STATIC_PAGES.find((candidate) => candidate.path === pagePath);
  if (!page) return undefined;
  const i18n = WEBSITE_TRANSLATORS[place.locale];
  const title = pageTitle(translate(i18n, page.title));
  const description = translate(i18n, SITE_MESSAGES.description);
  return { title, heading: title, description, url: addressOf(place, page.path) };
}

/** A page's absolute address in the place's language. */
const addressOf = ({ publicUrl, locale }: Place, path: string) => publicUrl + pathIn(locale, path);

async function excursionMeta(
  db: Executor,
  place: Place,
  id: number,
): Promise<PageMeta | undefined> {
  const { publicUrl } = place;
  const [row] = await db
    .select({
      englishName: excursions.name,
      nameFr: excursions.nameFr,
      englishDescription: excursions.description,
      descriptionFr: excursions.descriptionFr,
      coverImageUrl: excursions.coverImageUrl,
      location: excursions.location,
      locationFr: excursions.locationFr,
      countryName: excursions.countryName,
      latitude: excursions.latitude,
      longitude: excursions.longitude,
      excursionType: excursionTypes.name,
    })
    .from(excursions)
    .innerJoin(excursionTypes, eq(excursionTypes.id, excursions.excursionTypeId))
    .where(and(eq(excursions.id, id), eq(excursions.published, true)));
  if (!row) return undefined;
  const excursion = {
    ...row,
    name: textIn(place.locale, row.englishName, row.nameFr),
    description: textIn(place.locale, row.englishDescription, row.descriptionFr),
    location: textIn(place.locale, row.location, row.locationFr),
  };

  const url = addressOf(place, paths.tourDetails(id));
  const image = publicImageUrl(publicUrl, excursion.coverImageUrl);
  const description = summarize(excursion.description);
  return {
    title: pageTitle(excursion.name),
    heading: excursion.name,
    description,
    url,
    image: { url: image, ...COVER_SIZE, alt: excursion.name },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: excursion.name,
      description: summarize(excursion.description, 5000),
      url,
      image: [image],
      touristType: excursion.excursionType,
      itinerary: {
        '@type': 'Place',
        name: excursion.location,
        address: { '@type': 'PostalAddress', addressCountry: excursion.countryName },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: excursion.latitude,
          longitude: excursion.longitude,
        },
      },
      provider: {
        '@type': 'TravelAgency',
        name: SITE_NAME,
        url: `${publicUrl}/`,
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Banjul',
          addressCountry: 'GM',
        },
      },
    },
  };
}

async function destinationMeta(
  db: Executor,
  place: Place,
  id: number,
): Promise<PageMeta | undefined> {
  const { publicUrl } = place;
  const [row] = await db
    .select({
      englishName: destinations.name,
      nameFr: destinations.nameFr,
      englishAbout: destinations.about,
      aboutFr: destinations.aboutFr,
      coverImageUrl: destinations.coverImageUrl,
    })
    .from(destinations)
    .where(and(eq(destinations.id, id), eq(destinations.published, true)));
  if (!row) return undefined;
  const destination = {
    name: textIn(place.locale, row.englishName, row.nameFr),
    about: textIn(place.locale, row.englishAbout, row.aboutFr),
    coverImageUrl: row.coverImageUrl,
  };
  return {
    title: pageTitle(destination.name),
    heading: destination.name,
    description: summarize(destination.about),
    url: addressOf(place, paths.destinationDetails(id)),
    image: {
      url: publicImageUrl(publicUrl, destination.coverImageUrl),
      ...COVER_SIZE,
      alt: destination.name,
    },
  };
}
