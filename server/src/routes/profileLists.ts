import { pagingOf } from '../lib/paging';
import { PROFILE_PAGE_SIZE } from '@/contract/limits';
import { PageQuery } from '@/contract/wire/paging';

/** Paging of the profile lists (My Bookings, Transfers): 10 a page unless asked otherwise. */
export const ProfilePageQuery = PageQuery(PROFILE_PAGE_SIZE);

export const profilePaging = (query: PageQuery) => pagingOf(query, PROFILE_PAGE_SIZE);
