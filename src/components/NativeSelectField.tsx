import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';

interface NativeSelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
}

/**
 * An outlined dropdown on the browser's own select: a phone opens its own picker, a screen reader
 * hears a plain combobox, and the page does not carry MUI's menu, popover and modal code (which
 * `TextField select` brings even when native).
 */
export function NativeSelectField({ label, value, onChange, children }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput id={id} label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
