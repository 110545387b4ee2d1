import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { useT } from '@/i18n';
import { useDurations } from '../../format/useDurations';
import type { RecordExcursion } from './detailsRecord';
import { specialMessages } from './messages';

/** The 'Good To Know' facts: the country, then the first excursion's place, length and group. */
export function GoodToKnow({
  countryName,
  excursion,
}: {
  countryName: string;
  excursion?: RecordExcursion;
}) {
  const t = useT();
  const { daysLabel } = useDurations();
  const toConfirm = t(specialMessages.onRequest);
  const rows: Array<[string, string]> = [
    [t(specialMessages.country), countryName],
    [t(specialMessages.location), excursion?.location || toConfirm],
    [t(specialMessages.duration), excursion?.duration ? daysLabel(excursion.duration) : toConfirm],
    [
      t(specialMessages.maxGroup),
      excursion?.max ? t(specialMessages.people, { count: excursion.max }) : toConfirm,
    ],
  ];
  return (
    <Paper variant="outlined">
      <Table aria-label={t(specialMessages.goodToKnow)}>
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
