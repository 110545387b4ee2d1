import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Destination } from '@/contract/wire/catalog';
import type { Translate } from '@/i18n';
import { useT } from '@/i18n';
import { destinationMessages } from './messages';

/** The server may send the destination's own visa line (not yet in the wire type). */

/**
 * The visa line when the destination carries none: short, true for the whole region, and pointing
 * to the embassy for the rest.
 */
const visaLine = (t: Translate, destination: Destination) =>
  destination.visaRequirements?.trim() ||
  t(destinationMessages.generalVisaLine, { country: destination.countryName });

/** The facts of the Good To Know table (docs/product.md, Pages), in its order. */
export function goodToKnowRows(t: Translate, destination: Destination) {
  return [
    { label: t(destinationMessages.country), value: destination.countryName },
    { label: t(destinationMessages.visaRequirements), value: visaLine(t, destination) },
    { label: t(destinationMessages.languages), value: destination.language },
    { label: t(destinationMessages.currency), value: destination.currency },
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
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableBody>
          {goodToKnowRows(t, destination).map(({ label, value }) => (
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
