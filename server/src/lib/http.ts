import { Type } from '@sinclair/typebox';
import { Failure, type Envelope } from '@/contract/wire/envelope';

/** An answer with a status and a message a visitor can read; the error handler sends it. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The success envelope: `{ success: true, message?, data }`. */
export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, message, data };
}

export const IdParam = (name: string) =>
  Type.Object({ [name]: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** The optional `Idempotency-Key` of a creating call (decision 026), in its OpenAPI entry. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'Any text of up to 255 characters, fresh per submit: the same key from the same caller ' +
        'within 24 hours gets the first answer again and creates nothing new',
    }),
  ),
});

/** The error answers every route may give; the OpenAPI document names the failure schema once. */
const FailureRef = Type.Ref(Failure);

export const errorResponses = <Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, FailureRef])) as { [K in Code]: typeof FailureRef };
