import { Type, type Static } from '@sinclair/typebox';
import { pageFields } from '../lib/http';
import { pagingOf } from '../lib/paging';
import { PROFILE_PAGE_SIZE } from '@/contract/limits';

/** Paging of the profile lists (My Bookings, Transfers): 10 a page unless asked otherwise. */
export const ProfilePageQuery = Type.Object(pageFields(PROFILE_PAGE_SIZE));

export const profilePaging = (query: Static<typeof ProfilePageQuery>) =>
  pagingOf(query, PROFILE_PAGE_SIZE);
