import { Type, type TSchema } from '@sinclair/typebox';

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
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The success envelope of API.md. */
export function ok<T>(data: T, message?: string) {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, message, data };
}

export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ErrorBody', description: 'Every failure: a sentence a visitor can read' },
);

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Literal(true),
    message: Type.Optional(Type.String()),
    data,
  });

export const PagedData = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    totalPages: Type.Integer(),
  });

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list, and small enough that the offset stays an exact number. */
const MAX_PAGE_INDEX = 1_000_000;

/**
 * The paging fields of a list query. Both may be left out: ajv fills in the defaults, so the
 * OpenAPI marks neither required.
 */
export const pageFields = (defaultSize: number) => ({
  pageIndex: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_INDEX,
      default: 1,
      description: 'From 1; past the last page the results are empty',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize }),
  ),
});

export const IdParam = (name: string) =>
  Type.Object({ [name]: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** The error answers every route may give, for the OpenAPI document. */
const ErrorRef = Type.Ref(ErrorBody);

export const errorResponses = <Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorRef])) as { [K in Code]: typeof ErrorRef };
