/** Per field, the sentences that say what is wrong with it (the `errors` of API.md). */
export type FieldErrors = Record<string, string[]>;

/**
 * The one e-mail rule of the server: the services call it, and the app gives it to ajv as the
 * `email` format of the schemas. It is the rule ajv's `email` format had, stricter than "has an
 * @": a dotted domain of letters, digits and hyphens, and nothing a mail header would choke on.
 */
const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}

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
