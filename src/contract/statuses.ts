/**
 * The states a record can be in, as the wire shapes spell them. Plain lists, so that the website
 * can offer them as filters without loading the wire schemas (decision 015).
 */

/** A booking's place in its life, derived from what is stored (decision 018). */
export const BOOKING_STATUSES = ['pending', 'quoted', 'paid', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TRANSFER_STATUSES = ['Pending', 'Completed', 'Cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const ENQUIRY_STATUSES = ['open', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_KINDS = ['excursion', 'destination'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
