import Typography from '@mui/material/Typography';

/** A block's one line instead of its cards: nothing found, or a failure. */
export function StatusLine({ text, failure }: { text: string; failure?: boolean }) {
  return (
    <Typography
      role={failure ? 'alert' : 'status'}
      sx={{
        py: 4,
        px: 3,
        borderRadius: '12px',
        bgcolor: 'background.paper',
        color: failure ? 'error.main' : 'text.secondary',
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      {text}
    </Typography>
  );
}
