import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { brand } from '../../theme';
import { footerMessages } from './footerMessages';

const inputSx = {
  flex: '1 1 180px',
  minWidth: 0,
  px: 1.5,
  py: 1,
  font: 'inherit',
  color: brand.ink,
  bgcolor: '#ffffff',
  border: '2px solid transparent',
  borderRadius: 2,
} as const;

/** docs/product.md: decorative. The button makes no call and the input has no validation. */
export function NewsletterBox() {
  const inputId = useId();
  const t = useT();
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(footerMessages.newsletter)}
      </Typography>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', mb: 1.5, opacity: 0.85 }}
      >
        {t(footerMessages.newsletterLabel)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="input"
          id={inputId}
          type="email"
          placeholder={t(footerMessages.newsletterPlaceholder)}
          sx={inputSx}
        />
        <Button type="button" variant="contained" color="secondary">
          {t(footerMessages.subscribe)}
        </Button>
      </Box>
    </Box>
  );
}
