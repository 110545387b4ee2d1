import { lazy } from 'react';
import { HydratesApart } from '@/components/HydratesApart';
import { HydratesWhenSeen } from '@/components/HydratesWhenSeen';
import { SearchListsPreloader } from '../components/SearchListsPreloader';
import { HomeSearch } from '../components/home/HomeSearch';
import { HotPlacesBanner } from '../components/home/HotPlacesBanner';
import { SpecialOffers } from '../components/home/SpecialOffers';

/*
 * The bands under the special offers: their code loads when the first of them comes near the
 * screen (a page reached by a link asks for it at once). Until then a rendered page keeps the
 * server's bands, whose links work as links.
 */
const laterBands = () =>
  import(/* webpackChunkName: "home-later-bands" */ '../components/home/laterBands');
const laterBand = (name: keyof Awaited<ReturnType<typeof laterBands>>) =>
  lazy(() => laterBands().then((code) => ({ default: code[name] })));
const IntroSection = laterBand('IntroSection');
const SpecialInterestTours = laterBand('SpecialInterestTours');
const ReviewsSection = laterBand('ReviewsSection');
const ContactBanner = laterBand('ContactBanner');

/** How far the search bar reaches up into the banner. */
const SEARCH_OVERLAP_PX = 56;

/**
 * The home page (docs/product.md, Pages): the hot-places banner, the search bar and the special offers
 * it filters, who we are, three special-interest packages, reviews and the way to the contact
 * form. The newsletter box and the footer come with the layout. Each band hydrates on its own,
 * those below the banner and the search bar when they come near the screen.
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
      <HydratesWhenSeen>
        <SpecialOffers />
      </HydratesWhenSeen>
      <HydratesWhenSeen>
        <IntroSection />
      </HydratesWhenSeen>
      <HydratesWhenSeen>
        <SpecialInterestTours />
      </HydratesWhenSeen>
      <HydratesWhenSeen>
        <ReviewsSection />
      </HydratesWhenSeen>
      <HydratesWhenSeen>
        <ContactBanner />
      </HydratesWhenSeen>
    </>
  );
}
