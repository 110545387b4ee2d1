import Container from '@mui/material/Container';
import { CategoryTile } from '../components/special/CategoryTile';
import { CardColumns } from '../components/CardColumns';
import { GroupEnquiryNote } from '../components/special/GroupEnquiryNote';
import { SpecialHero } from '../components/special/SpecialHero';
import { SPECIAL_CATEGORIES } from '../texts/special/categories';

/** EAGER_TILES: the first row of tiles is above the fold on a desktop. */
const EAGER_TILES = 3;

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
            <CategoryTile key={category.title} category={category} eager={index < EAGER_TILES} />
          ))}
        </CardColumns>
        <GroupEnquiryNote />
      </Container>
    </>
  );
}
