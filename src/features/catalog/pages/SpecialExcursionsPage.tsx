import Container from '@mui/material/Container';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { CategoryTile } from '../components/special/CategoryTile';
import { CardColumns } from '../components/CardColumns';
import { GroupEnquiryNote } from '../components/special/GroupEnquiryNote';
import { SpecialHero } from '../components/special/SpecialHero';
import { specialMessages } from '../components/special/messages';
import { SPECIAL_CATEGORIES } from '../texts/special/categories';

/** /special-excursions/: the eight special-interest categories. */
export default function SpecialExcursionsPage() {
  const t = useT();
  return (
    <>
      <SpecialHero title={t(PAGE_TITLES.specialExcursions)} lead={t(specialMessages.pageLead)} />
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
        <CardColumns>
          {SPECIAL_CATEGORIES.map((category, index) => (
            <CategoryTile key={category.title} category={category} priority={index === 0} />
          ))}
        </CardColumns>
        <GroupEnquiryNote />
      </Container>
    </>
  );
}
