import type { Database } from '../db/client';
import { enquiries } from '../db/schema';
import { ENQUIRY_MESSAGES } from '../../../src/contract/serverMessages';
import type { MailService } from './mail/types';
import { enquiryAcknowledgementMail, enquiryNoticeMail } from './mail/templates';

export type FieldErrors = Record<string, string[]>;

/** A plausible mailbox: something@domain.tld, no spaces, nothing a mail header would choke on. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;".]+$/.test(text);
}

export interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  countryCode: string;
  country: string;
  isWhatsAppUser: boolean;
  newsLetterSubscription: boolean;
  message: string;
}

/** What the contact form sends: any field may be missing. */
export type EnquiryForm = Partial<Enquiry>;

const trimmed = (text: string | undefined) => text?.trim() ?? '';

/**
 * The contact form enforces nothing, so names, phone and country may be blank; the operator
 * needs an address to answer and something to answer to.
 */
export function checkEnquiry(form: EnquiryForm): { enquiry: Enquiry } | { errors: FieldErrors } {
  const cleaned: Enquiry = {
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    email: trimmed(form.email),
    phoneNumber: trimmed(form.phoneNumber),
    countryCode: trimmed(form.countryCode),
    country: trimmed(form.country),
    isWhatsAppUser: form.isWhatsAppUser ?? false,
    newsLetterSubscription: form.newsLetterSubscription ?? false,
    message: trimmed(form.message),
  };
  const errors: FieldErrors = {};
  if (!isEmailAddress(cleaned.email)) errors.email = [ENQUIRY_MESSAGES.emailInvalid];
  if (!cleaned.message) errors.message = [ENQUIRY_MESSAGES.messageRequired];
  return Object.keys(errors).length > 0 ? { errors } : { enquiry: cleaned };
}

/** Stores a checked enquiry and queues the operator's notice and the sender's acknowledgement. */
export async function receiveEnquiry(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  received: { enquiry: Enquiry; operatorEmail: string; siteUrl: string },
): Promise<void> {
  const { enquiry, operatorEmail, siteUrl } = received;
  await db.transaction(async (tx) => {
    await tx.insert(enquiries).values(enquiry);
    await mail.enqueue(enquiryNoticeMail({ to: operatorEmail, enquiry, siteUrl }), tx);
    await mail.enqueue(
      enquiryAcknowledgementMail({ to: enquiry.email, firstName: enquiry.firstName, siteUrl }),
      tx,
    );
  });
}
