import type { CallOptions } from '@/app/baseQuery';
import type { CheckInBooking } from '@/contract/wire/checkIn';
import type { Envelope } from '@/contract/wire/envelope';
import { operatorApi } from '../operatorApi';

/** Every operator call carries the staff token, never the visitor's (decision 017). */
const staff: CallOptions = { staff: true };
const BASE = 'operator';

const withTags = operatorApi.enhanceEndpoints({ addTagTypes: ['CheckIn', 'Manifests'] });

/** Check-in at the meeting point (API.md, "Since round 3", Travel documents). */
export const checkInApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getCheckIn: build.query<CheckInBooking, string>({
      query: (token) => `${BASE}/check-in/${encodeURIComponent(token)}`,
      transformResponse: (answer: Envelope<CheckInBooking>) => answer.data,
      providesTags: (_result, _error, token) => [{ type: 'CheckIn', id: token }],
      extraOptions: staff,
    }),
    /** Today's departures of the booking: 409 with who and when if someone was first. */
    checkIn: build.mutation<Envelope<CheckInBooking>, string>({
      query: (token) => ({
        url: `${BASE}/check-in/${encodeURIComponent(token)}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, token) => [
        { type: 'CheckIn', id: token },
        'Manifests',
        'Audit',
      ],
      extraOptions: staff,
    }),
  }),
});

export const { useGetCheckInQuery, useCheckInMutation } = checkInApi;
