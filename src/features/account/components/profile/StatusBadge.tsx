import Chip from '@mui/material/Chip';
import type { BadgeColour } from './status';

/** A coloured status word; the colour repeats what the word says. */
export function StatusBadge({ label, colour }: { label: string; colour: BadgeColour }) {
  return <Chip label={label} color={colour} size="small" sx={{ fontWeight: 700 }} />;
}
