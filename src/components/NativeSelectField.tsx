import { useId, type ChangeEvent, type ReactNode } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { styled } from '@mui/material/styles';

/**
 * Drawn like MUI's outlined field with a label on its border. Its width is never its options'
 * (`minWidth: 0`): beside other fields in a row, a list of options arriving would otherwise
 * widen it and move the fields next to it.
 */
const Field = styled('div')(({ theme }) => ({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  color: theme.palette.text.secondary,
  '&:focus-within': { color: theme.palette.primary.main },
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.caption,
  position: 'absolute',
  top: 0,
  left: 10,
  transform: 'translateY(-50%)',
  padding: '0 4px',
  lineHeight: 1,
  color: 'inherit',
  backgroundColor: theme.palette.background.paper,
  pointerEvents: 'none',
}));

const Select = styled('select')(({ theme }) => ({
  ...theme.typography.body1,
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: 56,
  padding: '0 40px 0 14px',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: '1px solid rgba(0, 0, 0, 0.23)',
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  // The theme's focus ring shows keyboard focus; the border says which field is in use.
  '&:focus': { borderColor: theme.palette.primary.main },
}));

const Arrow = styled(ArrowDropDownIcon)({
  position: 'absolute',
  top: 'calc(50% - 12px)',
  right: 8,
  pointerEvents: 'none',
});

interface NativeSelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
}

/**
 * An outlined dropdown on the browser's own select: a phone opens its own picker, a screen reader
 * hears a plain combobox, and the first page carries none of MUI's input, menu or popover code
 * (decision 010).
 */
export function NativeSelectField({ label, value, onChange, children }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {children}
      </Select>
      <Arrow />
    </Field>
  );
}
