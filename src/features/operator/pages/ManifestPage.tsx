import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import { seatsOf } from '@/contract/booking';
import { operatorClock } from '@/contract/clock';
import type { ManifestRow } from '@/contract/wire/departures';
import { StatusChip } from '../components/StatusChip';
import { useGetManifestQuery } from '../scheduling/departuresApi';
import { dayTitle } from '../scheduling/days';
import { DEPARTURE_TEXTS } from '../scheduling/texts';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const T = DEPARTURE_TEXTS.manifest;

/** What a link to a manifest tells of its departure (its router state). */
export interface DepartureNamed {
  excursionName: string;
  date: string;
  time: string;
}
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The bookings that travel: what the guide counts heads against. */
const TRAVELLING = new Set(['on_hold', 'requested', 'confirmed', 'completed']);

/**
 * A departure's manifest (/operator/departures/:id/manifest): who travels, how to reach them and
 * how many they are. Printed, only the list shows (the console's frame hides itself in print).
 */
export default function ManifestPage() {
  const id = Number(useParams().id);
  // The departures list and the summary hand over the departure they link from.
  const departure = useLocation().state as DepartureNamed | null;
  const heading = departure
    ? T.of(departure.excursionName, dayTitle(departure.date), departure.time)
    : T.ofDeparture(id);
  usePageTitle(`${T.title}: ${heading}`);
  const { data, isError } = useGetManifestQuery(id, { skip: !Number.isInteger(id) });
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={CONSOLE_PATHS.departures} sx={{ displayPrint: 'none' }}>
        ← {T.back}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {T.title}: {heading}
        </Typography>
        <Button variant="outlined" onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {T.print}
        </Button>
      </Stack>
      {(isError || !Number.isInteger(id)) && (
        <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />
      )}
      {!data && !isError && <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />}
      {data?.length === 0 && <ListStatus state="empty" text={T.empty} look={noticeLook} />}
      {data && data.length > 0 && <ManifestTable rows={data} />}
    </Stack>
  );
}

function ManifestTable({ rows }: { rows: ManifestRow[] }) {
  const travelling = rows.filter((row) => TRAVELLING.has(row.status));
  const people = travelling.reduce((sum, row) => sum + seatsOf(row.units), 0);
  const arrived = travelling
    .filter((row) => row.checkedInAt)
    .reduce((sum, row) => sum + seatsOf(row.units), 0);
  return (
    <>
      <TableContainer component={Paper} sx={{ '@media print': { boxShadow: 'none' } }}>
        <Table size="small" aria-label={T.title}>
          <TableHead>
            <TableRow>
              <TableCell>{T.name}</TableCell>
              <TableCell>{T.phone}</TableCell>
              <TableCell>{T.people}</TableCell>
              <TableCell>{T.status}</TableCell>
              <TableCell>{T.arrived}</TableCell>
              <TableCell>{T.reference}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <ManifestLine key={row.bookingId} row={row} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography sx={{ fontWeight: 700 }}>{T.total(people)}</Typography>
      <Typography>{T.arrivedCount(arrived, people)}</Typography>
    </>
  );
}

function ManifestLine({ row }: { row: ManifestRow }) {
  const digits = digitsOf(row.phone);
  return (
    <TableRow sx={{ breakInside: 'avoid' }}>
      <TableCell>
        {row.name}
        <Typography variant="body2" color="text.secondary">
          {row.email}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack spacing={0.5}>
          {digits ? <Link href={`tel:+${digits}`}>{row.phone}</Link> : row.phone}
          {row.isWhatsAppUser && digits && (
            <Link href={`https://wa.me/${digits}`} target="_blank" rel="noopener noreferrer">
              {T.whatsApp}
            </Link>
          )}
        </Stack>
      </TableCell>
      <TableCell>{DEPARTURE_TEXTS.party(row.units)}</TableCell>
      <TableCell>
        <StatusChip status={row.status} />
      </TableCell>
      <TableCell>
        {row.checkedInAt ? T.arrivedAt(operatorClock(row.checkedInAt)) : T.notYet}
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={CONSOLE_PATHS.booking(row.bookingId)}>
          {row.generatedBookingId}
        </Link>
      </TableCell>
    </TableRow>
  );
}
