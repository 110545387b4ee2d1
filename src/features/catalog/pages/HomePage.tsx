import { HydratesApart } from '@/components/HydratesApart';
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
 * form. The newsletter box and the footer come with the layout. Each band hydrates on its own.
 */
export default function HomePage() {
  return (
    <>
      <SearchListsPreloader />
      <HydratesApart>
        <HotPlacesBanner overlapPx={SEARCH_OVERLAP_PX} />
      </HydratesApart>
      <HydratesApart>
        <HomeSearch overlapPx={SEARCH_OVERLAP_PX} />
      </HydratesApart>
      <HydratesApart>
        <SpecialOffers />
      </HydratesApart>
      <HydratesApart>
        <IntroSection />
      </HydratesApart>
      <HydratesApart>
        <SpecialInterestTours />
      </HydratesApart>
      <HydratesApart>
        <ReviewsSection />
      </HydratesApart>
      <HydratesApart>
        <ContactBanner />
      </HydratesApart>
    </>
  );
}
