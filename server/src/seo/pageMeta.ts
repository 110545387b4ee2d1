import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { destinations, excursionTypes, excursions } from '../db/schema';
import { imageFolderPath, isExternalImage } from '@/contract/images';
import { pageTitle, paths, SITE_NAME } from '@/contract/pages';
import { DEFAULT_DESCRIPTION, STATIC_PAGES } from './site';

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

/**
 * The meta data of a client route: an excursion or a destination page (one database read), or a
 * static page. Undefined for anything else, including ids that name nothing, so such pages keep
 * the plain index.html.
 */
export async function pageMetaFor(
  db: Executor,
  publicUrl: string,
  path: string,
): Promise<PageMeta | undefined> {
  const detail = DETAIL_PAGE.exec(path);
  if (detail) {
    const id = Number(detail[2]);
    return detail[1] === 'tour-details'
      ? excursionMeta(db, publicUrl, id)
      : destinationMeta(db, publicUrl, id);
  }
  const page = STATIC_PAGES.find((candidate) => candidate.path === path);
  if (!page) return undefined;
  const title = pageTitle(page.title);
  return { title, heading: title, description: DEFAULT_DESCRIPTION, url: publicUrl + page.path };
}

async function excursionMeta(
  db: Executor,
  publicUrl: string,
  id: number,
): Promise<PageMeta | undefined> {
  const [excursion] = await db
    .select({
      name: excursions.name,
      description: excursions.description,
      coverImageUrl: excursions.coverImageUrl,
      location: excursions.location,
      countryName: excursions.countryName,
      latitude: excursions.latitude,
      longitude: excursions.longitude,
      excursionType: excursionTypes.name,
    })
    .from(excursions)
    .innerJoin(excursionTypes, eq(excursionTypes.id, excursions.excursionTypeId))
    .where(and(eq(excursions.id, id), eq(excursions.published, true)));
  if (!excursion) return undefined;

  const url = publicUrl + paths.tourDetails(id);
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
  publicUrl: string,
  id: number,
): Promise<PageMeta | undefined> {
  const [destination] = await db
    .select({
      name: destinations.name,
      about: destinations.about,
      coverImageUrl: destinations.coverImageUrl,
    })
    .from(destinations)
    .where(and(eq(destinations.id, id), eq(destinations.published, true)));
  if (!destination) return undefined;
  return {
    title: pageTitle(destination.name),
    heading: destination.name,
    description: summarize(destination.about),
    url: publicUrl + paths.destinationDetails(id),
    image: {
      url: publicImageUrl(publicUrl, destination.coverImageUrl),
      ...COVER_SIZE,
      alt: destination.name,
    },
  };
}
