import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useT } from '@/i18n';
import { layoutMessages } from './messages';
import type { NavLinkEntry } from './navigation';
import { MAIN_LINKS_AFTER_SERVICES, MAIN_LINKS_BEFORE_SERVICES, SERVICES_MENU } from './navigation';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';

interface MobileMenuProps {
  open: boolean;
  onClose(): void;
  bookNowTarget: string;
}

/** The phone navigation (< 900 px): the header's entries in a drawer; loaded on first open. */
export default function MobileMenu({ open, onClose, bookNowTarget }: MobileMenuProps) {
  const t = useT();
  // Each link sits in its own <li>: a list may hold only list items.
  const item = (entry: NavLinkEntry, inset = false) => (
    <ListItem key={`${entry.label.id}-${entry.to}`} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={entry.to}
        onClick={onClose}
        sx={inset ? { pl: 4 } : undefined}
      >
        <ListItemText primary={t(entry.label)} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 'min(300px, 85vw)' }, 'aria-label': t(layoutMessages.siteMenu) },
      }}
    >
      <Box component="nav" aria-label={t(layoutMessages.siteMenu)}>
        <List>
          {MAIN_LINKS_BEFORE_SERVICES.map((entry) => item(entry))}
          <ListSubheader>{t(layoutMessages.ourServices)}</ListSubheader>
          {SERVICES_MENU.map((entry) => item(entry, true))}
          <ListItem aria-hidden disablePadding>
            <Divider sx={{ width: '100%', my: 1 }} />
          </ListItem>
          {MAIN_LINKS_AFTER_SERVICES.map((entry) => item(entry))}
        </List>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            fullWidth
            variant="contained"
            color="secondary"
            component={RouterLink}
            to={bookNowTarget}
            onClick={onClose}
          >
            {t(layoutMessages.bookNow)}
          </Button>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <CurrencyPicker />
        </Box>
      </Box>
    </Drawer>
  );
}
