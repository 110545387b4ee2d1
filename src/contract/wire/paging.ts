import { Type, type Static } from '@sinclair/typebox';

/** Paging of every list the API sends a page of: counted from 1. */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list, and small enough that the offset stays an exact number. */
const MAX_PAGE_INDEX = 1_000_000;

/**
 * The paging fields of a list query. Both may be left out: the server fills in the defaults, so
 * neither is required.
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

/** Which page of a list to send; each list has its own default page size. */
export const PageQuery = (defaultSize: number) => Type.Object(pageFields(defaultSize));
export type PageQuery = Static<ReturnType<typeof PageQuery>>;
