import { runtimeConfig } from '../config/runtime';
import { createApi, tagTypes } from './createApi';
import { createBaseQuery } from './baseQuery';
import { serverStateIn } from './serverState';

/**
 * The transport API base: the transfers. A module of its own so that the browser sets it up in a
 * task apart from the main API's (decision 050).
 */
export const transportApi = createApi({
  reducerPath: 'transportApi',
  baseQuery: createBaseQuery(runtimeConfig.transportBase),
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo: serverStateIn,
});
