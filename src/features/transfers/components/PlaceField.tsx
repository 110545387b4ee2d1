import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SUGGESTED_PLACES } from './places';

interface PlaceFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** A place typed freely, with the usual pickup and drop points offered as suggestions. */
export function PlaceField({ name, label, placeholder, value, error, onChange }: PlaceFieldProps) {
  return (
    <Autocomplete
      freeSolo
      options={SUGGESTED_PLACES}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          id={name}
          label={label}
          placeholder={placeholder}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
