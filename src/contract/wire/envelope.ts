import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The two envelopes every API answer comes in. The website imports these with `import type`
 * only, so that TypeBox never reaches its bundle.
 */

/** Every failure: a sentence a visitor can read; `errors` names fields checked one by one. */
export const Failure = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Failure', description: 'Every failure: a sentence a visitor can read' },
);
export type Failure = Static<typeof Failure>;

/** Every success: `{ success: true, message?, data }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Literal(true),
    message: Type.Optional(Type.String()),
    data,
  });
export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

/** A success that carries only a sentence, such as the thanks for a review or an enquiry. */
export const MessageAnswer = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** A page of a list, counted from 1. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    totalPages: Type.Integer(),
  });
export interface Paged<T> {
  results: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
