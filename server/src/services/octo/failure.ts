import type { OctoError } from '@/contract/wire/octo';
import { RESELLER_MESSAGES } from '@/contract/serverMessages';

/** An OCTO error answer: its HTTP status and OCTO's body (decision 060). */
export class OctoFailure extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: OctoError,
  ) {
    super(body.errorMessage);
    this.name = 'OctoFailure';
  }
}

const fail = (statusCode: number, error: string, errorMessage: string, extra = {}) =>
  new OctoFailure(statusCode, { error, errorMessage, ...extra });

export const octoFailures = {
  badRequest: (message: string) => fail(400, 'BAD_REQUEST', message),
  unprocessable: (message: string) => fail(400, 'UNPROCESSABLE_ENTITY', message),
  product: (productId: string) =>
    fail(400, 'INVALID_PRODUCT_ID', RESELLER_MESSAGES.productNotFound, { productId }),
  option: (optionId: string) =>
    fail(400, 'INVALID_OPTION_ID', RESELLER_MESSAGES.optionNotFound, { optionId }),
  unit: (unitId: string) =>
    fail(400, 'INVALID_UNIT_ID', RESELLER_MESSAGES.unitNotFound, { unitId }),
  availability: (availabilityId: string) =>
    fail(400, 'INVALID_AVAILABILITY_ID', RESELLER_MESSAGES.availabilityNotFound, {
      availabilityId,
    }),
  /** An unknown booking, or another reseller's: it does not exist for this key. */
  booking: (uuid: string) =>
    fail(404, 'INVALID_BOOKING_UUID', RESELLER_MESSAGES.bookingNotFound, { uuid }),
  unauthorized: (message: string) => fail(401, 'UNAUTHORIZED', message),
};
