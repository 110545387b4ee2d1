import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { destinations, excursions, excursionTypes } from '../db/schema';
import { catalogChanged } from '../services/catalog/version';
import { EXCURSIONS } from './content';
import { tourStartDate } from './dates';
import { excursionImages, imageUrl } from './demoImages';

const ADJECTIVES = [
  'Golden',
  'Hidden',
  'Classic',
  'Wild',
  'Sunset',
  'Grand',
  'Quiet',
  'Royal',
  'Green',
  'Coastal',
];
const ACTIVITIES = [
  'Discovery',
  'Safari',
  'Walk',
  'Boat Trip',
  'Heritage Tour',
  'Birding Day',
  'Trek',
  'Escape',
  'Journey',
  'Experience',
];

export interface GeneratedOptions {
  batchSize?: number;
  /** Called after every batch with the number inserted so far. */
  onProgress?: (inserted: number, total: number) => void;
}

/**
 * Adds `total` plausible excursions spread over the existing destinations and types, to try the
 * catalog at scale. Reuses the demo pictures, so no image is drawn.
 */
export async function seedGeneratedExcursions(
  db: Database,
  total: number,
  { batchSize = 1000, onProgress }: GeneratedOptions = {},
): Promise<{ inserted: number }> {
  const places = await db
    .select({
      id: destinations.id,
      name: destinations.name,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
    })
    .from(destinations)
    .orderBy(asc(destinations.id));
  const types = await db
    .select({ id: excursionTypes.id })
    .from(excursionTypes)
    .orderBy(asc(excursionTypes.id));
  if (places.length === 0 || types.length === 0) {
    throw new Error(
      'Seed the demo content first: generated excursions need destinations and types',
    );
  }
  const pictures = EXCURSIONS.map((excursion) => excursionImages(excursion).gallery.map(imageUrl));
  const now = new Date();
  const offset = (await db.$count(excursions)) + 1;

  let inserted = 0;
  while (inserted < total) {
    const size = Math.min(batchSize, total - inserted);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = offset + inserted + i;
      const place = places[n % places.length];
      const gallery = pictures[n % pictures.length];
      const adjective = ADJECTIVES[n % ADJECTIVES.length];
      const activity = ACTIVITIES[Math.floor(n / ADJECTIVES.length) % ACTIVITIES.length];
      const days = 1 + (n % 4 === 0 ? n % 5 : 0);
      return {
        name: `${adjective} ${place.name.replace(/^The /, '')} ${activity} #${n}`,
        description: `A ${adjective.toLowerCase()} ${activity.toLowerCase()} in ${place.name} with a local guide, generated to test the catalog at scale.`,
        coverImageUrl: gallery[0],
        gallery,
        rating: 4 + (n % 11) / 10,
        countryName: place.name,
        location: place.name,
        latitude: place.latitude + ((n % 21) - 10) / 100,
        longitude: place.longitude + ((n % 17) - 8) / 100,
        duration: days,
        durationHours: days > 1 ? days * 24 : [2, 3, 4, 6, 12][n % 5],
        numberOfPeople: 2 + (n % 7),
        food: n % 2 === 0,
        drinks: n % 3 !== 0,
        tourStartDate: tourStartDate(n, now),
        max: 10 + (n % 5) * 5,
        destinationId: place.id,
        excursionTypeId: types[n % types.length].id,
      };
    });
    await db.insert(excursions).values(rows);
    inserted += size;
    onProgress?.(inserted, total);
  }
  await catalogChanged(db);
  return { inserted };
}
