import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NativeSelectField } from '@/components/NativeSelectField';
import { useT } from '@/i18n';
import { useGetDestinationsQuery, useGetExcursionTypesQuery } from '../catalogApi';
import { catalogMessages } from '../messages';
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
  const t = useT();
  const dispatch = useAppDispatch();
  const { destinationId, categoryId } = useAppSelector(selectSearch);
  const destinations = useGetDestinationsQuery().data ?? [];
  const types = useGetExcursionTypesQuery().data ?? [];
  // Until its list has arrived, a chosen id shows as no choice rather than an unknown value.
  const shownDestination = destinations.find((d) => d.id === destinationId)?.id ?? ANY;
  const shownCategory = types.find((type) => type.id === categoryId)?.id ?? ALL;

  const resetFilter = () => {
    dispatch(searchReset());
    reload();
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t(catalogMessages.findExcursions)}
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
          label={t(catalogMessages.destination)}
          value={shownDestination}
          onChange={(value) => dispatch(destinationSelected(value === ANY ? null : Number(value)))}
        >
          <option value={ANY}>{t(catalogMessages.anyDestination)}</option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.name}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label={t(catalogMessages.excursionType)}
          value={shownCategory}
          onChange={(value) => dispatch(categorySelected(value === ALL ? ALL : Number(value)))}
        >
          <option value={ALL}>{t(catalogMessages.allTypes)}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label ?? type.name}
            </option>
          ))}
        </NativeSelectField>
        <Button variant="outlined" onClick={resetFilter} sx={{ flexShrink: 0, minHeight: 56 }}>
          {t(catalogMessages.resetFilter)}
        </Button>
        {action}
      </Stack>
    </Paper>
  );
}
