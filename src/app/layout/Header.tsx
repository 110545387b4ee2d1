import { memo } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useT } from '@/i18n';
import { ROUTES } from '../../config/routes';
import { selectCartCount } from '../../features/cart/cartSlice';
import { kenteStripe } from '../../theme';
import { useAppSelector } from '../hooks';
import { BrandLogo } from './BrandLogo';
import { CartCount } from './CartCount';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './messages';
import { ServicesMenu } from './ServicesMenu';
import { SiteMenu } from './SiteMenu';
import { opensSiteMenu } from './siteMenuButtons';
import {
  MAIN_LINKS_AFTER_SERVICES,
  MAIN_LINKS_BEFORE_SERVICES,
  useSessionTargets,
  type NavLinkEntry,
} from './navigation';

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const phoneOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;

function DesktopLink({ entry }: { entry: NavLinkEntry }) {
  const t = useT();
  return (
    <Button
      color="inherit"
      component={NavLink}
      to={entry.to}
      end
      sx={{
        // A straight bar under the active page, clear of the button's rounded corners.
        '&.active::after': {
          content: '""',
          position: 'absolute',
          left: 12,
          right: 12,
          bottom: 2,
          height: 3,
          borderRadius: 2,
          bgcolor: 'secondary.main',
        },
      }}
    >
      {t(entry.label)}
    </Button>
  );
}

/*
 * The header's parts that never change on a page, as memos: the header renders again when the
 * stored cart and session come back after hydration, and these need not render with it.
 */
const HomeLink = memo(function HomeLink() {
  const t = useT();
  return (
    <Box
      component={RouterLink}
      to={ROUTES.home}
      aria-label={t(layoutMessages.homeLink)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        mr: 'auto',
      }}
    >
      <BrandLogo />
      <Typography
        component="span"
        sx={{ fontFamily: 'h1.fontFamily', fontWeight: 700, fontSize: { xs: 17, sm: 20 } }}
      >
        West Africa Tours
      </Typography>
    </Box>
  );
});

const MainNav = memo(function MainNav() {
  const t = useT();
  return (
    <Box
      component="nav"
      aria-label={t(layoutMessages.mainNav)}
      sx={{ ...desktopOnly, alignItems: 'center' }}
    >
      {MAIN_LINKS_BEFORE_SERVICES.map((entry) => (
        <DesktopLink key={entry.label.id} entry={entry} />
      ))}
      <ServicesMenu />
      {MAIN_LINKS_AFTER_SERVICES.map((entry) => (
        <DesktopLink key={entry.label.id} entry={entry} />
      ))}
    </Box>
  );
});

export function Header() {
  const t = useT();
  const { loggedIn, ...targets } = useSessionTargets();
  const cartCount = useAppSelector(selectCartCount);

  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
        <HomeLink />

        <MainNav />
        <LanguageSwitch />

        <Button
          variant="contained"
          color="secondary"
          component={RouterLink}
          to={targets.bookNow}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 1 }}
        >
          {t(layoutMessages.bookNow)}
        </Button>
        <IconButton
          color="inherit"
          component={RouterLink}
          to={targets.account}
          aria-label={t(loggedIn ? layoutMessages.myProfile : layoutMessages.login)}
        >
          <AccountCircleIcon />
        </IconButton>
        <IconButton
          color="inherit"
          component={RouterLink}
          to={ROUTES.cart}
          aria-label={t(layoutMessages.cart, { count: cartCount })}
        >
          <CartCount count={cartCount}>
            <ShoppingCartIcon />
          </CartCount>
        </IconButton>
        <IconButton
          color="inherit"
          {...opensSiteMenu}
          aria-label={t(layoutMessages.openMenu)}
          sx={phoneOnly}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Box aria-hidden sx={{ height: 6, background: kenteStripe }} />
      <SiteMenu />
    </AppBar>
  );
}
