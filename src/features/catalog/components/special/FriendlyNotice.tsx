import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { specialMessages } from './messages';
import { SpecialHero } from './SpecialHero';

interface FriendlyNoticeProps {
  title: string;
  message: string;
}

/** A page that cannot show what was asked for: a plain word of why and the way back. */
export function FriendlyNotice({ title, message }: FriendlyNoticeProps) {
  const t = useT();
  return (
    <>
      <SpecialHero title={title} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 3, maxWidth: 640 }}>{message}</Typography>
        <Button component={RouterLink} to={ROUTES.specialExcursions} variant="contained">
          {t(specialMessages.seeAll)}
        </Button>
      </Container>
    </>
  );
}
