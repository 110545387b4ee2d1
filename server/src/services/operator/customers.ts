import { users } from '../../db/schema';

/** The customer's contact columns, for a join on users: what staff need to call them. */
export const customerColumns = {
  customerName: users.firstName,
  customerLastName: users.lastName,
  customerEmail: users.email,
  countryCode: users.countryCode,
  mobileNumber: users.mobileNumber,
  isWhatsAppUser: users.isWhatsAppUser,
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
    customerPhone: `+${dialCode} ${row.mobileNumber}`.trim(),
    isWhatsAppUser: row.isWhatsAppUser,
  };
}

/** A text search term for ILIKE, with its wildcards taken literally. */
export const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
