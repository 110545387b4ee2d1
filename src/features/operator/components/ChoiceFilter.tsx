import { NativeSelectField } from '@/components/NativeSelectField';
import { CONSOLE } from '../texts';

interface ChoiceFilterProps<T extends string> {
  label: string;
  value: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (value: string) => void;
}

/** A list's filter by one of a few values (a status, a kind), with "All" first. */
export function ChoiceFilter<T extends string>(props: ChoiceFilterProps<T>) {
  const { label, value, choices, labelOf, onChange } = props;
  return (
    <NativeSelectField label={label} value={value} onChange={onChange}>
      <option value="">{CONSOLE.list.all}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </NativeSelectField>
  );
}
