import { lazy, memo } from 'react';
import Box from '@mui/material/Box';
import { HydratesWhenSeen } from '@/components/HydratesWhenSeen';
import { useT } from '@/i18n';
import { layoutMessages } from './messages';
import { SITE_MENU_ID } from './siteMenuCommands';

const SiteMenuLinks = lazy(() => import(/* webpackChunkName: "site-menu" */ './SiteMenuLinks'));

/** The browser's modal dialog, as a drawer on the right: the backdrop, Escape and focus are its. */
const dialogSx = {
  m: 0,
  ml: 'auto',
  p: 0,
  border: 0,
  width: 'min(300px, 85vw)',
  height: '100dvh',
  maxHeight: 'none',
  overflowY: 'auto',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
} as const;

/**
 * The phone navigation (< 900 px): the server draws it, closed, in every page, and a tap on the
 * header's menu button opens it at once, before or after the page hydrates. Its links work as
 * links until it is first opened; then its code (./SiteMenuLinks) loads and hydrates it. A memo
 * with no props: the header renders again when the stored state comes back, and must not make
 * the menu, still waiting, hydrate then.
 */
export const SiteMenu = memo(function SiteMenu() {
  const t = useT();
  return (
    <Box
      component="dialog"
      id={SITE_MENU_ID}
      closedby="any"
      aria-label={t(layoutMessages.siteMenu)}
      sx={dialogSx}
    >
      <HydratesWhenSeen>
        <SiteMenuLinks />
      </HydratesWhenSeen>
    </Box>
  );
});
