/** What other features may use of the transfers feature: the visitor's transfer list. */
export { useGetUserTransfersQuery } from './transfersApi';
