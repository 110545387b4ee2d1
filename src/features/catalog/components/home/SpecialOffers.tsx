import { ListStatus } from '@/components/listStatus/ListStatus';
import { panelLook } from '@/components/listStatus/panelLook';
import Box from '@mui/material/Box';
import { useAppSelector } from '@/app/hooks';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useT } from '@/i18n';
import type { Excursion } from '@/contract/wire/catalog';
import { useGetExcursionsQuery } from '../../catalogApi';
import { ExcursionCard } from '../ExcursionCard';
import { selectSearch } from '../../searchSlice';
import { BookNowLink } from './BookNowLink';
import { CardGrid, CardPlaceholders } from './CardGrid';
import { HomeSection } from './HomeSection';
import { homeMessages } from './messages';
import { SPECIAL_OFFER_COUNT, specialOffersSearch } from './specialOffersSearch';

/** The special-offer cards of the search bar's selection (specialOffersSearch says which). */
export function SpecialOffers() {
  const t = useT();
  const selection = useAppSelector(selectSearch);
  const { data, currentData, isError, isFetching } = useGetExcursionsQuery(
    specialOffersSearch(selection),
  );

  return (
    <HomeSection
      id="special-offers"
      title={t(homeMessages.specialOffersTitle)}
      lead={t(homeMessages.specialOffersLead)}
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
  const t = useT();
  if (failed)
    return <ListStatus state="failed" text={t(CATALOG_MESSAGES.searchFailed)} look={panelLook} />;
  if (!excursions) {
    return (
      <CardGrid busy>
        <CardPlaceholders count={3} />
      </CardGrid>
    );
  }
  if (excursions.length === 0)
    return <ListStatus state="empty" text={t(CATALOG_MESSAGES.noData)} look={panelLook} />;
  return (
    <CardGrid busy={stale}>
      {excursions.map((excursion) => (
        <Box component="li" key={excursion.id}>
          <ExcursionCard
            excursion={excursion}
            tag={t(homeMessages.specialOfferTag)}
            actions={<BookNowLink excursion={excursion} />}
          />
        </Box>
      ))}
    </CardGrid>
  );
}
