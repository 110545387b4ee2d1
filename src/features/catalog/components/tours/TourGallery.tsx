import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { StoredImage } from '@/components/StoredImage';
import { photoAlt } from '@/contract/images';
import type { Excursion } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { tourMessages } from './messages';
import { detailMessages } from '../../detailMessages';

/** The cover first, then the gallery's other pictures, each once. */
export function galleryPictures({ coverImageUrl, gallery }: Excursion): string[] {
  return [...new Set([coverImageUrl, ...(gallery ?? [])].filter(Boolean))];
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.85)',
  '&:hover': { bgcolor: '#ffffff' },
} as const;

/**
 * The excursion's pictures: a main picture with Previous and Next, and a row of thumbnails. Every
 * control is a button, so the gallery works from the keyboard.
 */
export function TourGallery({ excursion }: { excursion: Excursion }) {
  const t = useT();
  const pictures = galleryPictures(excursion);
  const [shown, setShown] = useState(0);
  const count = pictures.length;
  if (count === 0) return null;
  const current = Math.min(shown, count - 1);
  const step = (by: number) => setShown((current + by + count) % count);

  return (
    <Box component="section" aria-label={t(tourMessages.pictures)}>
      <Box sx={{ position: 'relative' }}>
        <StoredImage
          path={pictures[current]}
          alt={t(tourMessages.pictureOf, {
            name: photoAlt(excursion, pictures[current], excursion.name),
            position: current + 1,
            count,
          })}
          ratio={16 / 9}
          priority
          rounded
        />
        {count > 1 && (
          <>
            <IconButton
              aria-label={t(detailMessages.previousPicture)}
              onClick={() => step(-1)}
              sx={{ ...arrowSx, left: 8 }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t(detailMessages.nextPicture)}
              onClick={() => step(1)}
              sx={{ ...arrowSx, right: 8 }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1.5,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
          }}
        >
          {pictures.map((path, index) => (
            <li key={path}>
              <ButtonBase
                aria-label={t(tourMessages.showPicture, { position: index + 1, count })}
                aria-pressed={index === current}
                onClick={() => setShown(index)}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: index === current ? '3px solid' : 'none',
                  outlineColor: 'secondary.main',
                  outlineOffset: 1,
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <StoredImage path={path} alt="" ratio={4 / 3} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
