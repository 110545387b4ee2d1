import { http, HttpResponse } from 'msw';
import type {
  ExcursionPricing,
  ManifestRow,
  OperatorDeparture,
  Schedule,
} from '@/contract/wire/departures';
import type { Envelope } from '@/contract/wire/envelope';
import type { StaffExcursion } from '@/contract/wire/operatorCatalog';
import { OPERATOR } from './fixtures';

/** A stored excursion of the console, priced and scheduled. */
export const staffExcursion = (over: Partial<StaffExcursion> = {}): StaffExcursion => ({
  id: 41,
  _id: '41',
  name: 'Kunta Kinteh Island',
  description: 'A boat up the river to the island of the slave trade.',
  coverImageUrl: '/home/images/excursions/kunta-kinteh.jpg',
  gallery: [],
  rating: 5,
  countryName: 'The Gambia',
  location: 'Albreda',
  latitude: 13.33,
  longitude: -16.36,
  duration: 1,
  durationHours: 8,
  numberOfPeople: 2,
  food: true,
  drinks: true,
  tourStartDate: '2026-12-01',
  max: 12,
  destinationId: 3,
  excursionTypeId: 2,
  published: true,
  specialOffer: false,
  specialOfferOrder: 0,
  ...over,
});

export const pricing = (over: Partial<ExcursionPricing> = {}): ExcursionPricing => ({
  onRequest: false,
  currency: 'USD',
  fromPrice: 65,
  units: [
    { unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 65 },
    { unit: 'child', label: 'Child', minAge: 4, maxAge: 11, price: 32.5 },
  ],
  ...over,
});

export const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  instantConfirmation: true,
  cutoffHours: 12,
  minPerBooking: 1,
  maxPerBooking: 8,
  cancellationPolicy: [{ hoursBefore: 24, refundPercent: 100 }],
  rules: [
    {
      from: '2026-12-01',
      to: '2027-04-30',
      weekdays: [2, 5],
      times: ['09:00'],
      capacity: 12,
    },
  ],
  closures: ['2026-12-25'],
  ...over,
});

export const departure = (over: Partial<OperatorDeparture> = {}): OperatorDeparture => ({
  id: 501,
  excursionId: 41,
  excursionName: 'Kunta Kinteh Island',
  date: '2026-12-04',
  time: '09:00',
  capacity: 12,
  booked: 5,
  held: 2,
  status: 'LIMITED',
  closed: false,
  ...over,
});

export const manifestRow = (over: Partial<ManifestRow> = {}): ManifestRow => ({
  bookingId: 7,
  generatedBookingId: 'WAT-20261124-0007',
  name: 'Awa Jallow',
  email: 'awa@example.com',
  phone: '+220 701 2345',
  isWhatsAppUser: true,
  units: { adult: 2, child: 1, infant: 0 },
  status: 'confirmed',
  checkedInAt: null,
  ...over,
});

/** The excursion's own page answer, for the prices and schedule pages' heading. */
export const staffExcursionHandler = http.get(`${OPERATOR}/excursions/41`, () =>
  HttpResponse.json({ success: true, data: staffExcursion() } satisfies Envelope<StaffExcursion>),
);
