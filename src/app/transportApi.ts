import { runtimeConfig } from '../config/runtime';
import { createApiClient } from './createApi';

/**
 * The transport API base: the transfers. A module of its own so that the browser sets it up in a
 * task apart from the main API's (decision 050).
 */
export const transportApi = createApiClient('transportApi', runtimeConfig.transportBase);
