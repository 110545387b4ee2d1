import Box from '@mui/material/Box';
import { imageUrl } from '../../../config/runtime';

interface ContentImageProps {
  /** Path under the images base, e.g. `destinations/ghana/cover.jpg`. */
  path: string;
  alt: string;
  /** Width / height; the box keeps it before the picture arrives, so nothing shifts. */
  ratio?: number;
  /** Above the fold: load at once. */
  eager?: boolean;
  sizes?: string;
}

/** A demo picture in a box of fixed aspect ratio, loaded lazily below the fold. */
export function ContentImage({ path, alt, ratio = 3 / 2, eager, sizes }: ContentImageProps) {
  return (
    <Box
      component="img"
      src={imageUrl(path)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sizes={sizes}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: String(ratio),
        objectFit: 'cover',
        bgcolor: 'grey.200',
        borderRadius: 2,
      }}
    />
  );
}
