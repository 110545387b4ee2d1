import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Database } from '@server/db/client';
import { makeAllVariants, writeWhole } from '@server/lib/pictures';
import type { StaffMember } from '../staff/sessions';
import { recordAudit } from './audit';
import { PHOTO_UPLOAD } from '@/contract/catalogLimits';
import { STORED_IMAGE_PREFIX } from '@/contract/images';
import { PHOTO_MESSAGES } from '@/contract/serverMessages';
import type { UploadedPhoto } from '@/contract/wire/operatorCatalog';

/** Where uploads go inside the images folder: `uploads/<year>-<month>/<random>.jpg`. */
export const UPLOADS_FOLDER = 'uploads';
const JPEG_QUALITY = 82;
/** Formats sharp must find in the bytes, whatever the browser said the file was. */
const READABLE = new Set(['jpeg', 'png', 'webp']);
/** Decoding is CPU and memory work: two uploads at a time per process, the others wait. */
const AT_ONCE = 2;

export interface PhotoFile {
  bytes: Buffer;
  /** The type the browser declared for the part. */
  type: string;
  /** The name on the staff member's device, kept in the audit only. */
  name: string;
}

export interface PhotoFolders {
  imagesDir: string;
  variantsDir: string;
}

/** Stored, or refused with the status and sentence of the answer; a refusal stores nothing. */
export type PhotoOutcome =
  { stored: UploadedPhoto } | { refused: { status: 400 | 413 | 415; message: string } };

const refused = (status: 400 | 413 | 415, message: string): PhotoOutcome => ({
  refused: { status, message },
});

/** Whether the declared type is one the upload takes; the bytes are checked again when read. */
export const isAcceptedType = (type: string) =>
  (PHOTO_UPLOAD.types as readonly string[]).includes(type.toLowerCase());

let running = 0;
const waiting: Array<() => void> = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Re-encodes a photo staff uploaded and stores it in the images folder with the narrower copies
 * the site's srcset offers, and its audit row. The new picture is a JPEG at most 2400 pixels on
 * its longer side, turned the way the camera's orientation says, with no metadata at all (no GPS
 * position, camera or owner). The header is read first: a picture of more pixels than any photo
 * (a decompression bomb) is refused before it is decoded, and so is anything sharp cannot read.
 */
export async function storePhoto(
  db: Database,
  who: StaffMember,
  folders: PhotoFolders,
  file: PhotoFile,
): Promise<PhotoOutcome> {
  if (!isAcceptedType(file.type)) return refused(415, PHOTO_MESSAGES.wrongType);
  if (file.bytes.length > PHOTO_UPLOAD.maxBytes) return refused(413, PHOTO_MESSAGES.tooLarge);

  const options = { limitInputPixels: PHOTO_UPLOAD.maxInputPixels, failOn: 'error' } as const;
  let header: Metadata;
  try {
    // The header only: its pixel count is checked here, with a sentence of its own.
    header = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refused(400, PHOTO_MESSAGES.notAnImage);
  }
  if (!header.format || !READABLE.has(header.format)) {
    return refused(415, PHOTO_MESSAGES.wrongType);
  }
  if (!header.width || !header.height) return refused(400, PHOTO_MESSAGES.notAnImage);
  if (header.width * header.height > PHOTO_UPLOAD.maxInputPixels) {
    return refused(400, PHOTO_MESSAGES.tooManyPixels);
  }

  return inTurn(async () => {
    let encoded: { data: Buffer; info: OutputInfo };
    try {
      encoded = await sharp(file.bytes, options)
        .rotate() // the EXIF orientation, applied to the pixels
        .resize({
          width: PHOTO_UPLOAD.maxSide,
          height: PHOTO_UPLOAD.maxSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' }) // a transparent PNG on white, as a JPEG shows it
        .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // A header that reads but pixels that do not: a truncated or corrupt file.
      return refused(400, PHOTO_MESSAGES.notAnImage);
    }

    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const relative = path.posix.join(
      UPLOADS_FOLDER,
      month,
      `${randomBytes(12).toString('hex')}.jpg`,
    );
    const original = path.join(folders.imagesDir, relative);
    const stored: UploadedPhoto = {
      path: `${STORED_IMAGE_PREFIX}${relative}`,
      width: encoded.info.width,
      height: encoded.info.height,
      bytes: encoded.data.length,
    };
    const written: string[] = [];
    try {
      await writeWhole(original, encoded.data);
      written.push(original);
      written.push(...(await makeAllVariants(original, folders.variantsDir, relative)));
      await db.transaction((tx) =>
        recordAudit(tx, who, {
          action: 'photo.upload',
          subjectKind: 'photo',
          subjectId: null,
          after: {
            ...stored,
            from: { name: file.name, type: header.format, bytes: file.bytes.length },
          },
        }),
      );
    } catch (error) {
      // Without its audit row the photo is not kept either.
      await Promise.all(written.map((file) => fs.rm(file, { force: true })));
      throw error;
    }
    return { stored };
  });
}
