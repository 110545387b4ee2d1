import { ListStatus } from '@/components/listStatus/ListStatus';
import { panelLook } from '@/components/listStatus/panelLook';
import Box from '@mui/material/Box';
import { useAppSelector } from '@/app/hooks';
import { MESSAGES } from '@/contract/messages';
import type { Excursion } from '@/contract/wire/catalog';
import { useGetExcursionsQuery } from '../../catalogApi';
import { ExcursionCard } from '../ExcursionCard';
import { selectSearch } from '../../searchSlice';
import { BookNowLink } from './BookNowLink';
import { CardGrid, CardPlaceholders } from './CardGrid';
import { HomeSection } from './HomeSection';

/** How many special offers the home page shows of the first page. */
export const SPECIAL_OFFER_COUNT = 6;

/**
 * The special-offer cards: the first excursions of the search bar's selection (the home page also
 * sends an empty name, the API reference at /api/docs).
 */
export function SpecialOffers() {
  const { destinationId, categoryId } = useAppSelector(selectSearch);
  const { data, currentData, isError, isFetching } = useGetExcursionsQuery({
    destinationId,
    categoryId,
    pageIndex: 1,
    name: '',
  });

  return (
    <HomeSection
      id="special-offers"
      title="Special offers"
      lead="Our favourite excursions of the moment. Choose a destination or an excursion type above to see its offers."
    >
      <OfferCards
        excursions={data?.results.slice(0, SPECIAL_OFFER_COUNT)}
        stale={isFetching && !currentData}
        failed={isError && !isFetching}
      />
    </HomeSection>
  );
}

interface OfferCardsProps {
  excursions?: Excursion[];
  /** The cards of the previous selection while the new one loads. */
  stale: boolean;
  failed: boolean;
}

function OfferCards({ excursions, stale, failed }: OfferCardsProps) {
  if (failed) return <ListStatus state="failed" text={MESSAGES.searchFailed} look={panelLook} />;
  if (!excursions) {
    return (
      <CardGrid busy>
        <CardPlaceholders count={3} />
      </CardGrid>
    );
  }
  if (excursions.length === 0)
    return <ListStatus state="empty" text={MESSAGES.noData} look={panelLook} />;
  return (
    <CardGrid busy={stale}>
      {excursions.map((excursion) => (
        <Box component="li" key={excursion.id}>
          <ExcursionCard
            excursion={excursion}
            tag="Special Offer"
            actions={<BookNowLink excursion={excursion} />}
          />
        </Box>
      ))}
    </CardGrid>
  );
}
