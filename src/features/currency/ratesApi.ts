import { api } from '../../app/api';
import type { Envelope } from '@/contract/wire/envelope';
import type { Rates } from '@/contract/wire/rates';

/** The server caches the rates for a minute; a visitor's page keeps them as long as it is open. */
const RATES_KEPT_SECONDS = 60 * 60;

/** The operator's exchange rates (API.md, "Since round 3"), public. */
export const ratesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<Rates, void>({
      query: () => 'rates',
      transformResponse: (answer: Envelope<Rates>) => answer.data,
      extraOptions: { anonymous: true },
      keepUnusedDataFor: RATES_KEPT_SECONDS,
    }),
  }),
});

export const { useGetRatesQuery } = ratesApi;
