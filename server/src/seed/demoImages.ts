import { STORED_IMAGE_PREFIX } from '@/contract/images';
import type { Picture } from './art/scene';
import { DESTINATIONS, EXCURSIONS } from './content';
import type { DestinationContent, ExcursionContent } from './content';

const COVER = { width: 1200, height: 800 };
const GALLERY = { width: 960, height: 640 };
const DESTINATION_GALLERY_SIZE = 3;
const EXCURSION_GALLERY_SIZE = 2;

/** One picture the project draws, and where it lives under the images folder. */
export interface DemoImage extends Picture {
  /** e.g. "excursions/kunta-kinteh-island/cover.jpg" */
  relativePath: string;
}

export interface ImageSet {
  cover: DemoImage;
  /** The cover first, then the other pictures of the place. */
  gallery: DemoImage[];
}

export function imageUrl(image: DemoImage): string {
  return STORED_IMAGE_PREFIX + image.relativePath;
}

export function destinationImages(destination: DestinationContent): ImageSet {
  const caption = destination.name;
  return imageSet(
    `destinations/${destination.slug}`,
    destination.scenes,
    destination.hue,
    caption,
    DESTINATION_GALLERY_SIZE,
  );
}

export function excursionImages(excursion: ExcursionContent): ImageSet {
  const destination = DESTINATIONS.find((d) => d.name === excursion.destination);
  if (!destination) throw new Error(`Excursion ${excursion.slug} names an unknown destination`);
  const caption = excursion.location.replace(/, /g, ' · ');
  return imageSet(
    `excursions/${excursion.slug}`,
    excursion.scenes,
    destination.hue,
    caption,
    EXCURSION_GALLERY_SIZE,
  );
}

/** Every picture the demo content refers to. */
export function allDemoImages(): DemoImage[] {
  const sets = [...DESTINATIONS.map(destinationImages), ...EXCURSIONS.map(excursionImages)];
  return sets.flatMap((set) => set.gallery);
}

function imageSet(
  folder: string,
  scenes: DestinationContent['scenes'],
  hue: number,
  caption: string,
  extra: number,
): ImageSet {
  // Covers are shown at sunset, by day or at dawn; night scenes only appear in galleries.
  const offset = folder.length % 3;
  const cover: DemoImage = {
    relativePath: `${folder}/cover.jpg`,
    key: `${folder}/cover`,
    scene: scenes[0],
    hue,
    variant: offset,
    caption,
    ...COVER,
  };
  const others = Array.from({ length: extra }, (_, i): DemoImage => ({
    relativePath: `${folder}/${i + 1}.jpg`,
    key: `${folder}/${i + 1}`,
    scene: scenes[(i + 1) % scenes.length],
    hue,
    variant: offset + i + 1,
    caption,
    ...GALLERY,
  }));
  return { cover, gallery: [cover, ...others] };
}
