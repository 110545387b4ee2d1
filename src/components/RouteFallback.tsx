import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code loads. */
export function RouteFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10, minHeight: '40vh' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
