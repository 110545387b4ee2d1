import { lazy } from 'react';

/**
 * What other features may use of payment: the payment step, loaded only when a booking is to be
 * paid (in the chunk of the payment return page), so the pages that offer it stay as they were.
 */
export const PaymentStep = lazy(
  () => import(/* webpackChunkName: "page-payment" */ './components/PaymentStep'),
);
