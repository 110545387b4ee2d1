import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/PageTitle';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { SearchBar } from '../components/SearchBar';
import { SearchListsPreloader } from '../components/SearchListsPreloader';
import { TourResults } from '../components/tours/TourResults';
import { tourMessages } from '../components/tours/messages';
import { selectSearch } from '../searchSlice';

/** Our Tours: the search bar and the infinite list of its selection (docs/product.md, Pages and The rules). */
export default function ToursListPage() {
  const t = useT();
  const { destinationId, categoryId } = useAppSelector(selectSearch);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <SearchListsPreloader />
      <PageTitle title={t(PAGE_TITLES.toursList)} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(tourMessages.listLead)}
      </Typography>
      <SearchBar />
      <Box component="section" aria-label={t(tourMessages.results)} sx={{ mt: 4 }}>
        {/* A new selection is a new list: its paging and pause start again. */}
        <TourResults
          key={`${destinationId ?? 'any'}-${categoryId ?? 'all'}`}
          selection={{ destinationId, categoryId }}
        />
      </Box>
    </Container>
  );
}
