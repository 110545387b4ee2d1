/**
 * The website's sentences of docs/product.md, Messages (the error catalogue) and the fixed texts of
 * sections 4 and 5, word for word. Screens import them from here and nowhere else, except the
 * catalog's screens, which import the catalog's own part (`CATALOG_MESSAGES`).
 */
import { defineMessages } from '@/i18n';

export const MESSAGES = defineMessages('messages', {
  // Cart and bookings
  cartEmpty: 'Your cart is empty',
  loginToBookExcursion: 'Please login to book this excursion',
  loginToBookCart: 'Please login to book excursions',
  bookingSuccess: 'Booking successful!',
  bookingFailed: 'Booking failed',
  bookingException: 'Failed to process booking',

  // Reviews and enquiries
  reviewNoSuccessFlag: 'Something went wrong with your post',
  submitFailed: 'Failed to submit',
  enquirySuccess: 'Submitted Successfully',
  destinationReviewSuccess: 'Review created successfully!',
  destinationReviewFailed: 'Failed to create review',

  // Sign-in
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  loginException: 'Login failed. Please try again.',
  invalidCredentialsLine: 'Invalid login credentials',

  // Sign-up and e-mail verification
  signupSuccess: 'Account created! Please verify your email.',
  signupFailed: 'Signup failed',
  signupIncomplete: 'Please fill all required fields correctly',
  passwordMustMeetRequirements: 'Password must meet all requirements',
  verifySuccess: 'Email verified successfully!',
  verifyFailed: 'Verification failed. Please try again.',
  accountVerified: 'Account verified successfully!',
  invalidOtp: 'Please enter a valid 6-digit OTP code',
  resendSuccess: 'OTP sent successfully!',
  resendFailed: 'Failed to resend OTP. Please try again.',

  // Forgot and reset password
  forgotSuccess: 'OTP sent to your email!',
  forgotFailed: 'Failed to send OTP',
  invalidEmail: 'Please enter a valid email address',
  resetSuccess: 'Password reset successfully!',
  resetFailed: 'Failed to reset password',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordDoesNotMeetRequirements: 'Password does not meet requirements',

  // Transfers
  transferSuccess: 'Transfer booked successfully!',
  transferFailed: 'Failed to book transfer',
  transferLoginRequired: 'Please log in to book a transfer',
  transferIncomplete: 'Please fill in all required fields correctly',
  pickupLocationRequired: 'Pickup location is required',
  dropLocationRequired: 'Drop location is required',
  pickupDateRequired: 'Pickup date is required',
  pickupTimeRequired: 'Pickup time is required',
  capacityPositive: 'Capacity must be greater than 0',

  // Profile
  noBookings: 'No bookings found',
  noTransfers: 'No transfers found',
  loading: 'Loading...',

  // Other screens
  pageNotFound: 'Page not found',
  backToHome: 'Back To Home',
  launched: 'Launched!',
});

export type MessageKey = keyof typeof MESSAGES;
