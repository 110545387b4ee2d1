import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useT } from '@/i18n';
import { bookingMessages } from '../../bookings';
import { useSecondsLeft } from './useSecondsLeft';

/** The minutes left at which a screen reader hears how long remains. */
const SPOKEN_AT = [10, 5, 2, 1];

const twoDigits = (value: number) => String(value).padStart(2, '0');
const mmss = (seconds: number) =>
  `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;

/**
 * The hold's time left as mm:ss, redrawn every second. Screen readers hear it politely when the
 * hold starts and at a few marks (10, 5, 2 and 1 minutes), never every second.
 */
export function HoldCountdown({
  expiresAt,
  onRanOut,
}: {
  expiresAt: string;
  onRanOut: () => void;
}) {
  const t = useT();
  const seconds = useSecondsLeft(expiresAt);
  const minutes = Math.ceil(seconds / 60);
  const [startMinutes] = useState(minutes);
  const mark = SPOKEN_AT.filter((at) => minutes <= at).at(-1);
  const spoken = t(bookingMessages.holdAnnounce, { minutes: mark ?? startMinutes });

  useEffect(() => {
    if (seconds === 0) onRanOut();
  }, [seconds, onRanOut]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', my: 2 }}>
      <Typography sx={{ fontWeight: 700 }} id="hold-time-left">
        {t(bookingMessages.holdTimeLeft)}
      </Typography>
      <Typography
        role="timer"
        aria-labelledby="hold-time-left"
        variant="h4"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
      >
        {mmss(seconds)}
      </Typography>
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {spoken}
      </Box>
    </Box>
  );
}
