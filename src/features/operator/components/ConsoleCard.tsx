import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A small centred card for the steps before the console: sign-in and the invitation. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="main"
      sx={{ maxWidth: 440, mx: 'auto', my: { xs: 2, sm: 8 }, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
