import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
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
 * (SPEC.md section 2). The choice lives in the `search` slice; the excursion list follows it.
 */
export function SearchBar({ action, reload = () => window.location.reload() }: SearchBarProps) {
  const dispatch = useAppDispatch();
  const { destinationId, categoryId } = useAppSelector(selectSearch);
  const destinations = useGetDestinationsQuery().data ?? [];
  const types = useGetExcursionTypesQuery().data ?? [];
  // Until its list has arrived, a chosen id shows as no choice rather than an unknown value.
  const shownDestination = destinations.some((d) => d.id === destinationId) ? destinationId : ANY;
  const shownCategory = types.some((t) => t.id === categoryId) ? categoryId : ALL;

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
        <TextField
          select
          fullWidth
          label="Destination"
          value={shownDestination}
          onChange={(event) => {
            const value = event.target.value;
            dispatch(destinationSelected(value === ANY ? null : Number(value)));
          }}
        >
          <MenuItem value={ANY}>Any destination</MenuItem>
          {destinations.map((destination) => (
            <MenuItem key={destination.id} value={destination.id}>
              {destination.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label="Excursion Type"
          value={shownCategory}
          onChange={(event) => {
            const value = event.target.value;
            dispatch(categorySelected(value === ALL ? ALL : Number(value)));
          }}
        >
          <MenuItem value={ALL}>All</MenuItem>
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={resetFilter} sx={{ flexShrink: 0, minHeight: 56 }}>
          Reset Filter
        </Button>
        {action}
      </Stack>
    </Paper>
  );
}
