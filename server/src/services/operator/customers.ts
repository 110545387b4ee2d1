import { sql } from 'drizzle-orm';
import { bookings, users } from '../../db/schema';

/** The customer's contact columns, for a join on users: what staff need to call them. */
export const customerColumns = {
  customerName: users.firstName,
  customerLastName: users.lastName,
  customerEmail: users.email,
  countryCode: users.countryCode,
  mobileNumber: users.mobileNumber,
  isWhatsAppUser: users.isWhatsAppUser,
};

/**
 * The same columns for a join of bookings on users that keeps a reseller's booking (no account,
 * decision 060): the traveller the reseller named instead.
 */
export const bookingCustomerColumns = {
  customerName: sql<string>`coalesce(${users.firstName}, ${bookings.userName})`,
  customerLastName: sql<string>`coalesce(${users.lastName}, '')`,
  customerEmail: sql<string>`coalesce(${users.email}, ${bookings.userEmail})`,
  countryCode: sql<string>`coalesce(${users.countryCode}, '')`,
  mobileNumber: sql<string>`coalesce(${users.mobileNumber}, '')`,
  isWhatsAppUser: sql<boolean>`coalesce(${users.isWhatsAppUser}, false)`,
};

export interface CustomerRow {
  customerName: string;
  customerLastName: string;
  customerEmail: string;
  countryCode: string;
  mobileNumber: string;
  isWhatsAppUser: boolean;
}

/** The customer as the console shows them: one name, one phone number with its dial code. */
export function customerOf(row: CustomerRow) {
  const dialCode = row.countryCode.replace(/^\+/, '');
  return {
    customerName: `${row.customerName} ${row.customerLastName}`.trim(),
    customerEmail: row.customerEmail,
    customerPhone: row.mobileNumber ? `+${dialCode} ${row.mobileNumber}`.trim() : '',
    isWhatsAppUser: row.isWhatsAppUser,
  };
}

/** A text search term for ILIKE, with its wildcards taken literally. */
export const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
