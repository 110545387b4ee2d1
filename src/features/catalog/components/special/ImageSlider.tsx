import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { StoredImage } from '@/components/StoredImage';
import { useT } from '@/i18n';
import { specialMessages } from './messages';
import { detailMessages } from '../../detailMessages';

interface ImageSliderProps {
  /** Stored image paths, shown one at a time. */
  images: string[];
  /** What the pictures show, for their alternative text and the slider's name. */
  subject: string;
}

const arrowSx = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'grey.100' } } as const;

/**
 * One picture at a time with previous and next buttons and a count ('1 / 4'). The arrow keys
 * turn the pictures while focus is on a button; the count is announced when it changes.
 */
export function ImageSlider({ images, subject }: ImageSliderProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = Math.min(index, images.length - 1);
  const step = (by: number) => setIndex((current + by + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t(specialMessages.picturesOf, { subject })}
      onKeyDown={onKeyDown}
    >
      <StoredImage
        path={images[current]}
        alt={t(specialMessages.pictureOf, {
          subject,
          position: current + 1,
          count: images.length,
        })}
        ratio={3 / 2}
        priority
        rounded
      />
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'center' }}
      >
        <IconButton
          aria-label={t(detailMessages.previousPicture)}
          onClick={() => step(-1)}
          disabled={images.length < 2}
          sx={arrowSx}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 700 }}>
          {current + 1} / {images.length}
        </Typography>
        <IconButton
          aria-label={t(detailMessages.nextPicture)}
          onClick={() => step(1)}
          disabled={images.length < 2}
          sx={arrowSx}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
