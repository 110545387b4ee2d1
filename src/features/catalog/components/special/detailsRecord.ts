import type { CountryProgramme, Excursion, SpecialEntry } from '@/contract/wire/catalog';
import { isSpecialCategoryTitle } from '../../texts/special/categories';
import type { SpecialCategoryTitle } from '../../texts/special/types';

/** What the details page needs of an excursion: its id and name, the rest when known. */
export type RecordExcursion = Pick<Excursion, 'id' | 'name'> &
  Partial<Omit<Excursion, 'id' | 'name'>>;

/**
 * The country record carried as URL-encoded JSON in /special-excursion-details/{record}.
 *
 * URL length: a Students record carries its excursions, trimmed to what the page shows (no
 * descriptions, and the gallery and coordinates of the first excursion only), which keeps a link
 * at 2–2.7 KB for the demo programme instead of 5–7.5 KB. A static entry's record carries no
 * excursions at all: the details page loads that country's excursions of `excursionType` from
 * the server, so the list never goes stale.
 */
export interface SpecialDetailsRecord {
  countryName: string;
  description: string;
  excursions?: RecordExcursion[];
  /** The record's category: the page's way back, and for a record without excursions, the type to load. */
  excursionType?: SpecialCategoryTitle;
}

function trimExcursion(excursion: Excursion, first: boolean): RecordExcursion {
  const card: RecordExcursion = {
    id: excursion.id,
    name: excursion.name,
    coverImageUrl: excursion.coverImageUrl,
    tourStartDate: excursion.tourStartDate,
    duration: excursion.duration,
    durationHours: excursion.durationHours,
    rating: excursion.rating,
    location: excursion.location,
    countryName: excursion.countryName,
    max: excursion.max,
  };
  if (!first) return card;
  return {
    ...card,
    gallery: excursion.gallery,
    latitude: excursion.latitude,
    longitude: excursion.longitude,
  };
}

/** The record a Students entry links to, with its excursions from the server. */
export function studentsRecord(country: CountryProgramme): SpecialDetailsRecord {
  return {
    countryName: country.countryName,
    description: country.description,
    excursionType: 'Students',
    excursions: country.excursions.map((excursion, index) => trimExcursion(excursion, index === 0)),
  };
}

/** The record a category entry links to: the page loads the excursions. */
export function staticRecord(
  entry: SpecialEntry,
  excursionType: SpecialCategoryTitle,
): SpecialDetailsRecord {
  return { countryName: entry.countryName, description: entry.description, excursionType };
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Only a path under the images base: a record from a URL may not point pictures elsewhere. */
const imagePath = (value: unknown): string | undefined => {
  const path = text(value);
  return path && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path) ? path : undefined;
};

function readExcursion(value: unknown): RecordExcursion | null {
  if (!isFields(value)) return null;
  const id = count(value.id);
  const name = text(value.name);
  if (id === undefined || name === undefined) return null;
  const gallery = Array.isArray(value.gallery) ? value.gallery.map(imagePath) : [];
  return {
    id,
    name,
    coverImageUrl: imagePath(value.coverImageUrl),
    gallery: gallery.filter((path): path is string => path !== undefined),
    tourStartDate: text(value.tourStartDate),
    duration: count(value.duration),
    durationHours: count(value.durationHours),
    rating: count(value.rating),
    location: text(value.location),
    countryName: text(value.countryName),
    max: count(value.max),
    latitude: count(value.latitude),
    longitude: count(value.longitude),
  };
}

function readExcursions(value: unknown): RecordExcursion[] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return null;
  const excursions = value.map(readExcursion);
  return excursions.every((excursion) => excursion !== null)
    ? (excursions as RecordExcursion[])
    : null;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(segment);
  } catch {
    return undefined;
  }
}

/**
 * The record in the route's segment (already URL-decoded by the router), or null when the
 * segment is not JSON or not a country record.
 */
export function parseDetailsRecord(segment: string | undefined): SpecialDetailsRecord | null {
  if (!segment) return null;
  const value = parseJson(segment);
  if (!isFields(value)) return null;
  const countryName = text(value.countryName)?.trim();
  const description = text(value.description);
  const excursions = readExcursions(value.excursions);
  if (!countryName || description === undefined || excursions === null) return null;
  return {
    countryName,
    description,
    ...(excursions ? { excursions } : {}),
    ...(isSpecialCategoryTitle(value.excursionType) ? { excursionType: value.excursionType } : {}),
  };
}
