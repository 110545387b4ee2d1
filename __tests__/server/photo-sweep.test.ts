import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { excursions } from '@server/db/schema';
import { variantsDirOf } from '@server/lib/pictures';
import { sweepOrphanPhotos } from '@server/services/operator/photoSweep';
import { IMAGE_VARIANT_WIDTHS } from '@/contract/limits';
import type { UploadedPhoto } from '@/contract/wire/operatorCatalog';
import type { SpecialPageInput } from '@/contract/wire/operatorProgrammes';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createExcursions } from './support/travelFixtures';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const DAY = 24 * 60 * 60 * 1000;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff(t.app.db);
});

/** Uploads a small photo through the console's call, as staff do: its stored path. */
async function uploaded(colour: string): Promise<string> {
  const bytes = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----wat${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/images',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(staff.token),
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json().data as UploadedPhoto).path;
}

/** The original and its copies of a stored path, as files. */
function filesOf(stored: string) {
  const relative = stored.replace('/home/images/', '');
  const { imagesDir } = t.app.config;
  const variantsDir = variantsDirOf(t.app.config);
  return [
    path.join(imagesDir, relative),
    ...IMAGE_VARIANT_WIDTHS.map((width) => path.join(variantsDir, `w${width}`, relative)),
  ];
}

const age = (stored: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(filesOf(stored)[0], when, when);
};
const kept = (stored: string) => filesOf(stored).every((file) => fs.existsSync(file));
const gone = (stored: string) => filesOf(stored).every((file) => !fs.existsSync(file));

it('removes the uploads no record names after a day, with their copies, and keeps the rest', async () => {
  const [inGallery, inEntry, forgotten, fresh] = [
    await uploaded('#aa0000'),
    await uploaded('#00aa00'),
    await uploaded('#0000aa'),
    await uploaded('#aaaa00'),
  ];
  const { excursionIds } = await createExcursions(t.app.db, ['Tanji Bird Reserve']);
  await t.app.db
    .update(excursions)
    .set({ gallery: ['/home/images/excursions/tanji/cover.jpg', inGallery] })
    .where(eq(excursions.id, excursionIds[0]));
  const fishing = (
    await t.app.inject({
      method: 'GET',
      url: '/api/operator/programmes/Fishing',
      headers: bearer(staff.token),
    })
  ).json().data;
  const page: SpecialPageInput = {
    ...fishing,
    entries: [{ ...fishing.entries[0], image: inEntry }],
  };
  delete (page as { category?: string }).category;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/programmes/Fishing',
    headers: bearer(staff.token),
    payload: page,
  });
  expect(saved.statusCode).toBe(200);
  for (const stored of [inGallery, inEntry, forgotten]) age(stored, 2 * DAY);
  age(fresh, DAY - 60_000);
  for (const stored of [inGallery, inEntry, forgotten, fresh]) expect(kept(stored)).toBe(true);

  const folders = { imagesDir: t.app.config.imagesDir, variantsDir: variantsDirOf(t.app.config) };
  expect(await sweepOrphanPhotos(t.app.db, folders)).toBe(1);
  expect(gone(forgotten)).toBe(true);
  for (const stored of [inGallery, inEntry, fresh]) expect(kept(stored)).toBe(true);
  const picture = await t.app.inject({ method: 'GET', url: inGallery.replace('/home', '') });
  expect(picture.statusCode).toBe(200);

  // Taken off its record, a photo goes at the next pass; a second pass finds nothing more.
  await t.app.db
    .update(excursions)
    .set({ gallery: ['/home/images/excursions/tanji/cover.jpg'] })
    .where(eq(excursions.id, excursionIds[0]));
  expect(await sweepOrphanPhotos(t.app.db, folders)).toBe(1);
  expect(gone(inGallery)).toBe(true);
  expect(await sweepOrphanPhotos(t.app.db, folders)).toBe(0);
  expect(kept(inEntry)).toBe(true);
});
