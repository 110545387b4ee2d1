import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelectField } from '@/components/NativeSelectField';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import type { OperatorDeparture } from '@/contract/wire/departures';
import { useListParams } from '../components/useListParams';
import { DepartureCard } from '../scheduling/DepartureCard';
import { useGetDeparturesQuery } from '../scheduling/departuresApi';
import { byDate, dayTitle, monthOrNow, monthRange } from '../scheduling/days';
import { DEPARTURE_TEXTS } from '../scheduling/texts';
import { useGetStaffExcursionQuery, useGetStaffExcursionsQuery } from '../operatorApi';
import { CONSOLE } from '../texts';

const T = DEPARTURE_TEXTS.departures;

/**
 * A month of departures, of one excursion or of all, a day at a time: seats booked, held and
 * offered, and each departure's changes. The excursion and the month are kept in the address.
 */
export default function DeparturesPage() {
  usePageTitle(T.title);
  const { filters, setFilter, query } = useListParams(['q', 'excursionId', 'month'] as const);
  const month = monthOrNow(filters.month);
  const excursionId = Number(query.excursionId) || undefined;
  const result = useGetDeparturesQuery({ excursionId, ...monthRange(month) });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label={T.search}
          type="search"
          value={filters.q}
          onChange={(event) => setFilter('q', event.target.value)}
          fullWidth
        />
        <ExcursionChoice
          q={query.q}
          excursionId={excursionId}
          onChange={(id) => setFilter('excursionId', id)}
        />
        <TextField
          label={T.month}
          type="month"
          value={month}
          onChange={(event) => setFilter('month', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      {result.isError && <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />}
      {!result.data && !result.isError && (
        <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />
      )}
      {result.data?.length === 0 && (
        <ListStatus state="empty" text={CONSOLE.empty} look={noticeLook} />
      )}
      {result.data && <DepartureDays departures={result.data} />}
    </>
  );
}

interface ExcursionChoiceProps {
  q?: string;
  excursionId?: number;
  onChange: (id: string) => void;
}

/** The excursions whose name matches the search, and the one chosen even when it does not. */
function ExcursionChoice({ q, excursionId, onChange }: ExcursionChoiceProps) {
  const found = useGetStaffExcursionsQuery({ pageIndex: 1, q }).data?.results ?? [];
  const listed = found.some((excursion) => excursion.id === excursionId);
  const chosen = useGetStaffExcursionQuery(excursionId ?? 0, {
    skip: excursionId === undefined || listed,
  }).data;
  const choices = chosen && !listed ? [chosen, ...found] : found;
  return (
    <NativeSelectField label={T.excursion} value={excursionId ?? ''} onChange={onChange}>
      <option value="">{T.allExcursions}</option>
      {choices.map((excursion) => (
        <option key={excursion.id} value={excursion.id}>
          {excursion.name}
        </option>
      ))}
    </NativeSelectField>
  );
}

const byStart = (a: OperatorDeparture, b: OperatorDeparture) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

function DepartureDays({ departures }: { departures: OperatorDeparture[] }) {
  return (
    <Stack spacing={3}>
      {byDate([...departures].sort(byStart)).map(([date, sameDay]) => (
        <Box key={date} component="section" aria-label={dayTitle(date)}>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {dayTitle(date)}
          </Typography>
          <Stack spacing={1.5}>
            {sameDay.map((departure) => (
              <DepartureCard key={departure.id} departure={departure} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
