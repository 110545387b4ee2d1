import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { GROUP_ENQUIRY_MIN_EXCLUSIVE } from '@/contract/limits';
import { AIRPORT } from './places';

const STEPS = [
  {
    title: 'Tell us where and when',
    text: 'Your pickup point, where you are going, the date, the time and how many you are.',
  },
  {
    title: 'We confirm by e-mail',
    text: 'The booking appears under Transfers in your profile; we e-mail you the details.',
  },
  {
    title: 'Your driver meets you',
    text: `At ${AIRPORT} the driver waits in the arrivals hall with your name on a board.`,
  },
] as const;

const POPULAR = [
  `${AIRPORT} to the Kololi and Senegambia strip hotels`,
  `${AIRPORT} to Kotu, Fajara and Bakau`,
  'Hotels on the coast to Banjul ferry terminal for the north bank',
  'Resort to resort, or to a restaurant or a craft market for the evening',
] as const;

const tick = (
  <ListItemIcon sx={{ minWidth: 36 }}>
    <CheckCircleIcon aria-hidden color="success" fontSize="small" />
  </ListItemIcon>
);

/** How booking a transfer works, and the routes people ask for most. */
export function TransferInfo() {
  return (
    <Paper component="aside" aria-labelledby="transfer-how" variant="outlined" sx={{ p: 3 }}>
      <Typography id="transfer-how" variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
        How it works
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, m: 0, mb: 3 }}>
        {STEPS.map((step) => (
          <Box component="li" key={step.title} sx={{ mb: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
        Popular transfers
      </Typography>
      <List dense disablePadding sx={{ mb: 2 }}>
        {POPULAR.map((route) => (
          <ListItem key={route} disableGutters>
            {tick}
            <ListItemText primary={route} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        A group of more than {GROUP_ENQUIRY_MIN_EXCLUSIVE} with luggage, or a tour across borders?{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          Send us an enquiry
        </Link>{' '}
        and we plan the vehicles with you.
      </Typography>
    </Paper>
  );
}
