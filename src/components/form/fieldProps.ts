import { getIn, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import type { PhoneParts } from '@/components/PhoneField';

/** When a field shows its rule's problem: once the visitor has left it, as soon as it has one, or never. */
export type ProblemTiming = 'whenTouched' | 'always' | 'never';

export interface FieldOptions {
  /** The input's id; the field's name unless given. */
  id?: string;
  /** When the rule's problem marks the field (red border). `whenTouched` unless given. */
  timing?: ProblemTiming;
  /** Whether the problem's sentence shows under the field, or only the red border. */
  withMessage?: boolean;
  /** A problem from elsewhere (the server's refusal) shown instead of the rule's. */
  problem?: string;
  /** Takes each new value instead of Formik's own change handler. */
  onEdit?: (value: string) => void;
}

function ruleProblem<V extends object>(
  form: FormikProps<V>,
  name: keyof V & string,
  timing: ProblemTiming,
): string | undefined {
  // A name may reach into a list (`programmes.0.countryName`, `photos.2.alt`).
  const error: unknown = getIn(form.errors, name);
  if (timing === 'never' || !error) return undefined;
  if (timing === 'whenTouched' && !getIn(form.touched, name)) return undefined;
  return String(error);
}

/**
 * The props binding a MUI text or select field to a Formik value: the form's one way to wire a
 * field. `helperText` is undefined while no sentence shows, so a field's own hint can stand in.
 */
export function fieldProps<V extends object>(
  form: FormikProps<V>,
  name: keyof V & string,
  { id = name, timing = 'whenTouched', withMessage = false, problem, onEdit }: FieldOptions = {},
) {
  const shown = problem ?? ruleProblem(form, name, timing);
  return {
    id,
    name,
    value: getIn(form.values, name) as string,
    onChange: onEdit
      ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(event.target.value)
      : form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(shown),
    helperText: (problem !== undefined || withMessage) && shown ? shown : undefined,
  };
}

/** The props binding a MUI checkbox to a Formik yes/no value. */
export function checkboxProps<V extends object>(
  form: FormikProps<V>,
  name: keyof V & string,
  { id, onEdit }: { id?: string; onEdit?: (checked: boolean) => void } = {},
) {
  return {
    id,
    name,
    checked: Boolean(form.values[name]),
    onChange: onEdit
      ? (event: ChangeEvent<HTMLInputElement>) => onEdit(event.target.checked)
      : form.handleChange,
    onBlur: form.handleBlur,
  };
}

/** The three values a phone field fills: what it shows, its dial code and the number alone. */
export interface PhoneNames<V> {
  value: keyof V & string;
  dialCode: keyof V & string;
  number: keyof V & string;
}

export interface PhoneOptions extends FieldOptions {
  /** Whether an edit runs the form's rules (the form's own setting unless given). */
  validate?: boolean;
}

/**
 * The props binding the shared `PhoneField` to a Formik form: an edit stores what the field
 * shows, the dial code and the number in one step; the number's rule marks the field.
 */
export function phoneProps<V extends object>(
  form: FormikProps<V>,
  names: PhoneNames<V>,
  {
    id = names.value,
    timing = 'whenTouched',
    withMessage = false,
    problem,
    onEdit,
    validate,
  }: PhoneOptions = {},
) {
  const touched = timing === 'always' || Boolean(form.touched[names.value]);
  const rule =
    timing !== 'never' && touched ? ruleProblem(form, names.number, 'always') : undefined;
  const shown = problem ?? rule;
  return {
    id,
    name: names.value,
    value: form.values[names.value] as string,
    onChange: (value: string, parts: PhoneParts) => {
      const parted = { [names.dialCode]: parts.dialCode, [names.number]: parts.nationalNumber };
      if (!onEdit)
        return void form.setValues({ ...form.values, ...parted, [names.value]: value }, validate);
      void form.setValues({ ...form.values, ...parted }, validate);
      onEdit(value);
    },
    onBlur: () => void form.setFieldTouched(names.value, true),
    error: Boolean(shown),
    helperText: (problem !== undefined || withMessage) && shown ? shown : undefined,
  };
}
