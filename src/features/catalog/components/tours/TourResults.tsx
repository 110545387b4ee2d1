import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import type { Excursion } from '@/contract/wire/catalog';
import { HydratesWhenSeen } from '@/components/HydratesWhenSeen';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useT } from '@/i18n';
import { useAppSelector } from '@/app/hooks';
import { selectIsInCart } from '@/features/cart';
import type { SearchState } from '../../searchSlice';
import { useExcursionPages } from '../../useExcursionPages';
import { ExcursionCard } from '../ExcursionCard';
import { CartToggleButton } from './CartToggleButton';
import { tourMessages } from './messages';
import { useWhenVisible } from './useWhenVisible';

/**
 * A result's card, hydrated on its own when it comes near the screen: the twenty cards hydrated
 * and committed together made tasks over 10 ms on a phone (decisions 035 and 052). A memo, so that
 * the list rendering again (a page more, say) keeps the others and never makes a card not yet
 * hydrated hydrate at once.
 */
const ResultCard = memo(function ResultCard({
  excursion,
  priority,
}: {
  excursion: Excursion;
  /** The list's largest picture: the first card's. */
  priority: boolean;
}) {
  // Its Add to Cart must not say, or do, what the server's page said once the stored cart is back.
  const inCart = useAppSelector((state) => selectIsInCart(state, excursion.id));
  return (
    <HydratesWhenSeen now={inCart}>
      <ExcursionCard
        excursion={excursion}
        headingLevel="h2"
        priority={priority}
        actions={<CartToggleButton excursion={excursion} />}
      />
    </HydratesWhenSeen>
  );
});

/**
 * The excursions of a selection, 20 at a time by name: the next page loads when the last item
 * comes into view, or with Load more (docs/product.md, The rules and Constants). After a failed page, only
 * the button asks again, so a failing server is not called in a loop.
 */
export function TourResults({ selection }: { selection: SearchState }) {
  const t = useT();
  const list = useExcursionPages(selection);
  const [paused, setPaused] = useState(false);

  const loadMore = async () => {
    setPaused(false);
    if (!(await list.loadNextPage())) setPaused(true);
  };
  const watchLastItem = useWhenVisible<HTMLLIElement>(
    () => void loadMore(),
    list.hasNextPage && list.idle && !paused,
  );

  if (list.loadingFirstPage) {
    return <ListStatus state="loading" text={t(tourMessages.loadingTours)} look={noticeLook} />;
  }
  if (list.firstPageFailed) {
    return <ListStatus state="failed" text={t(CATALOG_MESSAGES.searchFailed)} look={noticeLook} />;
  }
  if (list.loaded && list.excursions.length === 0) {
    return (
      <ListStatus state="empty" text={t(CATALOG_MESSAGES.noToursForSelection)} look={noticeLook} />
    );
  }

  return (
    <>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.excursions.map((excursion, index, all) => (
          <Grid
            key={excursion.id}
            component="li"
            size={{ xs: 12, sm: 6, md: 4 }}
            ref={index === all.length - 1 ? watchLastItem : undefined}
          >
            <ResultCard excursion={excursion} priority={index === 0} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        {list.loadingNextPage && (
          <ListStatus state="loading" text={t(tourMessages.loadingMoreTours)} look={noticeLook} />
        )}
        {!list.loadingNextPage && list.hasNextPage && (
          <Button variant="outlined" onClick={() => void loadMore()} disabled={!list.idle}>
            {t(tourMessages.loadMore)}
          </Button>
        )}
        {list.loaded && !list.hasNextPage && (
          <Typography role="status" color="text.secondary">
            {t(CATALOG_MESSAGES.noMoreTours)}
          </Typography>
        )}
      </Box>
    </>
  );
}
