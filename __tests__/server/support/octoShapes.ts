import type {
  Availability,
  AvailabilityCalendar,
  BaseError,
  Booking,
  Product,
  Supplier,
} from '@octocloud/types';
import {
  zAvailability,
  zAvailabilityCalendar,
  zBaseError,
  zBooking,
  zProduct,
  zSupplier,
} from '@octocloud/types';
import type {
  OctoAvailability,
  OctoAvailabilityCalendarDay,
  OctoBooking,
  OctoError,
  OctoProduct,
  OctoSupplier,
} from '@/contract/wire/octo';

/**
 * The OCTO shapes of `@octocloud/types` with its enums as the strings they stand for: what goes
 * over the wire. Our wire schemas must be assignable to them, so `tsc` fails if a field of ours
 * is missing, renamed or of another type than the standard's.
 */
type Wire<T> = T extends string
  ? string extends T
    ? string
    : `${T}`
  : T extends Array<infer Item>
    ? Array<Wire<Item>>
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

type Conforms<Ours extends Theirs, Theirs> = Ours;
export type Checks = [
  Conforms<OctoSupplier, Wire<Supplier>>,
  Conforms<OctoProduct, Wire<Product>>,
  Conforms<OctoAvailabilityCalendarDay, Wire<AvailabilityCalendar>>,
  Conforms<OctoAvailability, Wire<Availability>>,
  Conforms<OctoBooking, Wire<Booking>>,
  Conforms<OctoError, Wire<BaseError>>,
];

/** A schema of the package that parses an answer: what a reseller's client would accept. */
interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } };
}

function conforming(schema: Parser, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`${what} is not OCTO's: ${JSON.stringify(parsed.error?.issues, null, 1)}`);
  }
  return value;
}

/** Each answer checked against the schema `@octocloud/types` gives for its shape. */
export const octo = {
  supplier: (value: unknown) => conforming(zSupplier, value, 'supplier') as OctoSupplier,
  product: (value: unknown) => conforming(zProduct, value, 'product') as OctoProduct,
  products: (value: unknown) => (value as unknown[]).map(octo.product),
  calendar: (value: unknown) =>
    (value as unknown[]).map(
      (day) =>
        conforming(zAvailabilityCalendar, day, 'calendar day') as OctoAvailabilityCalendarDay,
    ),
  availability: (value: unknown) =>
    (value as unknown[]).map(
      (one) => conforming(zAvailability, one, 'availability') as OctoAvailability,
    ),
  booking: (value: unknown) => conforming(zBooking, value, 'booking') as OctoBooking,
  bookings: (value: unknown) => (value as unknown[]).map(octo.booking),
  error: (value: unknown) => conforming(zBaseError, value, 'error') as OctoError,
};
