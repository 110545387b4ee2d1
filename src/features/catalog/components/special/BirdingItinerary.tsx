import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Itinerary } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { specialMessages } from './messages';

/** One birding itinerary, day by day, each day with its list of activities. */
export function BirdingItinerary({ itinerary }: { itinerary: Itinerary }) {
  const t = useT();
  const headingId = `itinerary-${itinerary.id}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Typography id={headingId} variant="h4" component="h3" gutterBottom>
        {itinerary.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {itinerary.summary}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {itinerary.days.map((day) => (
          <Box
            component="li"
            key={day.day}
            sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 2, pb: 2 }}
          >
            <Typography variant="h6" component="h4">
              {t(specialMessages.day, { day: day.day, title: day.title })}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {day.activities.map((activity) => (
                <Typography key={activity} component="li" variant="body2" sx={{ py: 0.25 }}>
                  {activity}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
