import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '@/i18n';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { layoutMessages } from './messages';
import type { NavLinkEntry } from './navigation';
import {
  MAIN_LINKS_AFTER_SERVICES,
  MAIN_LINKS_BEFORE_SERVICES,
  SERVICES_MENU,
  useSessionTargets,
} from './navigation';
import { OPEN_WITHOUT_POPOVERS } from '@/contract/pages';
import { closesSiteMenu, SITE_MENU_ID } from './siteMenuButtons';

/**
 * A link taken inside the website leaves the page behind the menu: the menu closes with it, as
 * the browser closes it, or as the inline loader does in a browser without popovers.
 */
function closeTheMenu(event: MouseEvent<HTMLElement>) {
  const menu = event.currentTarget.closest<HTMLElement>(`#${SITE_MENU_ID}`);
  if (typeof menu?.hidePopover === 'function') menu.hidePopover();
  else menu?.removeAttribute(OPEN_WITHOUT_POPOVERS);
}

/** The phone menu's entries (./SiteMenu.tsx): the header's links, Book Now and the currency. */
export default function SiteMenuLinks() {
  const t = useT();
  const { bookNow } = useSessionTargets();
  // Each link sits in its own <li>: a list may hold only list items.
  const item = (entry: NavLinkEntry, inset = false) => (
    <ListItem key={`${entry.label.id}-${entry.to}`} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={entry.to}
        onClick={closeTheMenu}
        sx={inset ? { pl: 4 } : undefined}
      >
        <ListItemText primary={t(entry.label)} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton {...closesSiteMenu} aria-label={t(layoutMessages.closeMenu)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List sx={{ pt: 0 }}>
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
          to={bookNow}
          onClick={closeTheMenu}
        >
          {t(layoutMessages.bookNow)}
        </Button>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <CurrencyPicker />
      </Box>
    </>
  );
}
