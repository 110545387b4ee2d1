/**
 * The one e-mail rule of both programs: the server's services and schemas and the website's
 * forms. Stricter than "has an @": a dotted domain of letters, digits and hyphens, and nothing a
 * mail header would choke on (the rule ajv's `email` format had).
 */
export const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
