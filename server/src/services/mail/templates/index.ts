export { passwordResetCodeMail, signUpAttemptMail, verificationCodeMail } from './codes';
export { bookingConfirmationMail } from './bookings';
export { transferConfirmationMail } from './transfers';
export { enquiryAcknowledgementMail, enquiryNoticeMail } from './enquiries';
export { STAFF_INVITE_LIFETIME_HOURS, staffInvitationMail, staffSignInCodeMail } from './staff';
export {
  bookingCancelledMail,
  bookingCompletedMail,
  bookingQuoteMail,
  transferCancelledMail,
  transferCompletedMail,
} from './statusChanges';
export { newBookingNotice, newTransferNotice } from './operatorNotices';
export { enquiryReplyMail } from './enquiryReply';
export {
  departureBookingMail,
  departureBookingNotice,
  departureCancelledMail,
  peopleOf,
} from './departures';
export { departureCancelledByStaffMail } from './departureChanges';
export { balanceReminderMail, methodLabel, paymentReceiptMail, refundMail } from './payments';
