import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, excursions } from '@server/db/schema';
import { PHOTO_UPLOAD } from '@/contract/catalogLimits';
import { IMAGE_VARIANT_WIDTHS } from '@/contract/limits';
import { PHOTO_MESSAGES } from '@/contract/serverMessages';
import type { ExcursionInput, UploadedPhoto } from '@/contract/wire/operatorCatalog';
import { buildTestApp, useTestApp, type TestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createExcursions, createTraveller } from './support/travelFixtures';

jest.setTimeout(60_000);

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff(t.app.db);
});

/** A multipart form with one file, as a browser sends it. */
function form(file: { bytes: Buffer; type: string; name?: string }, field = 'file') {
  const boundary = `----wat${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
    `filename="${file.name ?? 'photo.jpg'}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  file: { bytes: Buffer; type: string; name?: string },
  token: string | null = staff.token,
  app: TestApp = t,
) => {
  const { payload, headers } = form(file);
  return app.app.inject({
    method: 'POST',
    url: '/api/operator/images',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
};

/** A picture of two halves: the left red, the right blue (to see which way it was turned). */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    {
      input: {
        create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' },
      },
      left: 0,
      top: 0,
    },
  ]);

/** The files under the images folder's uploads (what an upload stores). */
const storedUploads = (dir = path.join(t.dataDir, 'images')) =>
  fs.existsSync(path.join(dir, 'uploads'))
    ? (fs.readdirSync(path.join(dir, 'uploads'), { recursive: true }) as string[]).filter((name) =>
        name.endsWith('.jpg'),
      )
    : [];

const relativeOf = (stored: string) => stored.replace('/home/images/', '');

