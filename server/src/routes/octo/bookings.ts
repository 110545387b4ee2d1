import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  octoBooking,
  octoBookings,
  octoCancel,
  octoConfirm,
  octoExtend,
  octoHold,
  type OctoCaller,
} from '@server/services/octo/bookings';
import {
  OctoBooking,
  OctoBookingsQuery,
  OctoCancelRequest,
  OctoConfirmRequest,
  OctoExtendRequest,
  OctoHoldRequest,
  OctoUuidParam,
} from '@/contract/wire/octo';
import { octoErrors } from './errors';

const security = [{ bearer: [] }];
const tags = ['octo'];

/**
 * A reseller's bookings through the website's engine: hold, confirm, extend, cancel, read. Each
 * call that takes or frees seats makes this process forget the excursion's availability answers.
 */
const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caller = (request: FastifyRequest): OctoCaller => ({
    resellerId: request.reseller!.id,
    name: request.reseller!.name,
  });
  const context = () => ({
    holdMinutes: app.config.holdMinutes,
    siteUrl: app.config.publicUrl,
    operatorEmail: app.config.operatorEmail,
  });
  /** A late hold ended by the call frees its seats, though the answer is an error. */
  const forgetting = async <T>(work: Promise<T & { excursionIds?: number[] }>) => {
    try {
      const outcome = await work;
      app.availabilityAnswers.forget(outcome.excursionIds ?? []);
      return outcome;
    } catch (error) {
      app.availabilityAnswers.forget((error as { excursionIds?: number[] }).excursionIds ?? []);
      throw error;
    }
  };

  app.post(
    '/bookings',
    {
      schema: {
        tags,
        summary: 'OCTO: hold seats on a departure (a booking ON_HOLD)',
        description:
          'The hold lasts `expirationMinutes` (HOLD_MINUTES when not given); the same `uuid` again ' +
          'answers the same booking. Not enough seats, a closed departure or a party outside the ' +
          "excursion's rules is UNPROCESSABLE_ENTITY.",
        security,
        body: OctoHoldRequest,
        response: { 200: OctoBooking, ...octoErrors(400, 401, 429) },
      },
    },
    async (request) =>
      (await forgetting(octoHold(app.db, caller(request), request.body, context()))).booking,
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: "OCTO: this reseller's bookings by resellerReference, supplierReference or date",
        security,
        querystring: OctoBookingsQuery,
        response: { 200: Type.Array(OctoBooking), ...octoErrors(400, 401, 429) },
      },
    },
    async (request) => octoBookings(app.db, caller(request), request.query),
  );

  app.get(
    '/bookings/:uuid',
    {
      schema: {
        tags,
        summary: 'OCTO: one of this reseller’s bookings',
        security,
        params: OctoUuidParam,
        response: { 200: OctoBooking, ...octoErrors(400, 401, 404, 429) },
      },
    },
    async (request) => octoBooking(app.db, caller(request), request.params.uuid),
  );

  app.post(
    '/bookings/:uuid/confirm',
    {
      schema: {
        tags,
        summary: 'OCTO: confirm a hold, with the traveller and your reference',
        description:
          'CONFIRMED, or PENDING when the operator confirms the excursion itself. The operator is ' +
          'mailed, and the traveller when the contact has an e-mail address.',
        security,
        params: OctoUuidParam,
        body: OctoConfirmRequest,
        response: { 200: OctoBooking, ...octoErrors(400, 401, 404, 429) },
      },
    },
    async (request) =>
      (
        await forgetting(
          octoConfirm(
            app.db,
            app.mail,
            caller(request),
            request.params.uuid,
            request.body,
            context(),
          ),
        )
      ).booking,
  );

  app.post(
    '/bookings/:uuid/extend',
    {
      schema: {
        tags,
        summary: 'OCTO: hold the seats for `expirationMinutes` more from now',
        security,
        params: OctoUuidParam,
        body: OctoExtendRequest,
        response: { 200: OctoBooking, ...octoErrors(400, 401, 404, 429) },
      },
    },
    async (request) =>
      forgetting(
        octoExtend(
          app.db,
          caller(request),
          request.params.uuid,
          request.body.expirationMinutes,
          context(),
        ),
      ),
  );

  const cancel = {
    schema: {
      tags,
      summary: 'OCTO: cancel a booking (or let a hold go)',
      description:
        "By the excursion's cancellation policy, before it starts; the refund is in " +
        '`cancellation.refund`. Seats are free again; the operator (and the traveller) mailed.',
      security,
      params: OctoUuidParam,
      body: OctoCancelRequest,
      response: { 200: OctoBooking, ...octoErrors(400, 401, 404, 429) },
    },
  };
  const cancelHandler = async (request: FastifyRequest<{ Params: { uuid: string } }>) =>
    (
      await forgetting(
        octoCancel(app.db, app.mail, caller(request), request.params.uuid, context()),
      )
    ).booking;
  app.post('/bookings/:uuid/cancel', cancel, cancelHandler);
  app.delete('/bookings/:uuid', cancel, cancelHandler);
};

export default bookingRoutes;
