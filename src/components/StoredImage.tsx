import Box from '@mui/material/Box';
import { imageSrcSet, imageUrl } from '../config/runtime';
import { IMAGE_VARIANT_WIDTHS } from '../contract/limits';

interface StoredImageProps {
  /** A stored image path (`/home/images/...`) or a path under the images base. */
  path: string;
  alt: string;
  /** A fixed height in pixels (cards: 200), or else the box keeps `ratio`. */
  height?: number;
  /** Width / height, used when no height is given. */
  ratio?: number;
  /**
   * The page's largest picture, at most one a page: fetched first and at once (high priority, not
   * lazy). The server's rendering preloads it from the head with the same `srcset` and `sizes`.
   */
  priority?: boolean;
  rounded?: boolean;
  /** How wide the picture shows, for choosing a copy (e.g. `(min-width: 900px) 400px, 100vw`). */
  sizes?: string;
}

/** The demo pictures are at most this wide (covers). */
const ORIGINAL_WIDTH = 1200;

/**
 * A catalog picture from the images base. Its box has its size before the picture arrives (the
 * width and height attributes give its shape, the styles its size), so nothing shifts. Every
 * picture but the page's largest loads lazily and leaves the bandwidth to that one.
 *
 * React's server renderer writes a preload for every picture that is not lazy; the page renderer
 * moves it into the head (src/ssr/renderPage.tsx), so the priority picture is the only one.
 */
export function StoredImage({
  path,
  alt,
  height,
  ratio = 3 / 2,
  priority,
  rounded,
  sizes = '100vw',
}: StoredImageProps) {
  return (
    <Box
      component="img"
      src={imageUrl(path)}
      srcSet={imageSrcSet(path, IMAGE_VARIANT_WIDTHS, ORIGINAL_WIDTH)}
      sizes={sizes}
      alt={alt}
      width={ORIGINAL_WIDTH}
      height={Math.round(ORIGINAL_WIDTH / ratio)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        objectFit: 'cover',
        bgcolor: 'grey.200',
        borderRadius: rounded ? 2 : 0,
        ...(height ? { height } : { height: 'auto', aspectRatio: String(ratio) }),
      }}
    />
  );
}
