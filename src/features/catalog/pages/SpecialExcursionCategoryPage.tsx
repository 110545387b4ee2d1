import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { FriendlyNotice } from '../components/special/FriendlyNotice';
import { GroupEnquiryNote } from '../components/special/GroupEnquiryNote';
import { SpecialHero } from '../components/special/SpecialHero';
import { SpecialPageContent } from '../components/special/SpecialPageContent';
import { SpecialSection } from '../components/special/SpecialSection';
import { StudentsEntries } from '../components/special/StudentsEntries';
import { findSpecialCategory } from '../texts/special/categories';
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
  return <SpecialPageContent title={title} />;
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
