import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { newsletterMessages } from '../messages';

/** Decorative, like the footer's (docs/product.md): the button makes no call, no validation. */
export function NewsletterPanel() {
  const headingId = useId();
  const t = useT();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t(newsletterMessages.heading)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(newsletterMessages.text)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t(newsletterMessages.emailLabel)}
          type="email"
          size="small"
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="button" variant="contained">
          {t(newsletterMessages.subscribe)}
        </Button>
      </Box>
    </Paper>
  );
}
