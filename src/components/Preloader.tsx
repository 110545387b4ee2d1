import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/i18n';
import { componentMessages } from './messages';

/**
 * The global preloader: a spinner over the page while `open`. A plain overlay rather than MUI's
 * Backdrop, whose fade and modal helpers the first page would otherwise load.
 */
export function Preloader({ open }: { open: boolean }) {
  const t = useT();
  if (!open) return null;
  return (
    <Box
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: theme.palette.secondary.main,
        backgroundColor: 'rgba(0, 0, 0, 0.5)',
      })}
    >
      <CircularProgress color="inherit" aria-label={t(componentMessages.loading)} />
    </Box>
  );
}
