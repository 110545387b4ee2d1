import type {
  CountryProgramme,
  CountryProgrammes,
  Destination,
  Excursion,
} from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import { SITE_URL } from './ports';

/** Reads the demo content the server seeded, through the public API, as the website does. */
async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${SITE_URL}/api/${path}`);
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}`);
  const body = (await response.json()) as Envelope<T> | { success: false };
  if (!body.success) throw new Error(`GET /api/${path} answered success: false`);
  return body.data;
}

/** The first excursion by name: a real id for /tour-details/{id}. */
export async function firstExcursionId(): Promise<number> {
  const page = await apiData<Paged<Excursion>>(
    'excursions/allexcursion?SortColumn=name&pageSize=1&pageIndex=1',
  );
  if (page.results.length === 0) throw new Error('the demo content has no excursion');
  return page.results[0].id;
}

/** The first excursion by name as the catalog answers it in French (its own French words). */
export async function firstExcursionInFrench(): Promise<Excursion> {
  const page = await apiData<Paged<Excursion>>(
    'excursions/allexcursion?SortColumn=name&pageSize=1&pageIndex=1&lang=fr',
  );
  if (page.results.length === 0) throw new Error('the demo content has no excursion');
  return page.results[0];
}

/** The first excursion sold on request by name: SPEC.md's tour page, without a date picker. */
export async function firstOnRequestExcursionId(): Promise<number> {
  const page = await apiData<Paged<Excursion>>(
    'excursions/allexcursion?SortColumn=name&pageSize=100&pageIndex=1',
  );
  const excursion = page.results.find((candidate) => candidate.pricing?.onRequest);
  if (!excursion) throw new Error('the demo content has no excursion on request');
  return excursion.id;
}

/**
 * A priced day trip of the demo content (the default policy: a full refund up to 24 hours
 * before), the `index`-th from the end of the list by name: specs that change one's prices or
 * schedule each take their own, away from the lists' first page.
 */
export async function pricedExcursion(index: number): Promise<Excursion> {
  const page = await apiData<Paged<Excursion>>(
    'excursions/allexcursion?SortColumn=name&pageSize=100&pageIndex=1',
  );
  const priced = page.results.filter(
    (excursion) => excursion.pricing?.onRequest === false && excursion.duration === 1,
  );
  const excursion = priced.at(-1 - index);
  if (!excursion) throw new Error('the demo content has too few priced excursions');
  return excursion;
}

/** The first destination: a real id for /destination-details/{id}. */
export async function firstDestinationId(): Promise<number> {
  const destinations = await apiData<Destination[]>('destination');
  if (destinations.length === 0) throw new Error('the demo content has no destination');
  return destinations[0].id;
}

/** The first country record of the Students programme, as /special-excursion-details carries it. */
export async function firstStudentsRecord(): Promise<CountryProgramme> {
  const programme = await apiData<CountryProgrammes>('excursions/specialinterest');
  if (programme.results.length === 0) throw new Error('the demo content has no Students record');
  return programme.results[0];
}
