import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@/contract/limits';
import { pageFields } from './paging';
import {
  BOOKING_STATUSES,
  ENQUIRY_STATUSES,
  REVIEW_KINDS,
  REVIEW_STATUSES,
} from '@/contract/statuses';
import { TransferFlight, TransferStatus } from './transfers';
import { BookingLine, BookingState } from './departures';
import { optionalBookingPaymentFields } from './payments';

/**
 * The operator API under /api/operator: what the company's staff read and change. Every list is
 * a `Paged` page in the success envelope; every change answers `MessageAnswer` (200), or a 409
 * failure when the status rules refuse it.
 */

export const OPERATOR_PAGE_SIZE = 20;

const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Timestamp = (description?: string) => Type.String({ format: 'date-time', description });
const Reason = Type.String({
  minLength: 1,
  maxLength: TEXT_LIMITS.message,
  description: 'Mailed to the customer',
});

/** A departure of the next two days on the summary: how full it is. */
export const SoonDeparture = Type.Object({
  departureId: Type.Integer(),
  excursionId: Type.Integer(),
  excursionName: Type.String(),
  date: Type.String({ format: 'date' }),
  time: Type.String({ description: 'HH:MM' }),
  booked: Type.Integer({ description: 'Seats of requested, confirmed and completed bookings' }),
  capacity: Type.Integer(),
});
export type SoonDeparture = Static<typeof SoonDeparture>;

/** What needs action now; each count links to its filtered list. */
export const OperatorSummary = Type.Object({
  newBookings: Type.Integer({ description: 'Bookings not yet quoted, paid or cancelled' }),
  transfersSoon: Type.Integer({ description: 'Pending transfers picking up in the next 48 hours' }),
  openEnquiries: Type.Integer(),
  reviewsWaiting: Type.Integer(),
  departuresSoon: Type.Optional(
    Type.Array(SoonDeparture, {
      description: "Today's and tomorrow's departures that have seats booked, by date and time",
    }),
  ),
});
export type OperatorSummary = Static<typeof OperatorSummary>;

// ---- Bookings -----------------------------------------------------------------------------

/**
 * A booking's place in its life, derived from what is stored: cancelled, else completed, else
 * paid (paymentStatus Paid), else quoted (a price above 0), else pending.
 */
export const BookingStatus = Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(status)));
export type BookingStatus = Static<typeof BookingStatus>;

export const BookingsQuery = Type.Object({
  ...pageFields(OPERATOR_PAGE_SIZE),
  status: Type.Optional(BookingStatus),
  q: Type.Optional(
    Type.String({ maxLength: TEXT_LIMITS.email, description: 'Reference, name or e-mail' }),
  ),
  channel: Type.Optional(
    Type.String({
      pattern: '^(website|[1-9][0-9]{0,9})$',
      description: "Who sold it: `website`, or a reseller's id (decision 060)",
    }),
  ),
});
export type BookingsQuery = Static<typeof BookingsQuery>;

export const BookedExcursion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tourStartDate: Type.String({ description: 'YYYY-MM-DD' }),
});
export type BookedExcursion = Static<typeof BookedExcursion>;

/** A booking as staff see it in the list. */
export const StaffBooking = Type.Object({
  id: Type.Integer(),
  generatedBookingId: Type.String({ description: 'The reference the customer quotes' }),
  status: BookingStatus,
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: Type.String({ description: 'With its dial code, such as +220 7012345' }),
  isWhatsAppUser: Type.Boolean(),
  excursions: Type.Array(BookedExcursion),
  totalPrice: Type.Number({ description: 'US dollars; 0 until quoted' }),
  paymentStatus: Type.String(),
  isCompleted: Type.Boolean(),
  isCancelled: Type.Boolean(),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp(),
  state: Type.Optional(BookingState),
  lines: Type.Optional(
    Type.Array(BookingLine, { description: 'The departures booked; none for a request booking' }),
  ),
  channel: Type.Optional(
    Type.String({ description: '`website`, or the name of the reseller that sold it (OCTO)' }),
  ),
  ...optionalBookingPaymentFields,
});
export type StaffBooking = Static<typeof StaffBooking>;

