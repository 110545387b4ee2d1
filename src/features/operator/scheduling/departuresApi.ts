import type { CallOptions } from '@/app/baseQuery';
import type {
  DepartureChange,
  ExcursionPricing,
  ManifestRow,
  OperatorDeparture,
  OperatorDeparturesQuery,
  PricingInput,
  Schedule,
} from '@/contract/wire/departures';
import type { Envelope, MessageAnswer } from '@/contract/wire/envelope';
import { operatorApi } from '../operatorApi';

/** Every operator call carries the staff token, never the visitor's (decision 017). */
const staff: CallOptions = { staff: true };
const BASE = 'operator';

const withTags = operatorApi.enhanceEndpoints({
  addTagTypes: ['ExcursionPricing', 'ExcursionSchedule', 'Departures', 'Manifests'],
});

/** What a change to seats or bookings makes stale: the lists, the summary and the audit. */
const SEATS_CHANGED = [
  'Departures',
  'Manifests',
  'StaffBookings',
  'OperatorSummary',
  'Audit',
] as const;

/** The booking engine's operator calls (API.md, "Since round 3", Operator). */
export const departuresApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getPricing: build.query<ExcursionPricing, number>({
      query: (id) => `${BASE}/excursions/${id}/pricing`,
      transformResponse: (answer: Envelope<ExcursionPricing>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'ExcursionPricing', id }],
      extraOptions: staff,
    }),
    savePricing: build.mutation<Envelope<ExcursionPricing>, { id: number; pricing: PricingInput }>({
      query: ({ id, pricing }) => ({
        url: `${BASE}/excursions/${id}/pricing`,
        method: 'PUT',
        body: pricing,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ExcursionPricing', id },
        'StaffExcursions',
        'Audit',
      ],
      extraOptions: staff,
    }),
    getSchedule: build.query<Schedule, number>({
      query: (id) => `${BASE}/excursions/${id}/schedule`,
      transformResponse: (answer: Envelope<Schedule>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'ExcursionSchedule', id }],
      extraOptions: staff,
    }),
    /** Lays the excursion's departures out again: the departures lists are stale. */
    saveSchedule: build.mutation<Envelope<Schedule>, { id: number; schedule: Schedule }>({
      query: ({ id, schedule }) => ({
        url: `${BASE}/excursions/${id}/schedule`,
        method: 'PUT',
        body: schedule,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ExcursionSchedule', id },
        'Departures',
        'OperatorSummary',
        'Audit',
      ],
      extraOptions: staff,
    }),
    getDepartures: build.query<OperatorDeparture[], OperatorDeparturesQuery>({
      query: (params) => ({ url: `${BASE}/departures`, params }),
      transformResponse: (answer: Envelope<OperatorDeparture[]>) => answer.data,
      providesTags: ['Departures'],
      extraOptions: staff,
    }),
    /** A new capacity, or closed / opened again (with its bookings cancelled when told). */
    changeDeparture: build.mutation<MessageAnswer, { id: number; change: DepartureChange }>({
      query: ({ id, change }) => ({ url: `${BASE}/departures/${id}`, method: 'PUT', body: change }),
      invalidatesTags: [...SEATS_CHANGED],
      extraOptions: staff,
    }),
    getManifest: build.query<ManifestRow[], number>({
      query: (id) => `${BASE}/departures/${id}/manifest`,
      transformResponse: (answer: Envelope<ManifestRow[]>) => answer.data,
      providesTags: ['Manifests'],
      extraOptions: staff,
    }),
    /** A `requested` booking of departures becomes `confirmed`. */
    confirmBooking: build.mutation<MessageAnswer, number>({
      query: (id) => ({ url: `${BASE}/bookings/${id}/confirm`, method: 'POST' }),
      invalidatesTags: [...SEATS_CHANGED],
      extraOptions: staff,
    }),
  }),
});

export const {
  useGetPricingQuery,
  useSavePricingMutation,
  useGetScheduleQuery,
  useSaveScheduleMutation,
  useGetDeparturesQuery,
  useChangeDepartureMutation,
  useGetManifestQuery,
  useConfirmBookingMutation,
} = departuresApi;
