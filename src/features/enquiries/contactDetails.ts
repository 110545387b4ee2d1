/** The operator's office, as the contact page shows it: one record shared with the server's documents. */
export { OFFICE } from '@/contract/office';
