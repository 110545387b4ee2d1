import type { ReactNode } from 'react';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { lineLook } from '@/components/listStatus/looks';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import type { Destination } from '@/contract/wire/catalog';
import { useGetDestinationsQuery } from '../../catalogApi';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';

/** The destinations, once loaded, drawn by `children`; the list status in their place until then. */
export function DestinationsLoaded({
  children,
}: {
  children: (destinations: Destination[]) => ReactNode;
}) {
  const t = useT();
  const { data: destinations, isLoading, isError } = useGetDestinationsQuery();
  if (isLoading)
    return (
      <ListStatus
        state="loading"
        text={t(destinationMessages.loadingDestinations)}
        look={lineLook}
      />
    );
  if (isError || !destinations)
    return <ListStatus state="failed" text={t(destinationMessages.listFailed)} look={lineLook} />;
  if (destinations.length === 0)
    return <ListStatus state="empty" text={t(CATALOG_MESSAGES.noData)} look={lineLook} />;
  return children(destinations);
}
