import { lazy, memo, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useT } from '@/i18n';
import { HydratesApart } from '../../components/HydratesApart';
import { QaPanelLoader } from '../qa/QaPanelLoader';
import { Header } from './Header';
import { layoutMessages } from './messages';

/* Below the fold on every page: its code loads apart, and the server's footer stays until it
   arrives (a memo, so that a new page does not hydrate it before). */
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer'));
const LaterFooter = memo(function LaterFooter() {
  return (
    <HydratesApart>
      <Footer />
    </HydratesApart>
  );
});

/* The bar shown while the next page is drawn: hidden until the visitor follows a link. */
const PageLoadingBar = lazy(() => import('./PageLoadingBar'));

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  bgcolor: 'secondary.main',
  color: 'primary.main',
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

/** Every page: header, the page, footer. */
export function MainLayout() {
  const { pathname } = useLocation();
  const t = useT();
  // A new page starts at its top.
  // A block body: some browsers' scrollTo returns a promise, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <HydratesApart>
        <PageLoadingBar />
      </HydratesApart>
      <Box component="a" href="#main" sx={skipLinkSx}>
        {t(layoutMessages.skipToContent)}
      </Box>
      {/* Each page gets its own header, which reads the session when it appears (docs/product.md, Pages). */}
      <HydratesApart>
        <Header key={pathname} />
      </HydratesApart>
      {/* A screen high at least: the footer starts below the fold, so a page that arrives late
          does not push it down in view (a layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <LaterFooter />
      <QaPanelLoader />
    </Box>
  );
}
