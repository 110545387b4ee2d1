/** The travel documents' buttons in My Bookings and Transfers. */
export const MY_DOCUMENTS_TEXTS = {
  voucher: 'Voucher (PDF)',
  calendar: 'Add to calendar',
  voucherOf: (reference: string) => `Voucher (PDF) of booking ${reference}`,
  calendarOf: (reference: string) => `Add to calendar: booking ${reference}`,
  transferVoucherOf: (id: number) => `Voucher (PDF) of transfer T-${id}`,
  failed: 'We could not get this document just now. Please try again in a moment.',
} as const;
