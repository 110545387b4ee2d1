/** The console's words for checking a party in at the meeting point. */
export const CHECK_IN_TEXTS = {
  title: 'Check-in',
  loading: 'Finding the booking…',
  failed: 'We could not load this booking. Check the signal and try again.',
  checkIn: 'Check in',
  checkingIn: 'Checking in…',
  today: 'Today',
  call: (phone: string) => `Call ${phone}`,
  whatsApp: 'WhatsApp',
  paid: (status: string, total: string) => `${status} · total ${total}`,
  checkedIn: (name: string, time: string) => `Checked in by ${name} at ${time}`,
  formerStaff: 'a former member of staff',
  notCheckedIn: 'Not checked in',
  refusedTitle: 'Do not check in',
} as const;
