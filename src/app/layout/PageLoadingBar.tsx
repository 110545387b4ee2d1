import { useEffect, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { componentMessages } from '@/components/messages';
import { useT } from '@/i18n';

/** A thin bar across the top; it fades in after 80 ms, so a page that is quick never flashes it. */
const barSx = {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  zIndex: 'tooltip',
  overflow: 'hidden',
  pointerEvents: 'none',
  opacity: 0,
  animation: 'page-loading-appear 120ms ease-in 80ms forwards',
  '@keyframes page-loading-appear': { to: { opacity: 1 } },
  '@keyframes page-loading-sweep': {
    from: { transform: 'translateX(-100%)' },
    to: { transform: 'translateX(250%)' },
  },
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: '40%',
    bgcolor: 'secondary.main',
    willChange: 'transform',
    animation: 'page-loading-sweep 1.2s ease-in-out infinite',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '&::after': { animation: 'none', width: '100%' },
  },
} as const;

/** The address (path and query) of a navigation the browser's Navigation API announces. */
function askedAddress(event: NavigateEvent): string | null {
  if (!event.destination.sameDocument || event.hashChange || event.downloadRequest !== null) {
    return null;
  }
  const { pathname, search } = new URL(event.destination.url);
  return pathname + search;
}

/**
 * The answer to a tap on a link within the site, at once: the router draws the next page as a
 * transition, leaving the page tapped on the screen until the next one is ready, which on a
 * low-cost phone takes seconds (issue 42). Where the browser has the Navigation API (Chrome,
 * which such phones run) this bar shows from the tap until the next page is drawn; elsewhere the
 * page simply changes when ready, as before. The server draws it hidden, with its style rules, so
 * that showing it is one attribute and no new rule; its code loads apart from the site's start
 * (the home route's budget, decision 006), as the layout hydrates.
 */
export default function PageLoadingBar() {
  const t = useT();
  const location = useLocation();
  const drawn = useHref({ pathname: location.pathname, search: location.search });
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const { navigation } = window;
    if (!navigation) return;
    const onNavigate = (event: NavigateEvent) => {
      const address = askedAddress(event);
      // In a task of its own: the tap's next paint does not wait for the bar, which fades in
      // 80 ms later anyway (at 10×, the tap's paint took 192–232 ms without a bar, 240–320 ms
      // with the bar drawn in the tap's task and 232 ms with it in the next).
      if (address !== null) setTimeout(() => setAsked(address), 0);
    };
    navigation.addEventListener('navigate', onNavigate);
    return () => navigation.removeEventListener('navigate', onNavigate);
  }, []);
  const loading = asked !== null && asked !== drawn;
  return (
    <Box
      role="progressbar"
      aria-label={t(componentMessages.loadingPage)}
      hidden={!loading}
      sx={barSx}
    />
  );
}
