import type { ReactNode } from 'react';
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
import { CONSOLE } from '../texts';
import { PagedList, type PageResult } from './PagedList';
import { StatusChip } from './StatusChip';
import { useListParams } from './useListParams';

/** The search and published filter of a catalog list, kept in the address, as query arguments. */
export function useCatalogListParams() {
  const { filters, pageIndex, setFilter, setPage, query } = useListParams([
    'q',
    'published',
  ] as const);
  const args = {
    pageIndex,
    q: query.q,
    published: query.published === undefined ? undefined : query.published === 'true',
  };
  return { filters, setFilter, setPage, args };
}

interface CatalogListTexts {
  title: string;
  add: string;
  search: string;
  shown: string;
  published: string;
  drafts: string;
}

interface CatalogRow {
  id: number;
  name: string;
  published: boolean;
}

/** How a record shows in its list: where it leads, chips beside its name, and one line. */
export interface CatalogRowView {
  to: string;
  chips?: ReactNode;
  line: ReactNode;
}

interface CatalogListProps<Row extends CatalogRow> {
  texts: CatalogListTexts;
  newPath: string;
  params: ReturnType<typeof useCatalogListParams>;
  result: PageResult<Row>;
  view: (row: Row) => CatalogRowView;
}

/** A catalog list page (excursions, destinations): search, the published filter, and a new one. */
export function CatalogList<Row extends CatalogRow>(props: CatalogListProps<Row>) {
  const { texts: T, newPath, params, result, view } = props;
  usePageTitle(T.title);
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {T.title}
        </Typography>
        <Button variant="contained" component={RouterLink} to={newPath}>
          {T.add}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={T.search}
          type="search"
          value={params.filters.q}
          onChange={(event) => params.setFilter('q', event.target.value)}
          fullWidth
        />
        <NativeSelectField
          label={T.shown}
          value={params.filters.published}
          onChange={(value) => params.setFilter('published', value)}
        >
          <option value="">{CONSOLE.list.all}</option>
          <option value="true">{T.published}</option>
          <option value="false">{T.drafts}</option>
        </NativeSelectField>
      </Stack>
      <PagedList result={result} onPage={params.setPage}>
        {(rows) => rows.map((row) => <CatalogCard key={row.id} row={row} view={view(row)} />)}
      </PagedList>
    </>
  );
}

function CatalogCard({ row, view }: { row: CatalogRow; view: CatalogRowView }) {
  return (
    <Card component="article">
      <CardActionArea component={RouterLink} to={view.to}>
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <Typography component="h2" variant="h6">
              {row.name}
            </Typography>
            <StatusChip status={row.published ? 'published' : 'draft'} />
            {view.chips}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {view.line}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
