import { Type } from '@sinclair/typebox';
import { MAX_PAGE_SIZE } from '../../lib/http';
import { PROFILE_PAGE_SIZE } from '../../../../src/contract/limits';

/** Paging of the profile lists (My Bookings, Transfers): 10 a page unless asked otherwise. */
export const ProfilePageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PROFILE_PAGE_SIZE }),
});
