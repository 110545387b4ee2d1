import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelectField } from '@/components/NativeSelectField';
import { usePageTitle } from '@/components/usePageTitle';
import { PagedList } from '../components/PagedList';
import { StatusChip } from '../components/StatusChip';
import { useListParams } from '../components/useListParams';
import { useGetStaffDestinationsQuery } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const T = CONSOLE.destinations;

/** Every destination by name, published or not: search, the published filter, and a new one. */
export default function DestinationsPage() {
  usePageTitle(T.title);
  const { filters, pageIndex, setFilter, setPage, query } = useListParams([
    'q',
    'published',
  ] as const);
  const result = useGetStaffDestinationsQuery({
    pageIndex,
    q: query.q,
    published: query.published === undefined ? undefined : query.published === 'true',
  });
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {T.title}
        </Typography>
        <Button variant="contained" component={RouterLink} to={CONSOLE_PATHS.newDestination}>
          {T.add}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={T.search}
          type="search"
          value={filters.q}
          onChange={(event) => setFilter('q', event.target.value)}
          fullWidth
        />
        <NativeSelectField
          label={T.shown}
          value={filters.published}
          onChange={(value) => setFilter('published', value)}
        >
          <option value="">{CONSOLE.list.all}</option>
          <option value="true">{T.published}</option>
          <option value="false">{T.drafts}</option>
        </NativeSelectField>
      </Stack>
      <PagedList result={result} onPage={setPage}>
        {(destinations) =>
          destinations.map((destination) => (
            <Card key={destination.id} component="article">
              <CardActionArea component={RouterLink} to={CONSOLE_PATHS.destination(destination.id)}>
                <CardContent>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <Typography component="h2" variant="h6">
                      {destination.name}
                    </Typography>
                    <StatusChip status={destination.published ? 'published' : 'draft'} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {destination.countryName} · {destination.capital} ·{' '}
                    {T.excursionsCount(destination.publishedExcursions)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))
        }
      </PagedList>
    </>
  );
}
