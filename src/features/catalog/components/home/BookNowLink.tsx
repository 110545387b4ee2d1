import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { Excursion } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { catalogMessages } from '../../messages';

/** A card's Book Now: the excursion's page, with the excursion in navigation state. */
export function BookNowLink({ excursion }: { excursion: Excursion }) {
  const t = useT();
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={paths.tourDetails(excursion.id)}
      state={{ excursion }}
      aria-label={t(catalogMessages.bookNowFor, { name: excursion.name })}
    >
      {t(catalogMessages.bookNow)}
    </Button>
  );
}
