import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Excursion } from '@/contract/wire/catalog';

interface Inclusion {
  item: string;
  status: string;
  included: boolean;
}

/** Food and drinks as the excursion says; accommodation is never offered (docs/product.md, Pages). */
export function inclusionsOf({ food, drinks }: Pick<Excursion, 'food' | 'drinks'>): Inclusion[] {
  const flag = (item: string, included: boolean) => ({
    item,
    included,
    status: included ? 'Included' : 'Not included',
  });
  return [
    flag('Food', food),
    flag('Drinks', drinks),
    { item: 'Accommodation', status: 'Not Available', included: false },
  ];
}

export function TourIncluded({ excursion }: { excursion: Excursion }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {inclusionsOf(excursion).map(({ item, status, included }) => (
        <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {included ? (
            <CheckCircleIcon color="success" aria-hidden />
          ) : (
            <CancelOutlinedIcon color="disabled" aria-hidden />
          )}
          <Typography>
            <strong>{item}:</strong> {status}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
