import type { ArrayHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CONSOLE } from '../texts';

const T = CONSOLE.programmes;

/** Move an entry of a form's list up or down, or remove it. */
export function EntryMoves({
  list,
  index,
  count,
  removeLabel,
}: {
  list: ArrayHelpers;
  index: number;
  count: number;
  removeLabel: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Button disabled={index === 0} onClick={() => list.swap(index, index - 1)}>
        {T.moveUp}
      </Button>
      <Button disabled={index === count - 1} onClick={() => list.swap(index, index + 1)}>
        {T.moveDown}
      </Button>
      <Button color="error" onClick={() => list.remove(index)}>
        {removeLabel}
      </Button>
    </Stack>
  );
}
