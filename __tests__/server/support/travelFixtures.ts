import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { destinations, excursions, excursionTypes, users } from '@server/db/schema';
import { catalogChanged } from '@server/services/catalog';
import { openSession } from '@server/services/sessions';

/** Small fixtures for the booking, transfer and review tests (demo content is switched off). */

export interface Traveller {
  id: number;
  email: string;
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** A verified account with a live session. */
export async function createTraveller(
  db: Database,
  name: { firstName: string; lastName: string },
): Promise<Traveller> {
  passwordHash ??= hash('Secret1!pass');
  const email = `${name.firstName.toLowerCase()}.${randomBytes(3).toString('hex')}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      ...name,
      email,
      passwordHash: await passwordHash,
      mobileNumber: '7012345',
      countryCode: '+220',
      country: 'The Gambia',
      agreedTermsAt: new Date(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: user.id, email, token: await openSession(db, user.id) };
}

/** A destination with one excursion per name, in that order. */
export async function createExcursions(db: Database, names: string[]) {
  const [destination] = await db
    .insert(destinations)
    .values({
      name: `The Gambia ${randomBytes(3).toString('hex')}`,
      capital: 'Banjul',
      about: 'The smallest country on mainland Africa.',
      location: 'Banjul',
      latitude: 13.45,
      longitude: -16.58,
      coverImageUrl: '/home/images/gambia/cover.jpg',
      countryName: 'The Gambia',
      language: 'English',
      currency: 'Dalasi',
    })
    .returning({ id: destinations.id });
  const [type] = await db
    .insert(excursionTypes)
    .values({ name: `Nature ${randomBytes(3).toString('hex')}` })
    .returning({ id: excursionTypes.id });
  const rows = await db
    .insert(excursions)
    .values(
      names.map((name) => ({
        name,
        description: `${name}, a day out.`,
        coverImageUrl: '/home/images/gambia/excursion.jpg',
        countryName: 'The Gambia',
        location: 'Banjul',
        latitude: 13.45,
        longitude: -16.58,
        duration: 1,
        durationHours: 8,
        numberOfPeople: 8,
        tourStartDate: '2030-01-15',
        max: 12,
        destinationId: destination.id,
        excursionTypeId: type.id,
      })),
    )
    .returning({ id: excursions.id });
  await catalogChanged(db); // as every change to the catalog does
  return { destinationId: destination.id, excursionIds: rows.map((row) => row.id) };
}

export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row.n;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON body just over the 64 KiB limit. */
export const hugeText = () => 'x'.repeat(65 * 1024);
