import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { CARD_IMAGE_HEIGHT_PX } from '@/contract/limits';
import type { Destination } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';
import { DestinationRating } from './DestinationRating';
import { CARD_COLUMN_PICTURE_SIZES } from '../CardColumns';

/** docs/product.md, Constants: the card's about text shows at most two lines. */
export const aboutClampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

interface DestinationCardProps {
  destination: Destination;
  /** The first card: its picture is the page's largest. */
  priority?: boolean;
}

/** A destination on the list: picture, stars, name, two lines of about text and Explore. */
export function DestinationCard({ destination, priority }: DestinationCardProps) {
  const t = useT();
  const { id, name, about, rating, coverImageUrl } = destination;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <StoredImage
        path={coverImageUrl}
        alt=""
        height={CARD_IMAGE_HEIGHT_PX}
        sizes={CARD_COLUMN_PICTURE_SIZES}
        priority={priority}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <DestinationRating rating={rating} />
        <Typography variant="h4" component="h2" sx={{ mt: 0.5, mb: 1 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={aboutClampSx}>
          {about}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.destinationDetails(id)}
          variant="contained"
          aria-label={t(destinationMessages.exploreName, { name })}
        >
          {t(destinationMessages.explore)}
        </Button>
      </CardActions>
    </Card>
  );
}
