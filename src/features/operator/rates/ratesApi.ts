import type { CallOptions } from '@/app/baseQuery';
import type { Envelope } from '@/contract/wire/envelope';
import type { OperatorRates, RatesChange } from '@/contract/wire/rates';
import { operatorApi } from '../operatorApi';

/** Every operator call carries the staff token, never the visitor's (decision 017). */
const staff: CallOptions = { staff: true };
const BASE = 'operator/rates';

const withTags = operatorApi.enhanceEndpoints({ addTagTypes: ['Rates'] });

/** The exchange rates the website approximates amounts with (API.md, "Since round 3"). */
export const operatorRatesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getOperatorRates: build.query<OperatorRates, void>({
      query: () => BASE,
      transformResponse: (answer: Envelope<OperatorRates>) => answer.data,
      providesTags: ['Rates'],
      extraOptions: staff,
    }),
    saveRates: build.mutation<Envelope<OperatorRates>, RatesChange>({
      query: (body) => ({ url: BASE, method: 'PUT', body }),
      invalidatesTags: ['Rates', 'Audit'],
      extraOptions: staff,
    }),
  }),
});

export const { useGetOperatorRatesQuery, useSaveRatesMutation } = operatorRatesApi;
