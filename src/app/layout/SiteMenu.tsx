import { lazy, memo } from 'react';
import Box from '@mui/material/Box';
import { HydratesWhenSeen } from '@/components/HydratesWhenSeen';
import { useT } from '@/i18n';
import { layoutMessages } from './messages';
import { OPEN_WITHOUT_POPOVERS } from '@/contract/pages';
import { SITE_MENU_ID } from './siteMenuButtons';

const SiteMenuLinks = lazy(() => import(/* webpackChunkName: "site-menu" */ './SiteMenuLinks'));

/**
 * A drawer on the right, over a dimmed page. Hidden by this rule too, not by the browser's alone:
 * a browser without popovers would show it in the header (its loader marks it open instead).
 */
const menuSx = {
  display: 'none',
  [`&:popover-open, &[${OPEN_WITHOUT_POPOVERS}]`]: { display: 'block' },
  position: 'fixed',
  inset: '0 0 0 auto',
  zIndex: 'modal',
  m: 0,
  p: 0,
  border: 0,
  width: 'min(300px, 85vw)',
  height: '100dvh',
  overflowY: 'auto',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
} as const;

/**
 * The phone navigation (< 900 px): the server draws it, closed, in every page, and a tap on the
 * header's menu button opens it at once, before or after the page hydrates; Escape, its close
 * button or a tap beside it closes it. Not a modal dialog: making the rest of the page inert
 * doubled a tap's cost on a slow phone (issue 42). Its links work as links until it is first
 * opened; then its code (./SiteMenuLinks) loads and hydrates it. A memo with no props: the header
 * renders again when the stored state comes back, and must not make the menu hydrate then.
 */
export const SiteMenu = memo(function SiteMenu() {
  const t = useT();
  return (
    <Box
      component="nav"
      id={SITE_MENU_ID}
      popover="auto"
      aria-label={t(layoutMessages.siteMenu)}
      sx={menuSx}
    >
      <HydratesWhenSeen>
        <SiteMenuLinks />
      </HydratesWhenSeen>
    </Box>
  );
});
