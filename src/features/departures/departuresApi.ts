import { api } from '../../app/api';
import type { CalendarDay, Departure } from '@/contract/wire/departures';
import type { Envelope } from '@/contract/wire/envelope';

const unwrap = <T>(answer: Envelope<T>) => answer.data;

/** Seats change as visitors book: an answer nobody shows is not kept long. */
const SEATS_KEPT_SECONDS = 30;

/** An excursion's days and start times, public (API.md, "Since round 3"). */
export const departuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each day's status from `from` to `to` (at most CALENDAR_MAX_DAYS days). */
    getExcursionCalendar: build.query<
      CalendarDay[],
      { excursionId: number; from: string; to: string }
    >({
      query: ({ excursionId, from, to }) => ({
        url: `excursions/${excursionId}/calendar`,
        params: { from, to },
      }),
      transformResponse: unwrap<CalendarDay[]>,
      keepUnusedDataFor: SEATS_KEPT_SECONDS,
    }),
    /** The start times of one day, with the seats left. */
    getExcursionDepartures: build.query<Departure[], { excursionId: number; date: string }>({
      query: ({ excursionId, date }) => ({
        url: `excursions/${excursionId}/departures`,
        params: { date },
      }),
      transformResponse: unwrap<Departure[]>,
      keepUnusedDataFor: SEATS_KEPT_SECONDS,
    }),
  }),
});

export const { useGetExcursionCalendarQuery, useGetExcursionDeparturesQuery } = departuresApi;
