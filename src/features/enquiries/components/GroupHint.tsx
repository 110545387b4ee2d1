import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { brand } from '@/theme';
import { enquiryMessages } from '../messages';

/** docs/product.md: groups of more than 8, quotes and enquiries come through this form. */
export function GroupHint() {
  const t = useT();
  return (
    <Paper
      component="section"
      aria-labelledby="contact-groups"
      elevation={0}
      sx={{ p: 3, bgcolor: brand.indigo, color: '#ffffff' }}
    >
      <Typography id="contact-groups" variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        {t(enquiryMessages.groupsTitle)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t(enquiryMessages.groupsText)}</Typography>
    </Paper>
  );
}
