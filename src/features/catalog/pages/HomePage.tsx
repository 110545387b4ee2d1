import { SearchListsPreloader } from '../components/SearchListsPreloader';
import { ContactBanner } from '../components/home/ContactBanner';
import { HomeSearch } from '../components/home/HomeSearch';
import { HotPlacesBanner } from '../components/home/HotPlacesBanner';
import { IntroSection } from '../components/home/IntroSection';
import { ReviewsSection } from '../components/home/ReviewsSection';
import { SpecialInterestTours } from '../components/home/SpecialInterestTours';
import { SpecialOffers } from '../components/home/SpecialOffers';

/** How far the search bar reaches up into the banner. */
const SEARCH_OVERLAP_PX = 56;

/**
 * The home page (docs/product.md, Pages): the hot-places banner, the search bar and the special offers
 * it filters, who we are, three special-interest packages, reviews and the way to the contact
 * form. The newsletter box and the footer come with the layout.
 */
export default function HomePage() {
  return (
    <>
      <SearchListsPreloader />
      <HotPlacesBanner overlapPx={SEARCH_OVERLAP_PX} />
      <HomeSearch overlapPx={SEARCH_OVERLAP_PX} />
      <SpecialOffers />
      <IntroSection />
      <SpecialInterestTours />
      <ReviewsSection />
      <ContactBanner />
    </>
  );
}
