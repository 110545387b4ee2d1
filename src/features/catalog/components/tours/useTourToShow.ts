import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Excursion } from '@/contract/wire/catalog';
import { useGetExcursionQuery } from '../../catalogApi';
import { excursionIdIn } from '../../excursionId';
import { excursionViewed, selectLastViewedExcursionId } from '../../lastViewedSlice';

/** What /tour-details can show. */
export type TourToShow =
  | { status: 'shown'; excursion: Excursion }
  | { status: 'loading' }
  /** /tour-details without an id, and no excursion viewed yet. */
  | { status: 'nothingViewed' }
  | { status: 'notFound' }
  | { status: 'failed' };

/** The excursion a card link carried in navigation state, when it is the one asked for. */
function excursionInState(state: unknown, id: number | null): Excursion | undefined {
  if (!state || typeof state !== 'object' || !('excursion' in state)) return undefined;
  const excursion = (state as { excursion: unknown }).excursion;
  if (!excursion || typeof excursion !== 'object') return undefined;
  return (excursion as Excursion).id === id ? (excursion as Excursion) : undefined;
}

function isNotFound(error: unknown): boolean {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : null;
  return status === 404 || status === 400;
}

/**
 * The excursion of /tour-details/{id}, or of /tour-details from the last viewed id (docs/product.md
 * section 2): shown at once when it came in navigation state, else loaded. Each excursion shown
 * becomes the last viewed one.
 */
export function useTourToShow(): TourToShow {
  const params = useParams<{ id?: string }>();
  const { state } = useLocation();
  const lastViewedId = useAppSelector(selectLastViewedExcursionId);
  const dispatch = useAppDispatch();

  const id = params.id === undefined ? lastViewedId : excursionIdIn(params.id);
  const carried = excursionInState(state, id);
  const query = useGetExcursionQuery(id ?? 0, { skip: id === null || carried !== undefined });
  const excursion = carried ?? query.currentData;

  const shownId = excursion?.id;
  useEffect(() => {
    if (shownId !== undefined) dispatch(excursionViewed(shownId));
  }, [dispatch, shownId]);

  if (excursion) return { status: 'shown', excursion };
  if (params.id === undefined && lastViewedId === null) return { status: 'nothingViewed' };
  if (id === null) return { status: 'notFound' };
  if (query.isError) return { status: isNotFound(query.error) ? 'notFound' : 'failed' };
  return { status: 'loading' };
}