/** One entry of a record's history: an audit row, or the record's creation. */
export const HistoryEntry = Type.Object({
  at: Timestamp(),
  by: Type.String({ description: "The staff member's e-mail, or 'customer'" }),
  action: Type.String({ description: 'Such as created, quote, paid, complete, cancel' }),
  detail: Type.String({ description: 'A sentence staff can read, such as "Quoted $250.00"' }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const StaffBookingDetails = Type.Intersect([
  StaffBooking,
  Type.Object({
    history: Type.Array(HistoryEntry, { description: 'Oldest first' }),
    checkInToken: Type.Optional(
      Type.String({ description: 'The secret of its check-in page, /operator/check-in/{token}' }),
    ),
    display: Type.Optional(
      Type.Object(
        { currency: Type.String(), rate: Type.Number() },
        {
          description:
            'The currency the visitor saw the total approximated in, and the rate then; absent ' +
            'when they looked in the base currency',
        },
      ),
    ),
  }),
]);
export type StaffBookingDetails = Static<typeof StaffBookingDetails>;

export const QuoteRequest = Type.Object({
  totalPrice: Type.Number({
    exclusiveMinimum: 0,
    maximum: 10_000_000,
    description: 'US dollars, above 0, in whole cents',
  }),
});
export type QuoteRequest = Static<typeof QuoteRequest>;

export const CancelRequest = Type.Object({ reason: Reason });
export type CancelRequest = Static<typeof CancelRequest>;

// ---- Transfers ----------------------------------------------------------------------------

export const TransfersQuery = Type.Object({
  ...pageFields(OPERATOR_PAGE_SIZE),
  status: Type.Optional(TransferStatus),
  from: Type.Optional(
    Type.String({ format: 'date', description: 'First pickup date, YYYY-MM-DD' }),
  ),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last pickup date, YYYY-MM-DD' })),
});
export type TransfersQuery = Static<typeof TransfersQuery>;

/** A transfer on the run sheet, ordered by date, then by the flight's arrival or the pickup time. */
export const StaffTransfer = Type.Object({
  id: Type.Integer(),
  pickupLocation: Type.String(),
  dropLocation: Type.String(),
  pickupDate: Type.String({ description: 'YYYY-MM-DD' }),
  pickupTime: Type.String({ description: 'HH:MM:SS' }),
  capacity: Type.Integer(),
  isRoundTrip: Type.Boolean(),
  ...TransferFlight.properties,
  status: TransferStatus,
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: Type.String(),
  isWhatsAppUser: Type.Boolean(),
  createdAt: Timestamp(),
});
export type StaffTransfer = Static<typeof StaffTransfer>;

// ---- Enquiries ----------------------------------------------------------------------------

export const EnquiryStatus = Type.Union(ENQUIRY_STATUSES.map((status) => Type.Literal(status)));
export type EnquiryStatus = Static<typeof EnquiryStatus>;

export const EnquiriesQuery = Type.Object({
  ...pageFields(OPERATOR_PAGE_SIZE),
  status: Type.Optional(EnquiryStatus),
});
export type EnquiriesQuery = Static<typeof EnquiriesQuery>;

export const EnquiryReply = Type.Object({
  message: Type.String(),
  staffName: Type.String(),
  createdAt: Timestamp(),
});
export type EnquiryReply = Static<typeof EnquiryReply>;

/** An enquiry in the inbox, with the replies sent so far (oldest first). */
export const StaffEnquiry = Type.Object({
  id: Type.Integer(),
  status: EnquiryStatus,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  countryCode: Type.String(),
  country: Type.String(),
  isWhatsAppUser: Type.Boolean(),
  newsLetterSubscription: Type.Boolean(),
  message: Type.String(),
  createdAt: Timestamp(),
  replies: Type.Array(EnquiryReply),
});
export type StaffEnquiry = Static<typeof StaffEnquiry>;

export const ReplyRequest = Type.Object({
  message: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.message }),
});
export type ReplyRequest = Static<typeof ReplyRequest>;

// ---- Reviews ------------------------------------------------------------------------------

export const ReviewStatus = Type.Union(REVIEW_STATUSES.map((status) => Type.Literal(status)));
export type ReviewStatus = Static<typeof ReviewStatus>;

export const ReviewKind = Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind)));
export type ReviewKind = Static<typeof ReviewKind>;

export const ReviewsQuery = Type.Object({
  ...pageFields(OPERATOR_PAGE_SIZE),
  status: Type.Optional(ReviewStatus),
  kind: Type.Optional(ReviewKind),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;

export const ReviewParams = Type.Object({ kind: ReviewKind, id: RowId });
export type ReviewParams = Static<typeof ReviewParams>;

/** A review waiting for (or past) moderation, with what it is about. */
export const StaffReview = Type.Object({
  id: Type.Integer(),
  kind: ReviewKind,
  status: ReviewStatus,
  subjectId: Type.Integer({ description: 'The excursion or destination reviewed' }),
  subjectName: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()], { description: 'Destination reviews only' }),
  message: Type.String(),
  rating: Type.Integer(),
  createdAt: Timestamp(),
});
export type StaffReview = Static<typeof StaffReview>;

/** An approved review in a public page's list (`GET review/excursion/{id}`, `.../destination/{id}`). */
export const PublicReview = Type.Object({
  name: Type.String(),
  createAt: Timestamp(),
  message: Type.String(),
  rating: Type.Integer(),
});
export type PublicReview = Static<typeof PublicReview>;

// ---- Audit --------------------------------------------------------------------------------

export const AuditQuery = Type.Object(pageFields(OPERATOR_PAGE_SIZE));
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Timestamp(),
  staffEmail: Type.String(),
  action: Type.String({ description: 'Such as booking.quote, enquiry.reply, review.approve' }),
  subjectKind: Type.String({ description: 'booking, transfer, enquiry, review, staff' }),
  subjectId: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;
