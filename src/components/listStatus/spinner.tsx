import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner named by `text`, with `space` theme units above and below. */
export function spinner(text: string, space: number) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: space }}>
      <CircularProgress aria-label={text} />
    </Box>
  );
}
