import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@/contract/money';
import type { BookingLine } from '@/contract/wire/departures';
import { dayTitle } from './days';
import { DEPARTURE_TEXTS } from './texts';

const T = DEPARTURE_TEXTS.booking;

/** A booking of departures: each date, time and party with its price, and the total. */
export function BookingLines({ lines, total }: { lines: BookingLine[]; total: number }) {
  return (
    <>
      <Typography component="h2" variant="h6">
        {T.lines}
      </Typography>
      <Table size="small" aria-label={T.lines} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{T.date}</TableCell>
            <TableCell>{T.time}</TableCell>
            <TableCell>{T.excursion}</TableCell>
            <TableCell>{T.people}</TableCell>
            <TableCell align="right">{T.price}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.departureId}>
              <TableCell>{dayTitle(line.date)}</TableCell>
              <TableCell>{line.time}</TableCell>
              <TableCell>{line.excursionName}</TableCell>
              <TableCell>{DEPARTURE_TEXTS.party(line.units)}</TableCell>
              <TableCell align="right">{formatUsd(line.price)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
              {T.total}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatUsd(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
