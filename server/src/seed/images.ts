import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderScene } from './art/scene';
import { allDemoImages, type DemoImage } from './demoImages';

const JPEG_QUALITY = 78;
/** Drawing is CPU work; two at a time keeps a small server responsive. */
const CONCURRENCY = 2;

/**
 * Draws every demo picture that is not yet in `imagesDir`. Quick when they all exist, so it can
 * run on every start.
 */
export async function ensureDemoImages(
  imagesDir: string,
): Promise<{ written: number; skipped: number }> {
  const missing: DemoImage[] = [];
  const images = allDemoImages();
  for (const image of images) {
    if (!(await exists(path.join(imagesDir, image.relativePath)))) missing.push(image);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const image = missing[next++];
      await drawDemoImage(imagesDir, image);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { written: missing.length, skipped: images.length - missing.length };
}

/** The pictures being drawn, by file: a picture asked for twice at once is drawn once. */
const drawing = new Map<string, Promise<void>>();

/**
 * Draws one demo picture into `imagesDir`, unless it is already being drawn in this process (then
 * waits for that drawing). Used by `ensureDemoImages` and by a request for a picture not yet drawn.
 */
export function drawDemoImage(imagesDir: string, image: DemoImage): Promise<void> {
  const target = path.resolve(imagesDir, image.relativePath);
  let pending = drawing.get(target);
  if (!pending) {
    pending = writeImage(target, image).finally(() => drawing.delete(target));
    drawing.set(target, pending);
  }
  return pending;
}

/**
 * Draws the demo picture stored at `relativePath` under `imagesDir` when it is one and is not
 * drawn yet, so that its first request is answered with it rather than a 404. Any other path,
 * or a picture already drawn, costs a map lookup (and one file check the first time).
 */
export async function drawDemoImageIfMissing(imagesDir: string, relativePath: string) {
  demoImagesByPath ??= new Map(allDemoImages().map((image) => [image.relativePath, image]));
  const image = demoImagesByPath.get(relativePath);
  if (!image) return;
  const target = path.resolve(imagesDir, relativePath);
  if (drawn.has(target)) return;
  if (!(await exists(target))) await drawDemoImage(imagesDir, image);
  drawn.add(target);
}
let demoImagesByPath: Map<string, DemoImage> | undefined;
/** Demo pictures known to be on disk (they are never deleted while the server runs). */
const drawn = new Set<string>();

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const svg = renderScene(image);
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
}

async function writeImage(target: string, image: DemoImage): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name and renamed, so a crash never leaves half a picture behind.
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, await renderDemoImage(image));
  await fs.rename(temporary, target);
}
