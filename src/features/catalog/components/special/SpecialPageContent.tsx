import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useGetSpecialPageQuery } from '../../catalogApi';
import type { SpecialCategoryTitle } from '../../texts/special/types';
import { BirdingItineraries } from './BirdingItineraries';
import { CruisesServices } from './CruisesServices';
import { ReligiousServices } from './ReligiousServices';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/**
 * A category page's content other than Students', as the server keeps it: the country entries,
 * with the services text of Cruises and Religious Groups and the itineraries of Nature Groups.
 */
export function SpecialPageContent({ title }: { title: SpecialCategoryTitle }) {
  const { data: page, isError } = useGetSpecialPageQuery(title);
  if (isError) return <Alert severity="error">{CATALOG_MESSAGES.specialExcursionsFailed}</Alert>;
  if (!page) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${title}`} />
      </Box>
    );
  }
  if (title === 'Cruises') return <CruisesServices page={page} />;
  if (title === 'Religious Groups') return <ReligiousServices page={page} />;
  return (
    <>
      <SpecialSection id="category-countries" title="Where to go">
        <StaticEntries entries={page.entries} excursionType={title} />
      </SpecialSection>
      {page.itineraries.length > 0 && <BirdingItineraries page={page} />}
    </>
  );
}