/** The colour of a pixel of a stored picture. */
async function colourAt(file: Buffer, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

describe('a photo staff upload', () => {
  it('is re-encoded: orientation applied, GPS and every other metadata gone, at most 2400 px', async () => {
    // A phone's portrait photo: stored sideways, with orientation 6, its maker and a GPS position.
    const bytes = await halves(3600, 2400)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '13/1 27/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '16/1 34/1 0/1',
        },
      })
      .toBuffer();
    const sent = await sharp(bytes).metadata();
    expect(sent.orientation).toBe(6);
    // The GPS sub-directory's tag (0x8825, little-endian) is in the sent EXIF.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload({ bytes, type: 'image/jpeg', name: 'IMG_2041.jpg' });
    expect(res.statusCode).toBe(201);
    const photo: UploadedPhoto = res.json().data;
    expect(res.json().message).toBe(PHOTO_MESSAGES.uploaded);
    expect(photo.path).toMatch(/^\/home\/images\/uploads\/\d{4}-\d{2}\/[0-9a-f]{24}\.jpg$/);
    // Turned upright (2400 × 3600), then capped at 2400 on the longer side.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 2400 });

    const served = await t.app.inject({ method: 'GET', url: `/images/${relativeOf(photo.path)}` });
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1600, height: 2400 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.rawPayload.includes('PhoneCo')).toBe(false);
    expect(photo.bytes).toBe(served.rawPayload.length);
    // Orientation 6 turns the picture a quarter clockwise: the left (red) half is now on top.
    expect(isRed(await colourAt(served.rawPayload, 800, 100))).toBe(true);
    expect(isBlue(await colourAt(served.rawPayload, 800, 2300))).toBe(true);
  });

  it('makes the narrower copies the site offers, at once, each served', async () => {
    const bytes = await halves(2000, 1500).png().toBuffer();
    const res = await upload({ bytes, type: 'image/png', name: 'river.png' });
    expect(res.statusCode).toBe(201);
    const photo: UploadedPhoto = res.json().data;
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2000, height: 1500 });
    const relative = relativeOf(photo.path);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const kept = path.join(t.dataDir, 'image-variants', `w${width}`, relative);
      expect(fs.existsSync(kept)).toBe(true);
      expect((await sharp(kept).metadata()).width).toBe(width);
      const served = await t.app.inject({ method: 'GET', url: `/images/w${width}/${relative}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('takes a WebP too, and never enlarges a small photo', async () => {
    const bytes = await halves(800, 600).webp().toBuffer();
    const res = await upload({ bytes, type: 'image/webp', name: 'guide.webp' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 800, height: 600 });
  });

  it('writes an audit row for each upload, naming the member of staff and the stored path', async () => {
    const bytes = await halves(640, 480).jpeg().toBuffer();
    const res = await upload({ bytes, type: 'image/jpeg', name: 'van.jpg' });
    const photo: UploadedPhoto = res.json().data;
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.upload'), eq(auditLog.staffEmail, staff.email)));
    const row = rows.find((r) => (r.after as { path: string }).path === photo.path);
    expect(row).toMatchObject({ subjectKind: 'photo', staffId: staff.id });
    expect(row?.after).toMatchObject({ from: { name: 'van.jpg', type: 'jpeg' } });
  });

  describe('refused with a sentence, and nothing stored', () => {
    const refusals: Array<
      [string, () => Promise<{ bytes: Buffer; type: string }>, number, string]
    > = [
      [
        'a text file called a JPEG',
        async () => ({ bytes: Buffer.from('just some words, not a photo'), type: 'image/jpeg' }),
        400,
        PHOTO_MESSAGES.notAnImage,
      ],
      [
        'a GIF, declared as one',
        async () => ({ bytes: await halves(40, 40).gif().toBuffer(), type: 'image/gif' }),
        415,
        PHOTO_MESSAGES.wrongType,
      ],
      [
        'a GIF called a JPEG',
        async () => ({ bytes: await halves(40, 40).gif().toBuffer(), type: 'image/jpeg' }),
        415,
        PHOTO_MESSAGES.wrongType,
      ],
      [
        'an SVG',
        async () => ({
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          type: 'image/svg+xml',
        }),
        415,
        PHOTO_MESSAGES.wrongType,
      ],
      [
        'a JPEG cut off half-way',
        async () => {
          const whole = await halves(1200, 800).jpeg().toBuffer();
          return { bytes: whole.subarray(0, Math.floor(whole.length / 2)), type: 'image/jpeg' };
        },
        400,
        PHOTO_MESSAGES.notAnImage,
      ],
      [
        'a decompression bomb: 90 bytes that say 30,000 × 30,000 pixels',
        async () => {
          const tiny = Buffer.from(await halves(2, 2).png().toBuffer());
          // The IHDR chunk: its width and height, then its checksum again.
          tiny.writeUInt32BE(30_000, 16);
          tiny.writeUInt32BE(30_000, 20);
          tiny.writeUInt32BE(zlib.crc32(tiny.subarray(12, 29)), 29);
          return { bytes: tiny, type: 'image/png' };
        },
        400,
        PHOTO_MESSAGES.tooManyPixels,
      ],
      [
        'a file over 10 MB',
        async () => ({ bytes: Buffer.alloc(PHOTO_UPLOAD.maxBytes + 1, 0xff), type: 'image/jpeg' }),
        413,
        PHOTO_MESSAGES.tooLarge,
      ],
    ];

    it.each(refusals)('%s', async (_what, make, status, message) => {
      const before = storedUploads().length;
      const audited = await t.app.db.$count(auditLog, eq(auditLog.action, 'photo.upload'));
      const res = await upload(await make());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
      expect(storedUploads()).toHaveLength(before);
      expect(await t.app.db.$count(auditLog, eq(auditLog.action, 'photo.upload'))).toBe(audited);
    });

    it('a form with no file, or a JSON body', async () => {
      const boundary = '----watEmpty';
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/operator/images',
        payload: `--${boundary}--\r\n`,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...bearer(staff.token),
        },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ success: false, message: PHOTO_MESSAGES.noFile });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/operator/images',
        payload: { file: 'photo.jpg' },
        headers: bearer(staff.token),
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().success).toBe(false);
    });
  });

  it('is for staff only: 401 without a token, 403 with a visitor’s, nothing stored', async () => {
    const bytes = await halves(300, 200).jpeg().toBuffer();
    const before = storedUploads().length;
    const anonymous = await upload({ bytes, type: 'image/jpeg' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    const visitor = await createTraveller(t.app.db, { firstName: 'Binta', lastName: 'Sowe' });
    const refused = await upload({ bytes, type: 'image/jpeg' }, visitor.token);
    expect(refused.statusCode).toBe(403);
    expect(storedUploads()).toHaveLength(before);
  });
});

describe('alt text for each photo', () => {
  it('is kept for the cover and gallery photos, and the public answer carries it', async () => {
    const { destinationId, excursionIds } = await createExcursions(t.app.db, ['Tanji Fish Market']);
    const [row] = await t.app.db
      .select()
      .from(excursions)
      .where(eq(excursions.id, excursionIds[0]));
    const cover = '/home/images/uploads/2026-11/aaaaaaaaaaaaaaaaaaaaaaaa.jpg';
    const second = '/home/images/uploads/2026-11/bbbbbbbbbbbbbbbbbbbbbbbb.jpg';
    const input: ExcursionInput = {
      name: 'Tanji Fish Market',
      description: 'The boats come in at four.',
      coverImageUrl: cover,
      gallery: [cover, second],
      imageAlts: {
        [cover]: '  Pirogues pulled up on the beach at Tanji  ',
        [second]: '   ',
        '/home/images/uploads/2026-11/cccccccccccccccccccccccc.jpg': 'A photo not shown',
      },
      rating: 4.5,
      location: 'Tanji',
      latitude: 13.35,
      longitude: -16.8,
      duration: 1,
      durationHours: 4,
      numberOfPeople: 2,
      food: false,
      drinks: false,
      tourStartDate: '2027-02-01',
      max: 10,
      destinationId,
      excursionTypeId: row.excursionTypeId,
      specialOffer: false,
      specialOfferOrder: 0,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/excursions/${row.id}`,
      headers: bearer(staff.token),
      payload: input,
    });
    expect(saved.statusCode).toBe(200);
    const alts = { [cover]: 'Pirogues pulled up on the beach at Tanji' };
    expect(saved.json().data.imageAlts).toEqual(alts);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/excursions/${row.id}` });
    expect(visitor.json().data).toMatchObject({ coverImageUrl: cover, imageAlts: alts });

    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/excursions/${row.id}`,
      headers: bearer(staff.token),
      payload: { ...input, imageAlts: { [cover]: 'x'.repeat(201) } },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('several replicas on one images folder', () => {
  it('a photo uploaded through one is served, with its copies, by the other', async () => {
    // A second replica: its own database and data folder, the first one's images folder.
    const shared = path.join(t.dataDir, 'images');
    const other = await buildTestApp({ SEED_DEMO_CONTENT: 'false', IMAGES_DIR: shared });
    try {
      expect(other.dataDir).not.toBe(t.dataDir);
      const bytes = await halves(1800, 1200).jpeg().toBuffer();
      const res = await upload({ bytes, type: 'image/jpeg' });
      expect(res.statusCode).toBe(201);
      const relative = relativeOf(res.json().data.path);
      expect(fs.existsSync(path.join(shared, relative))).toBe(true);
      for (const url of [`/images/${relative}`, `/images/w640/${relative}`]) {
        const served = await other.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
      }
      // The other replica made its own copy from the shared original.
      expect(fs.existsSync(path.join(other.dataDir, 'image-variants', 'w640', relative))).toBe(
        true,
      );
    } finally {
      await other.close();
    }
  });
});
