export { passwordResetCodeMail, verificationCodeMail } from './codes';
export { bookingConfirmationMail } from './bookings';
export { transferConfirmationMail } from './transfers';
export { enquiryAcknowledgementMail, enquiryNoticeMail } from './enquiries';
