import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { Excursion } from '@/contract/wire/catalog';

/** A card's Book Now: the excursion's page, with the excursion in navigation state. */
export function BookNowLink({ excursion }: { excursion: Excursion }) {
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={paths.tourDetails(excursion.id)}
      state={{ excursion }}
      aria-label={`Book Now: ${excursion.name}`}
    >
      Book Now
    </Button>
  );
}
