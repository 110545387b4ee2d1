import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Excursion } from '@/contract/wire/catalog';
import { useT, type Message } from '@/i18n';
import { tourMessages } from './messages';

interface Inclusion {
  item: Message;
  status: Message;
  included: boolean;
}

/** Food and drinks as the excursion says; accommodation is never offered (docs/product.md, Pages). */
export function inclusionsOf({ food, drinks }: Pick<Excursion, 'food' | 'drinks'>): Inclusion[] {
  const flag = (item: Message, included: boolean) => ({
    item,
    included,
    status: included ? tourMessages.included : tourMessages.notIncluded,
  });
  return [
    flag(tourMessages.food, food),
    flag(tourMessages.drinks, drinks),
    { item: tourMessages.accommodation, status: tourMessages.notAvailable, included: false },
  ];
}

export function TourIncluded({ excursion }: { excursion: Excursion }) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {inclusionsOf(excursion).map(({ item, status, included }) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {included ? (
            <CheckCircleIcon color="success" aria-hidden />
          ) : (
            <CancelOutlinedIcon color="disabled" aria-hidden />
          )}
          <Typography>
            <strong>{t(tourMessages.inclusion, { item: t(item) })}</strong> {t(status)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
