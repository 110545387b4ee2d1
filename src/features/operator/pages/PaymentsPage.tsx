import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import {
  LEDGER_KINDS,
  LEDGER_METHODS,
  LEDGER_STATUSES,
  type LedgerKind,
  type LedgerMethod,
  type LedgerStatus,
} from '@/contract/payments';
import { ChoiceFilter } from '../components/ChoiceFilter';
import { PagedList } from '../components/PagedList';
import { useListParams } from '../components/useListParams';
import { LedgerRowCard } from '../payments/LedgerRowCard';
import { useGetLedgerQuery } from '../payments/paymentsApi';
import { LEDGER_TEXTS } from '../payments/texts';

const T = LEDGER_TEXTS;

/** The ledger: every payment and refund, newest first, filtered by status, method and kind. */
export default function PaymentsPage() {
  usePageTitle(T.title);
  const { filters, pageIndex, setFilter, setPage, query } = useListParams([
    'status',
    'method',
    'kind',
  ] as const);
  const result = useGetLedgerQuery({
    pageIndex,
    status: query.status as LedgerStatus | undefined,
    method: query.method as LedgerMethod | undefined,
    kind: query.kind as LedgerKind | undefined,
  });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <ChoiceFilter
          label={T.filters.status}
          value={filters.status}
          choices={LEDGER_STATUSES}
          labelOf={(status) => T.statuses[status]}
          onChange={(value) => setFilter('status', value)}
        />
        <ChoiceFilter
          label={T.filters.method}
          value={filters.method}
          choices={LEDGER_METHODS}
          labelOf={(method) => T.methods[method]}
          onChange={(value) => setFilter('method', value)}
        />
        <ChoiceFilter
          label={T.filters.kind}
          value={filters.kind}
          choices={LEDGER_KINDS}
          labelOf={(kind) => T.kinds[kind]}
          onChange={(value) => setFilter('kind', value)}
        />
      </Stack>
      <PagedList result={result} onPage={setPage}>
        {(rows) => rows.map((row) => <LedgerRowCard key={row.id} row={row} />)}
      </PagedList>
    </>
  );
}
