import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { SearchBar } from '../SearchBar';

/** The search bar, laid over the banner's lower edge, with a way on to the whole list. */
export function HomeSearch({ overlapPx }: { overlapPx: number }) {
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
            Search Tours
          </Button>
        }
      />
    </Container>
  );
}
