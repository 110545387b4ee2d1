import { useLocation } from 'react-router-dom';
import type { Destination } from '@/contract/wire/catalog';
import { useGetDestinationQuery } from '../../catalogApi';

export type DestinationLookup =
  | { status: 'loading' }
  | { status: 'ready'; destination: Destination }
  | { status: 'notFound' }
  | { status: 'failed' };

const VALID_ID = /^[1-9]\d{0,9}$/;

/** The destination the mosaic put in the navigation state, if it is the one in the address. */
function carriedDestination(state: unknown, id: string): Destination | undefined {
  if (!state || typeof state !== 'object' || !('destination' in state)) return undefined;
  const destination = (state as { destination?: Destination }).destination;
  return destination && String(destination.id) === id ? destination : undefined;
}

const isNotFound = (error: unknown) =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);

/**
 * The destination of /destination-details/{id}: from the navigation state when it came with the
 * link, else from the server (docs/product.md, Pages).
 */
export function useDestination(id = ''): DestinationLookup {
  const { state } = useLocation();
  const carried = carriedDestination(state, id);
  const validId = VALID_ID.test(id);
  const { data, error, isError } = useGetDestinationQuery(id, {
    skip: carried !== undefined || !validId,
  });
  if (carried) return { status: 'ready', destination: carried };
  if (!validId) return { status: 'notFound' };
  if (isError) return { status: isNotFound(error) ? 'notFound' : 'failed' };
  if (data) return { status: 'ready', destination: data };
  return { status: 'loading' };
}
