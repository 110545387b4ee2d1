import { matchPath } from 'react-router-dom';
import type { AppDispatch, RootState } from '../../app/store';
import { ROUTES } from '../../config/routes';
import { catalogApi } from './catalogApi';
import { specialOffersSearch } from './components/home/specialOffersSearch';
import { excursionIdIn } from './excursionId';
import { selectSearch } from './searchSlice';

/**
 * Starts the catalog calls the first page shows while that page's code is still downloading, so
 * the page's own queries find them under way instead of starting them once it has arrived (the
 * pictures that make the largest paint wait for these answers). Only at start: later pages are
 * reached by links, whose code and data come one after the other anyway.
 */
export function warmUpCatalog(dispatch: AppDispatch, state: RootState, pathname: string) {
  const at = (...patterns: string[]) => patterns.some((pattern) => matchPath(pattern, pathname));
  const selection = selectSearch(state);

  if (at(ROUTES.home, ROUTES.toursList, ROUTES.destinationList, ROUTES.destinationListFull)) {
    dispatch(catalogApi.util.prefetch('getDestinations', undefined, {}));
  }
  if (at(ROUTES.home, ROUTES.toursList)) {
    dispatch(catalogApi.util.prefetch('getExcursionTypes', undefined, {}));
  }
  if (at(ROUTES.home)) {
    dispatch(catalogApi.util.prefetch('getExcursions', specialOffersSearch(selection), {}));
  }
  if (at(ROUTES.toursList)) {
    // The list's paged query is the tours list's own code, not every page's: asked for with it.
    void import(/* webpackChunkName: "page-tours-list" */ './useExcursionPages').then(
      ({ excursionPagesApi }) =>
        dispatch(
          excursionPagesApi.endpoints.getExcursionPages.initiate(selection, { subscribe: false }),
        ),
    );
  }
  const tour = matchPath(ROUTES.tourDetailsById, pathname);
  const id = tour?.params.id === undefined ? null : excursionIdIn(tour.params.id);
  if (id !== null) dispatch(catalogApi.util.prefetch('getExcursion', id, {}));
}
