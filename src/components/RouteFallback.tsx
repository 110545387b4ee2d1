import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n';
import { componentMessages } from './messages';

/** Shown while a page's code loads. */
export function RouteFallback() {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10, minHeight: '40vh' }}>
      <CircularProgress aria-label={t(componentMessages.loadingPage)} />
    </Box>
  );
}
