import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '@server/config';
import { IMAGE_VARIANT_WIDTHS } from '@/contract/limits';

/**
 * The stored pictures and their narrower copies, one way for the copies served on first request
 * (`/images/w640/<path>`, plugins/imageVariants.ts) and the ones an upload makes at once.
 * Originals live in the images folder (`IMAGES_DIR`, shared by every replica); the copies of a
 * process under `<dataDir>/image-variants/w<width>/<path>`, made again from the original by any
 * replica that lacks them.
 */

const COPY_JPEG_QUALITY = 76;

export const variantsDirOf = (config: Pick<Config, 'dataDir'>) =>
  path.resolve(config.dataDir, 'image-variants');

/** Where the copy `width` pixels wide of the picture at `relative` (inside the images folder) is kept. */
export const variantFile = (variantsDir: string, width: number, relative: string) =>
  path.join(variantsDir, `w${width}`, relative);

/** Makes one narrower copy (never wider than the original); PNG stays PNG, the rest JPEG. */
export async function makeVariant(original: string, target: string, width: number) {
  const picture = sharp(original).resize({ width, withoutEnlargement: true });
  const data = await (
    target.endsWith('.png')
      ? picture.png()
      : picture.jpeg({ quality: COPY_JPEG_QUALITY, progressive: true })
  ).toBuffer();
  await writeWhole(target, data);
}

/** Every copy of a picture the site offers in its srcset, made now: their files. */
export async function makeAllVariants(original: string, variantsDir: string, relative: string) {
  const made: string[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const target = variantFile(variantsDir, width, relative);
    await makeVariant(original, target, width);
    made.push(target);
  }
  return made;
}

/**
 * Writes a file under a temporary name and renames it: a reader, on this replica or another on
 * the same folder, never sees half a picture.
 */
export async function writeWhole(target: string, data: Buffer) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, target);
}
