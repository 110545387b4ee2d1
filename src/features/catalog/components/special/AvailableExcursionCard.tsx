import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '../../../../components/StoredImage';
import { paths } from '../../../../config/routes';
import { CARD_IMAGE_HEIGHT_PX, DISPLAYED_CARD_RATING } from '../../../../contract/limits';
import { cardDuration } from '../../format/duration';
import type { RecordExcursion } from './detailsRecord';
import { formatStartDate } from './startDate';

/** An excursion of a special-excursion country: picture, start date, duration, rating, name. */
export function AvailableExcursionCard({ excursion }: { excursion: RecordExcursion }) {
  const startDate = formatStartDate(excursion.tourStartDate);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      {excursion.coverImageUrl ? (
        <StoredImage path={excursion.coverImageUrl} alt="" height={CARD_IMAGE_HEIGHT_PX} />
      ) : null}
      <CardContent>
        <Typography variant="h5" component="h3" gutterBottom>
          <Link component={RouterLink} to={paths.tourDetails(excursion.id)}>
            {excursion.name}
          </Link>
        </Typography>
        {startDate && (
          <Typography variant="body2" color="text.secondary">
            Starts {startDate}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {cardDuration({
              duration: excursion.duration ?? 1,
              durationHours: excursion.durationHours,
            })}
          </Typography>
          <Rating
            value={DISPLAYED_CARD_RATING}
            readOnly
            size="small"
            aria-label={`Rated ${DISPLAYED_CARD_RATING} out of 5`}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
