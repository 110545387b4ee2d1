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
      await writeImage(imagesDir, image);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { written: missing.length, skipped: images.length - missing.length };
}

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const svg = renderScene(image);
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
}

async function writeImage(imagesDir: string, image: DemoImage): Promise<void> {
  const target = path.join(imagesDir, image.relativePath);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name and renamed, so a crash never leaves half a picture behind.
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, await renderDemoImage(image));
  await fs.rename(temporary, target);
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
