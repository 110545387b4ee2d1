import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '@/app/api';
import { keyedPost, STAFF_SESSION_ENDED, type CallOptions } from '@/app/baseQuery';
import type { SubmitKey } from '@/components/form/useSubmitOnce';
import { runtimeConfig } from '@/config/runtime';
import type { Envelope, MessageAnswer, Paged } from '@/contract/wire/envelope';
import type {
  AuditEntry,
  BookingsQuery,
  EnquiriesQuery,
  OperatorSummary,
  ReviewKind,
  ReviewsQuery,
  StaffBooking,
  StaffBookingDetails,
  StaffEnquiry,
  StaffReview,
  StaffTransfer,
  TransfersQuery,
} from '@/contract/wire/operator';
import type {
  ExcursionInput,
  StaffExcursion,
  StaffExcursionsQuery,
  UploadedPhoto,
} from '@/contract/wire/operatorCatalog';
import type {
  DestinationInput,
  StaffDestination,
  StaffDestinationsQuery,
} from '@/contract/wire/operatorDestinations';
import type {
  ProgrammesInput,
  SpecialPageInput,
  StaffProgrammes,
  StaffSpecialPage,
} from '@/contract/wire/operatorProgrammes';
import type {
  AcceptInviteRequest,
  StaffCodeRequest,
  StaffSession,
  StaffSignInRequest,
  StaffSignInStep,
} from '@/contract/wire/staff';
import { takeUpload } from './photos/photoUploads';

/** Every operator call carries the staff token, never the visitor's (decision 017). */
const staff: CallOptions = { staff: true };
const BASE = 'operator';

const withTags = api.enhanceEndpoints({
  addTagTypes: [
    'OperatorSummary',
    'StaffBookings',
    'StaffTransfers',
    'StaffEnquiries',
    'StaffReviews',
    'Audit',
    'StaffExcursions',
    'StaffDestinations',
    'StaffProgrammes',
  ],
});

const staffToken = (state: unknown) =>
  (state as { staffSession?: { token: string | null } }).staffSession?.token ?? null;

/**
 * Sends one held file as the multipart form of `POST operator/images` through XMLHttpRequest,
 * the one browser call that tells how much of a body has left: the same base and staff token as
 * every operator call, and a 401 ends the staff session as the base query does.
 */
