import { http, HttpResponse } from 'msw';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import type {
  OperatorSummary,
  StaffBookingDetails,
  StaffEnquiry,
  StaffReview,
  StaffTransfer,
} from '@/contract/wire/operator';
import type { StaffSession } from '@/contract/wire/staff';
import { STAFF_STORAGE_KEY } from '@/features/operator/session/installStaffSession';
import { API } from '../support/server';

export const OPERATOR = `${API}/operator`;

export const staffSession: StaffSession = {
  accessToken: 'staff-token-1',
  name: 'Fatou Ceesay',
  email: 'fatou@westafricatours.example',
  expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
};

/** A member of staff signed in earlier in this browser: the console finds the stored session. */
export function storeStaffSession(session: StaffSession = staffSession) {
  const { accessToken, name, email, expiresAt } = session;
  localStorage.setItem(
    STAFF_STORAGE_KEY,
    JSON.stringify({ token: accessToken, name, email, expiresAt }),
  );
}

export const paged = <T>(results: T[]): Envelope<Paged<T>> => ({
  success: true,
  data: { results, pageIndex: 1, pageSize: 20, totalCount: results.length, totalPages: 1 },
});

export const summary: OperatorSummary = {
  newBookings: 3,
  transfersSoon: 2,
  openEnquiries: 4,
  reviewsWaiting: 1,
};

export const booking = (over: Partial<StaffBookingDetails> = {}): StaffBookingDetails => ({
  id: 7,
  generatedBookingId: 'WAT-20261124-0007',
  status: 'pending',
  customerName: 'Awa Jallow',
  customerEmail: 'awa@example.com',
  customerPhone: '+220 7012345',
  isWhatsAppUser: true,
  excursions: [{ id: 1, name: 'Kunta Kinteh Island', tourStartDate: '2026-12-10' }],
  totalPrice: 0,
  paymentStatus: 'Pending',
  isCompleted: false,
  isCancelled: false,
  cancelReason: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  history: [
    { at: '2026-11-24T09:00:00.000Z', by: 'customer', action: 'created', detail: 'Booked' },
  ],
  ...over,
});

export const transfer = (over: Partial<StaffTransfer> = {}): StaffTransfer => ({
  id: 11,
  pickupLocation: 'Banjul International Airport',
  dropLocation: 'Kololi',
  pickupDate: '2026-11-25',
  pickupTime: '09:30:00',
  capacity: 3,
  isRoundTrip: false,
  flightNumber: null,
  arrivalTime: null,
  notes: null,
  status: 'Pending',
  cancelReason: null,
  customerName: 'Lamin Touray',
  customerEmail: 'lamin@example.com',
  customerPhone: '+220 3012345',
  isWhatsAppUser: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

export const enquiry = (over: Partial<StaffEnquiry> = {}): StaffEnquiry => ({
  id: 5,
  status: 'open',
  firstName: 'Isatou',
  lastName: 'Njie',
  email: 'isatou@example.com',
  phoneNumber: '7012345',
  countryCode: '+220',
  country: 'The Gambia',
  isWhatsAppUser: false,
  newsLetterSubscription: false,
  message: 'Do you run trips to Kunta Kinteh Island in December?',
  createdAt: '2026-11-23T10:00:00.000Z',
  replies: [],
  ...over,
});

export const review = (over: Partial<StaffReview> = {}): StaffReview => ({
  id: 3,
  kind: 'excursion',
  status: 'pending',
  subjectId: 1,
  subjectName: 'Kunta Kinteh Island',
  name: 'Ousman',
  email: null,
  message: 'A wonderful day on the river.',
  rating: 5,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

/** The Authorization header of every operator call the console made, in order. */
export function recordAuthorization() {
  const seen: Array<string | null> = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(request.headers.get('Authorization'));
    return undefined;
  };
  return { seen, handler: http.all(`${OPERATOR}/*`, record) };
}

export const summaryHandler = http.get(`${OPERATOR}/summary`, () =>
  HttpResponse.json({ success: true, data: summary } satisfies Envelope<OperatorSummary>),
);
