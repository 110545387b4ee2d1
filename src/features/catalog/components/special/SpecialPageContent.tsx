import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useT } from '@/i18n';
import { useGetSpecialPageQuery } from '../../catalogApi';
import { SPECIAL_CATEGORY_NAMES } from '../../texts/special/categories';
import type { SpecialCategoryTitle } from '../../texts/special/types';
import { BirdingItineraries } from './BirdingItineraries';
import { CruisesServices } from './CruisesServices';
import { ReligiousServices } from './ReligiousServices';
import { specialMessages } from './messages';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/**
 * A category page's content other than Students', as the server keeps it: the country entries,
 * with the services text of Cruises and Religious Groups and the itineraries of Nature Groups.
 */
export function SpecialPageContent({ title }: { title: SpecialCategoryTitle }) {
  const t = useT();
  const { data: page, isError } = useGetSpecialPageQuery(title);
  if (isError) return <Alert severity="error">{t(CATALOG_MESSAGES.specialExcursionsFailed)}</Alert>;
  if (!page) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress
          aria-label={t(specialMessages.loadingCategory, {
            name: t(SPECIAL_CATEGORY_NAMES[title]),
          })}
        />
      </Box>
    );
  }
  if (title === 'Cruises') return <CruisesServices page={page} />;
  if (title === 'Religious Groups') return <ReligiousServices page={page} />;
  return (
    <>
      <SpecialSection id="category-countries" title={t(specialMessages.whereToGo)}>
        <StaticEntries entries={page.entries} excursionType={title} />
      </SpecialSection>
      {page.itineraries.length > 0 && <BirdingItineraries page={page} />}
    </>
  );
}
