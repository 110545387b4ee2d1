import { Type, type Static } from '@sinclair/typebox';
import { MAX_PAGE_SIZE } from '../../lib/http';
import { PROFILE_PAGE_SIZE } from '../../../../src/contract/limits';

/**
 * Paging of the profile lists (My Bookings, Transfers), 10 a page unless asked otherwise. Both
 * may be left out: ajv fills in the defaults, so the OpenAPI marks neither required.
 */
export const ProfilePageQuery = Type.Object({
  pageIndex: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1_000_000,
      default: 1,
      description: 'From 1; past the last page the results are empty',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PROFILE_PAGE_SIZE }),
  ),
});

/** The paging of a validated query (the defaults are already there; this only narrows types). */
export const profilePaging = (query: Static<typeof ProfilePageQuery>) => ({
  pageIndex: query.pageIndex ?? 1,
  pageSize: query.pageSize ?? PROFILE_PAGE_SIZE,
});
