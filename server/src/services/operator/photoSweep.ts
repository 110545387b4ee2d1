import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { variantFile } from '../../lib/pictures';
import { UPLOADS_FOLDER, type PhotoFolders } from './photos';
import { IMAGE_VARIANT_WIDTHS } from '@/contract/limits';
import { STORED_IMAGE_PREFIX } from '@/contract/images';

/** An upload nobody names is kept a day: the page it was uploaded for may not be saved yet. */
export const ORPHAN_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** The uploaded files (paths inside the images folder) last written before `before`. */
async function oldUploads(imagesDir: string, before: Date): Promise<string[]> {
  const root = path.join(imagesDir, UPLOADS_FOLDER);
  let names: string[];
  try {
    names = await fs.readdir(root, { recursive: true });
  } catch {
    return []; // nothing uploaded yet
  }
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(root, name)).catch(() => null);
    if (stat?.isFile() && stat.mtime < before) {
      old.push(path.posix.join(UPLOADS_FOLDER, name.split(path.sep).join('/')));
    }
  }
  return old;
}

/** Whether a stored path is named by an excursion, a destination or a special-interest page. */
const named = (stored: SQL) => sql`
  exists (select 1 from excursions
    where cover_image_url = ${stored} or gallery @> jsonb_build_array(${stored}))
  or exists (select 1 from destinations
    where cover_image_url = ${stored} or gallery @> jsonb_build_array(${stored}))
  or exists (select 1 from special_interest_programmes where image = ${stored})
  or exists (select 1 from special_interest_pages where gallery_image = ${stored})`;

/** Of these stored paths, the ones no record names. */
async function unnamed(db: Executor, stored: string[]): Promise<string[]> {
  const rows = sql.join(
    stored.map((value) => sql`(${value}::text)`),
    sql`, `,
  );
  const candidate = sql.raw('candidate.stored');
  const result = await db.execute(
    sql`select ${candidate} as stored from (values ${rows}) as candidate(stored)
        where not (${named(candidate)})`,
  );
  // Both drivers (node-postgres and PGlite) answer a raw query with its rows.
  return (result as unknown as { rows: Array<{ stored: string }> }).rows.map((row) => row.stored);
}

/**
 * Removes the uploaded photos (and their copies) that no excursion, destination or
 * special-interest page names and that were uploaded more than a day ago: uploaded and then
 * never saved, or taken off a record since. Idempotent: every replica may run it. The number
 * of photos removed.
 */
export async function sweepOrphanPhotos(
  db: Executor,
  folders: PhotoFolders,
  now = new Date(),
): Promise<number> {
  const old = await oldUploads(folders.imagesDir, new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS));
  let removed = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH).map((file) => `${STORED_IMAGE_PREFIX}${file}`);
    for (const stored of await unnamed(db, batch)) {
      const relative = stored.slice(STORED_IMAGE_PREFIX.length);
      const files = [
        path.join(folders.imagesDir, relative),
        ...IMAGE_VARIANT_WIDTHS.map((width) => variantFile(folders.variantsDir, width, relative)),
      ];
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
      removed += 1;
    }
  }
  return removed;
}
