import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NativeSelectField } from '@/components/NativeSelectField';
import { useGetDestinationsQuery, useGetExcursionTypesQuery } from '../catalogApi';
import { categorySelected, destinationSelected, searchReset, selectSearch } from '../searchSlice';

const ANY = '';
const ALL = 'all';

interface SearchBarProps {
  /** A button beside the filters, e.g. the home page's way to the list. */
  action?: ReactNode;
  /** Reloads the page; a test passes its own. */
  reload?: () => void;
}

/**
 * The Destination and Excursion Type dropdowns (with All) and Reset Filter, which reloads the page
 * (docs/product.md, Pages). The choice lives in the `search` slice; the excursion list follows it.
 */
export function SearchBar({ action, reload = () => window.location.reload() }: SearchBarProps) {
  const dispatch = useAppDispatch();
  const { destinationId, categoryId } = useAppSelector(selectSearch);
  const destinations = useGetDestinationsQuery().data ?? [];
  const types = useGetExcursionTypesQuery().data ?? [];
  // Until its list has arrived, a chosen id shows as no choice rather than an unknown value.
  const shownDestination = destinations.find((d) => d.id === destinationId)?.id ?? ANY;
  const shownCategory = types.find((t) => t.id === categoryId)?.id ?? ALL;

  const resetFilter = () => {
    dispatch(searchReset());
    reload();
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Find excursions"
      elevation={3}
      onSubmit={(event) => event.preventDefault()}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <NativeSelectField
          label="Destination"
          value={shownDestination}
          onChange={(value) => dispatch(destinationSelected(value === ANY ? null : Number(value)))}
        >
          <option value={ANY}>Any destination</option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.name}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label="Excursion Type"
          value={shownCategory}
          onChange={(value) => dispatch(categorySelected(value === ALL ? ALL : Number(value)))}
        >
          <option value={ALL}>All</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </NativeSelectField>
        <Button variant="outlined" onClick={resetFilter} sx={{ flexShrink: 0, minHeight: 56 }}>
          Reset Filter
        </Button>
        {action}
      </Stack>
    </Paper>
  );
}
