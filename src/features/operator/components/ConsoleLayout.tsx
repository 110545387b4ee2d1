import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/toast';
import { useStaffLogoutMutation, operatorApi } from '../operatorApi';
import { selectStaffSession, staffSessionEnded } from '../session/staffSessionSlice';
import { CONSOLE } from '../texts';
import { CONSOLE_PATHS } from '../paths';

const AREAS = [
  ['summary', CONSOLE_PATHS.summary],
  ['bookings', CONSOLE_PATHS.bookings],
  ['transfers', CONSOLE_PATHS.transfers],
  ['enquiries', CONSOLE_PATHS.enquiries],
  ['reviews', CONSOLE_PATHS.reviews],
  ['excursions', CONSOLE_PATHS.excursions],
  ['departures', CONSOLE_PATHS.departures],
  ['payments', CONSOLE_PATHS.payments],
  ['destinations', CONSOLE_PATHS.destinations],
  ['programmes', CONSOLE_PATHS.programmes],
  ['resellers', CONSOLE_PATHS.resellers],
  ['rates', CONSOLE_PATHS.rates],
  ['audit', CONSOLE_PATHS.audit],
] as const;

/** The console's frame: who is signed in, the areas, sign-out; nothing of the public site's. */
export function ConsoleLayout() {
  const { pathname } = useLocation();
  const session = useAppSelector(selectStaffSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [logout] = useStaffLogoutMutation();
  const current = [...AREAS].reverse().find(([, path]) => pathname.startsWith(path))?.[1];

  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined); // the session ends here whatever the server says
    dispatch(staffSessionEnded());
    dispatch(operatorApi.util.resetApiState());
    toast.success(CONSOLE.signedOut);
    navigate(CONSOLE_PATHS.signIn);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar position="static" color="primary" sx={{ displayPrint: 'none' }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontSize: { xs: 16, sm: 20 } }}>
            {CONSOLE.brand}
          </Typography>
          <Typography component="p" variant="body2">
            {session.name}
          </Typography>
          <Button color="inherit" variant="outlined" size="small" onClick={() => void signOut()}>
            {CONSOLE.signOut}
          </Button>
        </Toolbar>
        <Tabs
          component="nav"
          aria-label={CONSOLE.title}
          value={current ?? false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="secondary"
        >
          {AREAS.map(([area, path]) => (
            <Tab
              key={area}
              value={path}
              label={CONSOLE.nav[area]}
              component={NavLink}
              to={path}
              end={area === 'summary'}
            />
          ))}
        </Tabs>
      </AppBar>
      {/* Long e-mail addresses and references wrap rather than push the page sideways on a phone. */}
      <Container
        component="main"
        maxWidth="lg"
        sx={{ py: 3, px: { xs: 1.5, sm: 3 }, overflowWrap: 'anywhere' }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
