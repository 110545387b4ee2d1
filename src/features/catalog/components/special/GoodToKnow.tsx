import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { daysLabel } from '../../format/duration';
import type { RecordExcursion } from './detailsRecord';

const TO_CONFIRM = 'On request';

/** The 'Good To Know' facts: the country, then the first excursion's place, length and group. */
export function GoodToKnow({
  countryName,
  excursion,
}: {
  countryName: string;
  excursion?: RecordExcursion;
}) {
  const rows: Array<[string, string]> = [
    ['Country', countryName],
    ['Location', excursion?.location || TO_CONFIRM],
    ['Duration', excursion?.duration ? daysLabel(excursion.duration) : TO_CONFIRM],
    ['Maximum group size', excursion?.max ? `${excursion.max} people` : TO_CONFIRM],
  ];
  return (
    <Paper variant="outlined">
      <Table aria-label="Good To Know">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: '45%' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