function sendPhoto(
  key: string,
  getState: () => unknown,
  dispatch: (action: { type: string }) => unknown,
): Promise<{ data: Envelope<UploadedPhoto> } | { error: FetchBaseQueryError }> {
  const upload = takeUpload(key);
  if (!upload) return Promise.resolve({ error: { status: 'CUSTOM_ERROR', error: 'No file' } });
  const token = staffToken(getState());
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${runtimeConfig.apiBase}${BASE}/images`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        upload.onProgress(1);
        resolve({ data: body as Envelope<UploadedPhoto> });
        return;
      }
      if (request.status === 401 && token && staffToken(getState()) === token) {
        dispatch({ type: STAFF_SESSION_ENDED });
      }
      resolve({ error: { status: request.status, data: body } });
    };
    request.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } });
    const form = new FormData();
    form.append('file', upload.file, upload.file.name);
    request.send(form);
  });
}

/** A change refreshes its list, the summary and the audit. */
const changed = <T extends string>(tag: T) => [tag, 'OperatorSummary', 'Audit'] as const;

export const operatorApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    acceptInvite: build.mutation<MessageAnswer, AcceptInviteRequest>({
      query: (body) => ({ url: `${BASE}/accept-invite`, method: 'POST', body }),
      extraOptions: staff,
    }),
    staffSignIn: build.mutation<Envelope<StaffSignInStep>, StaffSignInRequest>({
      query: (body) => ({ url: `${BASE}/sign-in`, method: 'POST', body }),
      extraOptions: staff,
    }),
    staffSignInCode: build.mutation<Envelope<StaffSession>, StaffCodeRequest>({
      query: (body) => ({ url: `${BASE}/sign-in/code`, method: 'POST', body }),
      extraOptions: staff,
    }),
    staffLogout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: `${BASE}/logout`, method: 'POST' }),
      extraOptions: staff,
    }),
    getSummary: build.query<OperatorSummary, void>({
      query: () => `${BASE}/summary`,
      transformResponse: (answer: Envelope<OperatorSummary>) => answer.data,
      providesTags: ['OperatorSummary'],
      extraOptions: staff,
    }),
    getAudit: build.query<Paged<AuditEntry>, { pageIndex: number }>({
      query: (params) => ({ url: `${BASE}/audit`, params }),
      transformResponse: (answer: Envelope<Paged<AuditEntry>>) => answer.data,
      providesTags: ['Audit'],
      extraOptions: staff,
    }),
    getStaffBookings: build.query<Paged<StaffBooking>, BookingsQuery>({
      query: (params) => ({ url: `${BASE}/bookings`, params }),
      transformResponse: (answer: Envelope<Paged<StaffBooking>>) => answer.data,
      providesTags: ['StaffBookings'],
      extraOptions: staff,
    }),
    getStaffBooking: build.query<StaffBookingDetails, number>({
      query: (id) => `${BASE}/bookings/${id}`,
      transformResponse: (answer: Envelope<StaffBookingDetails>) => answer.data,
      providesTags: ['StaffBookings'],
      extraOptions: staff,
    }),
    changeBooking: build.mutation<
      MessageAnswer,
      {
        id: number;
        action: 'quote' | 'paid' | 'complete' | 'cancel';
        totalPrice?: number;
        reason?: string;
      }
    >({
      query: ({ id, action, ...body }) => ({
        url: `${BASE}/bookings/${id}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: changed('StaffBookings'),
      extraOptions: staff,
    }),
    getStaffTransfers: build.query<Paged<StaffTransfer>, TransfersQuery>({
      query: (params) => ({ url: `${BASE}/transfers`, params }),
      transformResponse: (answer: Envelope<Paged<StaffTransfer>>) => answer.data,
      providesTags: ['StaffTransfers'],
      extraOptions: staff,
    }),
    changeTransfer: build.mutation<
      MessageAnswer,
      { id: number; action: 'complete' | 'cancel'; reason?: string }
    >({
      query: ({ id, action, ...body }) => ({
        url: `${BASE}/transfers/${id}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: changed('StaffTransfers'),
      extraOptions: staff,
    }),
    getStaffEnquiries: build.query<Paged<StaffEnquiry>, EnquiriesQuery>({
      query: (params) => ({ url: `${BASE}/enquiries`, params }),
      transformResponse: (answer: Envelope<Paged<StaffEnquiry>>) => answer.data,
      providesTags: ['StaffEnquiries'],
      extraOptions: staff,
    }),
    changeEnquiry: build.mutation<
      MessageAnswer,
      { id: number; action: 'reply' | 'close'; message?: string }
    >({
      query: ({ id, action, ...body }) => ({
        url: `${BASE}/enquiries/${id}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: changed('StaffEnquiries'),
      extraOptions: staff,
    }),
    getStaffReviews: build.query<Paged<StaffReview>, ReviewsQuery>({
      query: (params) => ({ url: `${BASE}/reviews`, params }),
      transformResponse: (answer: Envelope<Paged<StaffReview>>) => answer.data,
      providesTags: ['StaffReviews'],
      extraOptions: staff,
    }),
    moderateReview: build.mutation<
      MessageAnswer,
      { kind: ReviewKind; id: number; action: 'approve' | 'reject' }
    >({
      query: ({ kind, id, action }) => ({
        url: `${BASE}/reviews/${kind}/${id}/${action}`,
        method: 'POST',
      }),
      invalidatesTags: changed('StaffReviews'),
      extraOptions: staff,
    }),
    getStaffExcursions: build.query<Paged<StaffExcursion>, StaffExcursionsQuery>({
      query: (params) => ({ url: `${BASE}/excursions`, params }),
      transformResponse: (answer: Envelope<Paged<StaffExcursion>>) => answer.data,
      providesTags: ['StaffExcursions'],
      extraOptions: staff,
    }),
    getStaffExcursion: build.query<StaffExcursion, number>({
      query: (id) => `${BASE}/excursions/${id}`,
      transformResponse: (answer: Envelope<StaffExcursion>) => answer.data,
      providesTags: ['StaffExcursions'],
      extraOptions: staff,
    }),
    /** A new excursion (without an id) or an edit; the answer is the stored excursion. */
    saveExcursion: build.mutation<
      Envelope<StaffExcursion>,
      { id?: number; excursion: ExcursionInput; key: SubmitKey }
    >({
      query: ({ id, excursion, key }) =>
        id === undefined
          ? keyedPost(`${BASE}/excursions`, { body: excursion, key })
          : { url: `${BASE}/excursions/${id}`, method: 'PUT', body: excursion },
      invalidatesTags: changed('StaffExcursions'),
      extraOptions: staff,
    }),
    /** One photo, held by `holdUpload` under the key the call carries; progress goes to its holder. */
    uploadPhoto: build.mutation<Envelope<UploadedPhoto>, string>({
      queryFn: (key, { getState, dispatch }) => sendPhoto(key, getState, dispatch),
      invalidatesTags: ['Audit'],
    }),
    publishExcursion: build.mutation<MessageAnswer, { id: number; published: boolean }>({
      query: ({ id, published }) => ({
        url: `${BASE}/excursions/${id}/${published ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      invalidatesTags: changed('StaffExcursions'),
      extraOptions: staff,
    }),
    getStaffDestinations: build.query<Paged<StaffDestination>, StaffDestinationsQuery>({
      query: (params) => ({ url: `${BASE}/destinations`, params }),
      transformResponse: (answer: Envelope<Paged<StaffDestination>>) => answer.data,
      providesTags: ['StaffDestinations'],
      extraOptions: staff,
    }),
    getStaffDestination: build.query<StaffDestination, number>({
      query: (id) => `${BASE}/destinations/${id}`,
      transformResponse: (answer: Envelope<StaffDestination>) => answer.data,
      providesTags: ['StaffDestinations'],
      extraOptions: staff,
    }),
    /** A new destination (without an id) or an edit; the answer is the stored destination. */
    saveDestination: build.mutation<
      Envelope<StaffDestination>,
      { id?: number; destination: DestinationInput; key: SubmitKey }
    >({
      query: ({ id, destination, key }) =>
        id === undefined
          ? keyedPost(`${BASE}/destinations`, { body: destination, key })
          : { url: `${BASE}/destinations/${id}`, method: 'PUT', body: destination },
      invalidatesTags: changed('StaffDestinations'),
      extraOptions: staff,
    }),
    /** Unpublishing with its published excursions takes them off the site too. */
    publishDestination: build.mutation<
      MessageAnswer,
      { id: number; published: boolean; withExcursions?: boolean }
    >({
      query: ({ id, published, withExcursions }) => ({
        url: `${BASE}/destinations/${id}/${published ? 'publish' : 'unpublish'}`,
        method: 'POST',
        body: withExcursions ? { excursions: 'unpublish' } : {},
      }),
      invalidatesTags: [...changed('StaffDestinations'), 'StaffExcursions'],
      extraOptions: staff,
    }),
    getStaffProgrammes: build.query<StaffProgrammes, void>({
      query: () => `${BASE}/programmes`,
      transformResponse: (answer: Envelope<StaffProgrammes>) => answer.data,
      providesTags: ['StaffProgrammes'],
      extraOptions: staff,
    }),
    /** The whole programme again: the countries in order, each with its excursions. */
    saveProgrammes: build.mutation<Envelope<StaffProgrammes>, ProgrammesInput>({
      query: (body) => ({ url: `${BASE}/programmes`, method: 'PUT', body }),
      invalidatesTags: changed('StaffProgrammes'),
      extraOptions: staff,
    }),
    /** Another category's page: services text and picture, country entries, itineraries. */
    getStaffSpecialPage: build.query<StaffSpecialPage, string>({
      query: (category) => `${BASE}/programmes/${encodeURIComponent(category)}`,
      transformResponse: (answer: Envelope<StaffSpecialPage>) => answer.data,
      providesTags: ['StaffProgrammes'],
      extraOptions: staff,
    }),
    /** Another category's page again, whole. */
    saveSpecialPage: build.mutation<
      Envelope<StaffSpecialPage>,
      { category: string; page: SpecialPageInput }
    >({
      query: ({ category, page }) => ({
        url: `${BASE}/programmes/${encodeURIComponent(category)}`,
        method: 'PUT',
        body: page,
      }),
      invalidatesTags: changed('StaffProgrammes'),
      extraOptions: staff,
    }),
  }),
});

export const {
  useAcceptInviteMutation,
  useStaffSignInMutation,
  useStaffSignInCodeMutation,
  useStaffLogoutMutation,
  useGetSummaryQuery,
  useGetAuditQuery,
  useGetStaffBookingsQuery,
  useGetStaffBookingQuery,
  useChangeBookingMutation,
  useGetStaffTransfersQuery,
  useChangeTransferMutation,
  useGetStaffEnquiriesQuery,
  useChangeEnquiryMutation,
  useGetStaffReviewsQuery,
  useModerateReviewMutation,
  useGetStaffExcursionsQuery,
  useGetStaffExcursionQuery,
  useSaveExcursionMutation,
  usePublishExcursionMutation,
  useGetStaffDestinationsQuery,
  useGetStaffDestinationQuery,
  useSaveDestinationMutation,
  usePublishDestinationMutation,
  useGetStaffProgrammesQuery,
  useGetStaffSpecialPageQuery,
  useSaveSpecialPageMutation,
  useSaveProgrammesMutation,
  useUploadPhotoMutation,
} = operatorApi;
