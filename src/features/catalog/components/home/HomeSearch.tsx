import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { SearchBar } from '../SearchBar';
import { homeMessages } from './messages';

/** The search bar, laid over the banner's lower edge, with a way on to the whole list. */
export function HomeSearch({ overlapPx }: { overlapPx: number }) {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1, mt: `-${overlapPx}px` }}>
      <SearchBar
        action={
          <Button
            variant="contained"
            color="secondary"
            component={RouterLink}
            to={ROUTES.toursList}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t(homeMessages.searchTours)}
          </Button>
        }
      />
    </Container>
  );
}
