import Typography from '@mui/material/Typography';
import type { ListStatusLook } from './ListStatus';

const PANEL_SX = {
  py: 4,
  px: 3,
  borderRadius: '12px',
  bgcolor: 'background.paper',
  fontWeight: 700,
  textAlign: 'center',
} as const;

const panel = (failed: boolean) => (text: string) => (
  <Typography
    role={failed ? 'alert' : 'status'}
    sx={{ ...PANEL_SX, color: failed ? 'error.main' : 'text.secondary' }}
  >
    {text}
  </Typography>
);

/**
 * A home page block's one line on a light panel, red when it failed. Apart from the other looks:
 * the home page loads no spinner and no alert box.
 */
export const panelLook: ListStatusLook = {
  loading: panel(false),
  empty: panel(false),
  failed: panel(true),
};
