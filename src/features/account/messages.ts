import { defineMessages } from '@/i18n';

/** Login, sign-up, e-mail verification and forgot password: the pages and their forms. */
export const authMessages = defineMessages('account', {
  // The pages
  loginWelcome: 'Welcome back',
  loginWelcomeLine: 'Sign in to book excursions and transfers across West Africa.',
  loginLead: 'Sign in with the e-mail address and password of your account.',
  signupWelcome: 'Welcome to West Africa Tours',
  signupWelcomeLine: 'Create an account to book excursions and transfers from The Gambia to Ghana.',
  signupLead: 'Fields marked with * are required.',
  forgotWelcome: 'Back on the road in a minute',
  forgotWelcomeLine: 'We will e-mail you a code to choose a new password.',
  forgotLead: 'Enter the e-mail address of your account; we will send you a verification code.',

  // The links under the forms
  accountPages: 'Account pages',
  forgotPasswordLink: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  backToHome: 'Back to home',
  haveAccount: 'Already have an account?',
  rememberedPassword: 'Remembered your password?',
  loginLink: 'Login',

  // The fields
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  countryOfResidence: 'Country of residence',
  selectCountry: 'Select your country',
  otherCountry: 'Other',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  verificationCode: 'Verification code',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  passwordHint: 'At least 8 characters: letters, digits and @$!%*?& only.',
  passwordRequirements: 'Password requirements',
  checkUppercase: 'One uppercase letter',
  checkLowercase: 'One lowercase letter',
  checkNumber: 'One number',
  checkSpecial: 'One special character ({characters})',
  checkMet: '(met)',
  checkNotMet: '(not met)',
  newsletterChoice: 'Send me the newsletter with offers and travel news',
  termsBefore: 'I agree to the',
  termsLink: 'terms and conditions',
  whatsAppChoice: 'My phone number is on WhatsApp',
  signupPrivacy: 'We use your details to confirm your bookings and reach you about your trip.',

  // The buttons
  continue: 'Continue',
  sendCode: 'Send Verification Code',
  resetPassword: 'Reset Password',
  backToEmail: 'Back to Email',
  verifyEmailNotice: 'Verify email',

  // Forgot password's steps
  stepEmail: 'Your email',
  stepNewPassword: 'New password',

  // The verification modal
  verifyTitle: 'Verify your email',
  codeSentTo: 'We sent a 6-digit code to {email}. Enter it below to verify your email.',
  verifyButton: 'Verify Email',
  close: 'Close',
  resendCode: 'Resend code',
  resendCodeIn: 'Resend code in {seconds}s',
});

/** My Profile: its tabs, the visitor's details, bookings and transfers. */
export const profileMessages = defineMessages('profile', {
  logout: 'Logout',
  tabsLabel: 'Your account',
  profileTab: 'Profile',
  profileHeading: 'Your details',
  bookingsTab: 'My Bookings',
  bookingsHeading: 'My Bookings',
  transfersTab: 'Transfers',
  transfersHeading: 'My Transfers',
  detailsFailed: 'Your details cannot be shown right now. Please try again later.',
  bookingsFailed: 'Your bookings cannot be shown right now. Please try again later.',
  transfersFailed: 'Your transfers cannot be shown right now. Please try again later.',

  // Your details
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  whatsApp: 'WhatsApp',
  newsletter: 'Newsletter',
  notGiven: 'Not given',
  subscribed: 'Subscribed',
  notSubscribed: 'Not subscribed',
  yes: 'Yes',
  no: 'No',

  // Statuses
  completed: 'Completed',
  cancelled: 'Cancelled',
  pending: 'Pending',
  paid: 'Paid',
  onHold: 'On hold',
  awaitingConfirmation: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  expired: 'Expired',

  // A booking
  booking: 'Booking {reference}',
  excursions: 'Excursions',
  departures: 'Departures',
  total: 'Total',
  status: 'Status',
  payment: 'Payment',
  amountPaid: 'Amount paid',
  amountDue: 'Amount due',
  paymentPending: 'A payment is being confirmed.',

  // Paying a booking
  pay: 'Pay',
  payBooking: 'Pay booking {reference}',
  payLoading: 'Loading the payment step...',
  close: 'Close',

  // Cancelling a booking
  cancel: 'Cancel',
  cancelBookingLabel: 'Cancel booking {reference}',
  cancelTitle: 'Cancel booking {reference}?',
  cancelChecking: 'Checking what you would be refunded...',
  refund: 'You will be refunded {percent}% ({amount}).',
  noRefund: 'This booking is no longer refundable.',
  quoteFailed: 'We cannot tell your refund right now. Please try again later.',
  cancelFailed: 'Your booking could not be cancelled. Please try again later.',
  keepBooking: 'Keep booking',
  confirmCancel: 'Cancel booking',
  cancelling: 'Cancelling...',
  cancelDone: 'Booking {reference} is cancelled. We have sent the details to your e-mail address.',

  // A transfer
  date: 'Date',
  time: 'Time',
  flight: 'Flight',
  landsAt: 'Lands at',
  notes: 'Notes',
  capacity: 'Capacity',
  roundTrip: 'Round trip',
  passengers: '{count, plural, one {# passenger} other {# passengers}}',

  // Travel documents
  voucher: 'Voucher (PDF)',
  calendar: 'Add to calendar',
  voucherOf: 'Voucher (PDF) of booking {reference}',
  calendarOf: 'Add to calendar: booking {reference}',
  transferVoucherOf: 'Voucher (PDF) of transfer T-{id}',
  documentFailed: 'We could not get this document just now. Please try again in a moment.',
});
