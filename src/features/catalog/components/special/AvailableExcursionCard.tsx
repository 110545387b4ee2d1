import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { CARD_IMAGE_HEIGHT_PX } from '@/contract/limits';
import { useLocale, useT } from '@/i18n';
import { useDurations } from '../../format/useDurations';
import { CardFacts } from '../CardFacts';
import type { RecordExcursion } from './detailsRecord';
import { specialMessages } from './messages';
import { formatStartDate } from './startDate';
import { CARD_COLUMN_PICTURE_SIZES } from '../CardColumns';

/** An excursion of a special-excursion country: picture, start date, duration, rating, name. */
export function AvailableExcursionCard({ excursion }: { excursion: RecordExcursion }) {
  const t = useT();
  const { cardDuration } = useDurations();
  const startDate = formatStartDate(useLocale(), excursion.tourStartDate);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      {excursion.coverImageUrl ? (
        <StoredImage
          path={excursion.coverImageUrl}
          alt=""
          height={CARD_IMAGE_HEIGHT_PX}
          sizes={CARD_COLUMN_PICTURE_SIZES}
        />
      ) : null}
      <CardContent>
        <Typography variant="h5" component="h3" gutterBottom>
          <Link component={RouterLink} to={paths.tourDetails(excursion.id)}>
            {excursion.name}
          </Link>
        </Typography>
        {startDate && (
          <Typography variant="body2" color="text.secondary">
            {t(specialMessages.starts, { date: startDate })}
          </Typography>
        )}
        <CardFacts
          duration={cardDuration({
            duration: excursion.duration ?? 1,
            durationHours: excursion.durationHours,
          })}
        />
      </CardContent>
    </Card>
  );
}
