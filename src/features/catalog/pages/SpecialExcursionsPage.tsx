import Container from '@mui/material/Container';
import { CategoryTile } from '../components/special/CategoryTile';
import { CardColumns } from '../components/CardColumns';
import { GroupEnquiryNote } from '../components/special/GroupEnquiryNote';
import { SpecialHero } from '../components/special/SpecialHero';
import { SPECIAL_CATEGORIES } from '../texts/special/categories';

/** /special-excursions/: the eight special-interest categories. */
export default function SpecialExcursionsPage() {
  return (
    <>
      <SpecialHero
        title="Special Excursions"
        lead="Programmes for travellers who come with a passion or a purpose: students, anglers, walkers, music lovers, birders, cruise passengers and faith groups."
      />
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
