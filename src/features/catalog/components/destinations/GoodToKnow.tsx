import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Destination } from '@/contract/wire/catalog';
import { generalVisaLine } from '../../texts/destinations';

/** The server may send the destination's own visa line (not yet in the wire type). */

const visaLine = (destination: Destination) =>
  destination.visaRequirements?.trim() || generalVisaLine(destination.countryName);

/** The facts of the Good To Know table (docs/product.md, Pages), in its order. */
export function goodToKnowRows(destination: Destination) {
  return [
    { label: 'Country', value: destination.countryName },
    { label: 'Visa Requirements', value: visaLine(destination) },
    { label: 'Languages', value: destination.language },
    { label: 'Currency', value: destination.currency },
  ];
}

/** The destination's practical facts, a row each, the fact's name heading its row. */
export function GoodToKnow({
  destination,
  labelledBy,
}: {
  destination: Destination;
  labelledBy: string;
}) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableBody>
          {goodToKnowRows(destination).map(({ label, value }) => (
            <TableRow key={label} sx={{ '&:last-child th, &:last-child td': { border: 0 } }}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  fontWeight: 700,
                  verticalAlign: 'top',
                  width: { xs: '34%', sm: '38%' },
                  py: 1.5,
                  pr: { xs: 1, sm: 2 },
                }}
              >
                {label}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', py: 1.5 }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
