import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { departureMessages } from '../messages';

/** The calendar's place while its code and the month's seats are on their way: same height. */
export const CALENDAR_MIN_HEIGHT = 360;

export function ChooseDateFrame() {
  const t = useT();
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(departureMessages.chooseDate)}
      </Typography>
      <Box
        role="status"
        sx={{
          minHeight: CALENDAR_MIN_HEIGHT,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        {t(departureMessages.loadingDates)}
      </Box>
    </Box>
  );
}
