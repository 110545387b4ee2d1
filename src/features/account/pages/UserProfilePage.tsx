import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAppSelector } from '@/app/hooks';
import { useClientStateRestored } from '@/app/restored';
import { PageTitle } from '@/components/PageTitle';
import { ROUTES } from '@/config/routes';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { profileMessages } from '../messages';
import { useLogoutMutation } from '../accountApi';
import { ProfileTabs } from '../components/profile/ProfileTabs';
import { selectIsLoggedIn } from '../sessionSlice';

/**
 * The signed-in visitor's page. Without a session (never signed in, or the server refused the
 * token and the session ended) it sends the visitor to /login; after Logout, home.
 */
export default function UserProfilePage() {
  const t = useT();
  const restored = useClientStateRestored();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [logout, { isLoading: leaving }] = useLogoutMutation();
  const [loggedOut, setLoggedOut] = useState(false);
  const navigate = useNavigate();

  async function onLogout() {
    setLoggedOut(true);
    // The mutation revokes the token on the server and ends the session whatever it answers.
    await logout();
    navigate(ROUTES.home);
  }

  // The server, and the browser until the stored session is back, render the frame only.
  if (!restored) return null;
  if (!loggedIn) return loggedOut ? null : <Navigate to={ROUTES.login} replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <PageTitle title={t(PAGE_TITLES.userProfile)} />
        <Button
          variant="outlined"
          startIcon={<LogoutIcon aria-hidden />}
          onClick={onLogout}
          disabled={leaving || loggedOut}
        >
          {t(profileMessages.logout)}
        </Button>
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <ProfileTabs />
      </Paper>
    </Container>
  );
}
