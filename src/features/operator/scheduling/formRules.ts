import * as yup from 'yup';
import { DEPARTURE_TEXTS } from './texts';

const say = DEPARTURE_TEXTS.rules;

/** A whole number typed as text, between two bounds. */
export const wholeText = (min: number, max: number) =>
  yup
    .number()
    .typeError(say.whole)
    .required(say.required)
    .integer(say.whole)
    .min(min, say.range(min, max))
    .max(max, say.range(min, max));

const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount of money typed as text: at most 2 decimals. */
export const moneyText = (max: number) =>
  yup
    .number()
    .typeError(say.number)
    .required(say.required)
    .min(0, say.range(0, max))
    .max(max, say.range(0, max))
    .test('cents', say.cents, (value) => value === undefined || inCents(value));

export const dateText = () =>
  yup
    .string()
    .required(say.date)
    .matches(/^\d{4}-\d{2}-\d{2}$/, say.date);

export const timeText = () =>
  yup
    .string()
    .required(say.time)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, say.time);

/**
 * A refusal's field problems renamed to the form's fields (the server names what it was sent,
 * the form may hold more), so that `useConsoleSave` shows each on its field.
 */
export function renameFieldErrors(error: unknown, rename: (field: string) => string): unknown {
  const data = (error as { data?: { errors?: Record<string, string[]> } }).data;
  if (!data?.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(data.errors).map(([field, problems]) => [rename(field), problems]),
  );
  return { ...(error as object), data: { ...data, errors } };
}
