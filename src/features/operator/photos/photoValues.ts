import * as yup from 'yup';
import { CATALOG_LIMITS } from '@/contract/catalogLimits';

/** A photo of a record as the form holds it: its stored path and its alt text as typed. */
export interface PhotoValue {
  path: string;
  alt: string;
}

/** What a record stores of its photos: the cover, the gallery and their alt texts. */
export interface StoredPhotos {
  coverImageUrl: string;
  gallery: string[];
  imageAlts?: Record<string, string>;
}

const say = {
  none: 'Please add at least one photo: the first is the cover.',
  tooMany: `At most ${CATALOG_LIMITS.gallery} photos.`,
  altTooLong: `At most ${CATALOG_LIMITS.altText} characters.`,
};

/** The rule of a photo list: one at least (the cover), the gallery's limit, short alt texts. */
export const photosSchema = yup
  .array(
    yup.object({
      path: yup.string().required(),
      alt: yup.string().max(CATALOG_LIMITS.altText, say.altTooLong),
    }),
  )
  .min(1, say.none)
  .max(CATALOG_LIMITS.gallery, say.tooMany)
  .required(say.none);

/** A record's photos in the form's order: the cover first, then the gallery's others, each once. */
export function photoValuesOf(record: StoredPhotos): PhotoValue[] {
  const paths = [...new Set([record.coverImageUrl, ...record.gallery].filter(Boolean))];
  return paths.map((path) => ({ path, alt: record.imageAlts?.[path] ?? '' }));
}

/** The form's photos as a record stores them: the first is the cover, every one in the gallery. */
export function storedPhotosOf(photos: PhotoValue[]): Required<StoredPhotos> {
  return {
    coverImageUrl: photos[0]?.path ?? '',
    gallery: photos.map((photo) => photo.path),
    imageAlts: Object.fromEntries(
      photos
        .map((photo) => [photo.path, photo.alt.trim()] as const)
        .filter(([, alt]) => alt !== ''),
    ),
  };
}
