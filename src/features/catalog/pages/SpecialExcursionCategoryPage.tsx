import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { catalogMessages } from '../messages';
import { specialMessages } from '../components/special/messages';
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
  const t = useT();
  if (title === 'Students') {
    return (
      <SpecialSection id="students-countries" title={t(specialMessages.studentsCountries)}>
        <StudentsEntries />
      </SpecialSection>
    );
  }
  return <SpecialPageContent title={title} />;
}

/** /special-excursions/{title}: one category's countries, services or programme. */
export default function SpecialExcursionCategoryPage() {
  const t = useT();
  const { id } = useParams();
  const category = findSpecialCategory(id);
  useNotFoundStatus(!category);
  if (!category) {
    return (
      <FriendlyNotice
        title={t(specialMessages.notFoundTitle)}
        message={t(specialMessages.notFoundLine, { name: id ?? '' })}
      />
    );
  }
  return (
    <>
      <SpecialHero
        title={t(category.name)}
        lead={t(category.intro)}
        back={{ to: ROUTES.specialExcursions, label: t(catalogMessages.allSpecialExcursions) }}
      />
      <Container maxWidth="lg">
        <CategoryContent title={category.title} />
        <GroupEnquiryNote />
      </Container>
    </>
  );
}
