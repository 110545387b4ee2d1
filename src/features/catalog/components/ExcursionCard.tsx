import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { photoAlt } from '@/contract/images';
import { CARD_IMAGE_HEIGHT_PX } from '@/contract/limits';
import type { Excursion } from '@/contract/wire/catalog';
import { useDurations } from '../format/useDurations';
import { previewText } from '../format/preview';
import { CardFacts } from './CardFacts';

/** Cards sit three across on a desktop, two on a tablet, one on a phone. */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw';

/** A label over the picture, shaped like a small chip (MUI's Chip is a button underneath). */
const tagSx = {
  position: 'absolute',
  top: 12,
  left: 12,
  px: 1,
  py: 0.25,
  borderRadius: 4,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontWeight: 700,
} as const;

/* The card's own styles, made once for every card of a list rather than on each card's render. */
const cardSx = { height: '100%', display: 'flex', flexDirection: 'column' } as const;
/**
 * Any card but the page's first: the browser works out its styles, lays it out and paints it only
 * when it comes near the screen, keeping room for it meanwhile (a card's height on a phone, then
 * the height it last had): the cards further down add nothing to the first screen's style, layout
 * and paint work (decision 049).
 */
const laterCardSx = { ...cardSx, contentVisibility: 'auto', containIntrinsicSize: 'auto 463px' };
const pictureSx = { position: 'relative' } as const;
const textSx = { flexGrow: 1 } as const;
/*
 * Every card as tall as the others whatever its text (two lines kept for the name, three for the
 * preview, the place on one, cut short): a card of the next page joining the last row would
 * otherwise stretch it, and move the buttons of the cards the visitor is looking at.
 */
const nameSx = { minHeight: '2lh' } as const;
const previewSx = { mb: 1.5, minHeight: '3lh' } as const;
const actionsSx = { px: 2, pb: 2 } as const;

interface ExcursionCardProps {
  excursion: Excursion;
  /** A tag over the picture, e.g. 'Special Offer'. */
  tag?: string;
  /** Buttons under the text (Book Now, Add to Cart...). */
  actions?: ReactNode;
  /** Heading level of the name in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list: its picture is the page's largest. */
  priority?: boolean;
}

/**
 * An excursion on a card: picture, name (to its details, the excursion in navigation state),
 * place, the description's first 100 characters, the duration by the card rule and the fixed
 * rating of docs/product.md, Constants.
 */
export function ExcursionCard({
  excursion,
  tag,
  actions,
  headingLevel = 'h3',
  priority,
}: ExcursionCardProps) {
  const to = paths.tourDetails(excursion.id);
  const { cardDuration } = useDurations();
  return (
    <Card component="article" sx={priority ? cardSx : laterCardSx}>
      <Box sx={pictureSx}>
        <StoredImage
          path={excursion.coverImageUrl}
          alt={photoAlt(excursion, excursion.coverImageUrl, excursion.name)}
          height={CARD_IMAGE_HEIGHT_PX}
          priority={priority}
          sizes={CARD_IMAGE_SIZES}
        />
        {tag && (
          <Typography component="span" variant="caption" sx={tagSx}>
            {tag}
          </Typography>
        )}
      </Box>
      <CardContent sx={textSx}>
        <Typography variant="h5" component={headingLevel} gutterBottom sx={nameSx}>
          <Link component={RouterLink} to={to} state={{ excursion }} underline="hover">
            {excursion.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom noWrap>
          {excursion.location || excursion.countryName}
        </Typography>
        <Typography variant="body2" sx={previewSx}>
          {previewText(excursion.description)}
        </Typography>
        <CardFacts duration={cardDuration(excursion)} />
      </CardContent>
      {actions && <CardActions sx={actionsSx}>{actions}</CardActions>}
    </Card>
  );
}
