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
import { useT } from '@/i18n';
import { transferMessages } from '../messages';
import { AIRPORT } from './places';

const STEPS = [
  { title: transferMessages.step1Title, text: transferMessages.step1Text },
  { title: transferMessages.step2Title, text: transferMessages.step2Text },
  { title: transferMessages.step3Title, text: transferMessages.step3Text },
];

const POPULAR = [
  transferMessages.popularStrip,
  transferMessages.popularKotu,
  transferMessages.popularFerry,
  transferMessages.popularEvening,
];

const tick = (
  <ListItemIcon sx={{ minWidth: 36 }}>
    <CheckCircleIcon aria-hidden color="success" fontSize="small" />
  </ListItemIcon>
);

/** How booking a transfer works, and the routes people ask for most. */
export function TransferInfo() {
  const t = useT();
  return (
    <Paper component="aside" aria-labelledby="transfer-how" variant="outlined" sx={{ p: 3 }}>
      <Typography id="transfer-how" variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
        {t(transferMessages.howItWorks)}
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, m: 0, mb: 3 }}>
        {STEPS.map((step) => (
          <Box component="li" key={step.title.id} sx={{ mb: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{t(step.title)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(step.text, { airport: AIRPORT })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
        {t(transferMessages.popular)}
      </Typography>
      <List dense disablePadding sx={{ mb: 2 }}>
        {POPULAR.map((route) => (
          <ListItem key={route.id} disableGutters>
            {tick}
            <ListItemText primary={t(route, { airport: AIRPORT })} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {t(transferMessages.groupBefore, { count: GROUP_ENQUIRY_MIN_EXCLUSIVE })}{' '}
        <Link component={RouterLink} to={ROUTES.contact} underline="always">
          {t(transferMessages.groupLink)}
        </Link>{' '}
        {t(transferMessages.groupAfter)}
      </Typography>
    </Paper>
  );
}
