import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { BirdingItineraries } from '../components/special/BirdingItineraries';
import { CruisesServices } from '../components/special/CruisesServices';
import { FriendlyNotice } from '../components/special/FriendlyNotice';
import { GroupEnquiryNote } from '../components/special/GroupEnquiryNote';
import { ReligiousServices } from '../components/special/ReligiousServices';
import { SpecialHero } from '../components/special/SpecialHero';
import { SpecialSection } from '../components/special/SpecialSection';
import { StaticEntries } from '../components/special/StaticEntries';
import { StudentsEntries } from '../components/special/StudentsEntries';
import { findSpecialCategory } from '../texts/special/categories';
import { STATIC_CATEGORY_ENTRIES } from '../texts/special/entries';
import type { SpecialCategoryTitle } from '../texts/special/types';
import { useNotFoundStatus } from '@/app/pageStatus';

function CategoryContent({ title }: { title: SpecialCategoryTitle }) {
  if (title === 'Students') {
    return (
      <SpecialSection id="students-countries" title="Countries in the Students programme">
        <StudentsEntries />
      </SpecialSection>
    );
  }
  if (title === 'Cruises') return <CruisesServices />;
  if (title === 'Religious Groups') return <ReligiousServices />;
  return (
    <>
      <SpecialSection id="category-countries" title="Where to go">
        <StaticEntries entries={STATIC_CATEGORY_ENTRIES[title] ?? []} excursionType={title} />
      </SpecialSection>
      {title === 'Nature Groups' && <BirdingItineraries />}
    </>
  );
}

/** /special-excursions/{title}: one category's countries, services or programme. */
export default function SpecialExcursionCategoryPage() {
  const { id } = useParams();
  const category = findSpecialCategory(id);
  useNotFoundStatus(!category);
  if (!category) {
    return (
      <FriendlyNotice
        title="Special excursion not found"
        message={`We have no special excursion called “${id ?? ''}”. Please choose one of our eight programmes.`}
      />
    );
  }
  return (
    <>
      <SpecialHero
        title={category.title}
        lead={category.intro}
        back={{ to: ROUTES.specialExcursions, label: 'All special excursions' }}
      />
      <Container maxWidth="lg">
        <CategoryContent title={category.title} />
        <GroupEnquiryNote />
      </Container>
    </>
  );
}
