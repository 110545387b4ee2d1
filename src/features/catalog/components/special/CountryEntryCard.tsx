import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { useT } from '@/i18n';
import type { SpecialDetailsRecord } from './detailsRecord';
import { specialMessages } from './messages';
import { CARD_COLUMN_PICTURE_SIZES } from '../CardColumns';

interface CountryEntryCardProps {
  title: string;
  /** Shown above the title when it differs from it. */
  countryName: string;
  description: string;
  image?: string;
  /** Names of the excursions the entry includes, when known. */
  highlights?: string[];
  record: SpecialDetailsRecord;
}

/** A per-country entry of a category page, with its 'Learn more about {country}' link. */
export function CountryEntryCard({
  title,
  countryName,
  description,
  image,
  highlights,
  record,
}: CountryEntryCardProps) {
  const t = useT();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {image && <StoredImage path={image} alt="" height={200} sizes={CARD_COLUMN_PICTURE_SIZES} />}
      <CardContent sx={{ flexGrow: 1 }}>
        {title !== countryName && (
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'info.main', fontWeight: 700, lineHeight: 1.6 }}
          >
            {countryName}
          </Typography>
        )}
        <Typography variant="h5" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2">{description}</Typography>
        {highlights && highlights.length > 0 && (
          <Box component="ul" sx={{ pl: 2.5, mt: 1.5, mb: 0 }}>
            {highlights.map((name) => (
              <Typography key={name} component="li" variant="body2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.specialExcursionDetails(record)}
          variant="outlined"
          sx={{ whiteSpace: 'normal', textAlign: 'left' }}
        >
          {t(specialMessages.learnMore, { country: countryName })}
        </Button>
      </CardActions>
    </Card>
  );
}
