import type { Database } from '../db/client';
import type { Locale } from '@/i18n';
import { enquiries } from '../db/schema';
import { fieldErrors, hasErrors, trimmed, type FieldErrors } from '../lib/validation';
import { isEmailAddress } from '@/contract/email';
import { ENQUIRY_MESSAGES } from '@/contract/serverMessages';
import type { Enquiry, EnquiryRequest } from '@/contract/wire/enquiries';
import type { MailService } from './mail/types';
import { enquiryAcknowledgementMail, enquiryNoticeMail } from './mail/templates';

/**
 * The contact form enforces nothing, so names, phone and country may be blank; the operator
 * needs an address to answer and something to answer to.
 */
export function checkEnquiry(form: EnquiryRequest): { enquiry: Enquiry } | { errors: FieldErrors } {
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
  const errors = fieldErrors({
    email: !isEmailAddress(cleaned.email) && ENQUIRY_MESSAGES.emailInvalid,
    message: !cleaned.message && ENQUIRY_MESSAGES.messageRequired,
  });
  return hasErrors(errors) ? { errors } : { enquiry: cleaned };
}

/** Stores a checked enquiry and queues the operator's notice and the sender's acknowledgement. */
export async function receiveEnquiry(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  received: { enquiry: Enquiry; operatorEmail: string; siteUrl: string; locale?: Locale },
): Promise<void> {
  const { enquiry, operatorEmail, siteUrl } = received;
  const locale = received.locale ?? 'en';
  await db.transaction(async (tx) => {
    await tx.insert(enquiries).values({ ...enquiry, locale });
    await mail.enqueue(enquiryNoticeMail({ to: operatorEmail, enquiry, siteUrl }), tx);
    await mail.enqueue(
      enquiryAcknowledgementMail({
        to: enquiry.email,
        firstName: enquiry.firstName,
        siteUrl,
        locale,
      }),
      tx,
    );
  });
}
