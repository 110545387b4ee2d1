import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { brand } from '@/theme';
import { comingSoonMessages } from '../messages';

const SECOND = 1000;
const UNITS = [
  { label: comingSoonMessages.days, ms: 86_400 * SECOND },
  { label: comingSoonMessages.hours, ms: 3_600 * SECOND },
  { label: comingSoonMessages.minutes, ms: 60 * SECOND },
  { label: comingSoonMessages.seconds, ms: SECOND },
] as const;

/** Days, hours, minutes and seconds left until `target`. */
export function timeLeft(target: Date, now: number) {
  let rest = Math.max(0, target.getTime() - now);
  return UNITS.map(({ label, ms }) => {
    const value = Math.floor(rest / ms);
    rest -= value * ms;
    return { label, value };
  });
}

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Counts down each second to `target`, then shows 'Launched!'. */
export function Countdown({ target }: { target: Date }) {
  const now = useNow();
  const t = useT();
  if (now >= target.getTime()) {
    return (
      <Typography variant="h2" component="p" role="status" sx={{ color: brand.savannah }}>
        {t(MESSAGES.launched)}
      </Typography>
    );
  }
  return (
    <Box
      role="timer"
      aria-label={t(comingSoonMessages.timer)}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1.5 }}
    >
      {timeLeft(target, now).map(({ label, value }) => (
        <Paper
          key={label.id}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2.5 }, textAlign: 'center' }}
        >
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.6rem', sm: '2.5rem' }, fontWeight: 700 }}
          >
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(label)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
