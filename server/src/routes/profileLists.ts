import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageFields } from '../lib/http';
import { pagingOf } from '../lib/paging';
import { BOOKING_PER_ACCOUNT_LIMIT } from '../lib/limits';
import { PROFILE_PAGE_SIZE } from '../../../src/contract/limits';

/** Paging of the profile lists (My Bookings, Transfers): 10 a page unless asked otherwise. */
export const ProfilePageQuery = Type.Object(pageFields(PROFILE_PAGE_SIZE));

export const profilePaging = (query: Static<typeof ProfilePageQuery>) =>
  pagingOf(query, PROFILE_PAGE_SIZE);

/** A preHandler: the per-account limit of a booking call (excursions or a transfer). */
export const perAccountBookingLimit = (app: FastifyInstance) =>
  app.rateLimit({
    ...BOOKING_PER_ACCOUNT_LIMIT,
    keyGenerator: (request) => `booking:${request.userId}`,
  });
