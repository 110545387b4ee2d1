/** Per field, the sentences that say what is wrong with it (the `errors` of the API reference at /api/docs). */
export type FieldErrors = Record<string, string[]>;

/** A form's text field as the services keep it: trimmed, and empty when it was left out. */
export const trimmed = (text: string | undefined): string => text?.trim() ?? '';

/** The field errors of a form from each field's problem, if it has one. */
export function fieldErrors(problems: Record<string, string | false | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems)) if (problem) errors[field] = [problem];
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The first field's problem: the `message` of a 400 that lists every field under `errors`. */
export const firstProblem = (errors: FieldErrors): string => Object.values(errors)[0][0];
