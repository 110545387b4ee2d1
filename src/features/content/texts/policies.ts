/**
 * The terms and conditions and the privacy notice, written for this company and for what this
 * website really keeps: the retention figures are the housekeeping job's and the mail queue's.
 */
import { defineMessages, type Message } from '@/i18n';

export interface PolicySection {
  /** The section's address on the page (`#policy-…`), the same in every language. */
  anchor: string;
  heading: Message;
  paragraphs: Message[];
}

export interface PolicyDocument {
  title: Message;
  /** One line under the title: what the document is and when it last changed (`{date}`). */
  summary: Message;
  sections: PolicySection[];
}

export const COMPANY_ADDRESS = 'bookings@westafricatours.example';

/** When both documents last changed. */
export const POLICIES_CHANGED = new Date('2026-11-25T00:00:00Z');

export const termsTexts = defineMessages('content.terms', {
  title: 'Terms and Conditions',
  summary:
    'The terms on which West Africa Tours, Banjul, The Gambia, arranges excursions and transfers booked on this website. Last changed {date}.',
  whoWeAre: 'Who we are',
  whoWeAreText:
    'West Africa Tours is a destination management company based in Banjul, The Gambia, arranging excursions, airport transfers and group travel in The Gambia and across West Africa since 1987.',
  account: 'Your account',
  accountText:
    'You need an account with a verified e-mail address to book. Keep your password to yourself; you are responsible for bookings made with your account. You may close your account at any time by writing to us.',
  booking: 'Booking an excursion',
  bookingRequest:
    'A booking on this website is a request. It shows as Pending in My Bookings until our staff confirm it and send you the price by e-mail; the quoted price then shows as its total. Nothing is charged on the website.',
  bookingPrices:
    'Prices are quoted in US dollars and include what the quote names (guide, transport, entrance fees, meals or drinks where the excursion says so). Groups of more than 8 people are arranged through an enquiry from the contact page.',
  bookingPayment:
    'Payment is arranged with our staff after the quote; once it is received the booking shows as Paid. The quote tells you the cancellation conditions for your trip.',
  transfers: 'Airport and hotel transfers',
  transfersText:
    'A transfer request names the pickup, the drop-off, the date, the time and the number of passengers; it shows as Pending in your account until it has run (Completed) or we have had to cancel it, with the reason, by e-mail. Please tell us of flight changes as soon as you can.',
  changes: 'Changes and cancellations',
  changesText:
    'You may cancel or change a booking by writing to us, quoting its reference. We may cancel a booking that cannot run safely (weather, road or river conditions, border rules or too few travellers); we tell you why by e-mail, and what you paid for a part that did not run is refunded.',
  documents: 'Travel documents and health',
  documentsText:
    'You are responsible for your passport, visas and vaccinations (a yellow fever certificate is required for several countries of the region). We tell you what we know applies to your itinerary, but the rules are set by each country.',
  reviews: 'Reviews',
  reviewsText:
    'Reviews you post are read by our staff before they appear. We do not publish reviews that are abusive, off topic or that share someone else’s personal details.',
  law: 'Law',
  lawText:
    'These terms are governed by the laws of The Gambia. If something goes wrong, write to us first: most problems are solved in a day.',
});

export const TERMS: PolicyDocument = {
  title: termsTexts.title,
  summary: termsTexts.summary,
  sections: [
    { anchor: 'who-we-are', heading: termsTexts.whoWeAre, paragraphs: [termsTexts.whoWeAreText] },
    { anchor: 'your-account', heading: termsTexts.account, paragraphs: [termsTexts.accountText] },
    {
      anchor: 'booking-an-excursion',
      heading: termsTexts.booking,
      paragraphs: [termsTexts.bookingRequest, termsTexts.bookingPrices, termsTexts.bookingPayment],
    },
    {
      anchor: 'airport-and-hotel-transfers',
      heading: termsTexts.transfers,
      paragraphs: [termsTexts.transfersText],
    },
    {
      anchor: 'changes-and-cancellations',
      heading: termsTexts.changes,
      paragraphs: [termsTexts.changesText],
    },
    {
      anchor: 'travel-documents-and-health',
      heading: termsTexts.documents,
      paragraphs: [termsTexts.documentsText],
    },
    { anchor: 'reviews', heading: termsTexts.reviews, paragraphs: [termsTexts.reviewsText] },
    { anchor: 'law', heading: termsTexts.law, paragraphs: [termsTexts.lawText] },
  ],
};

export const privacyTexts = defineMessages('content.privacy', {
  title: 'Privacy Notice',
  summary:
    'What West Africa Tours keeps about you when you use this website, why, for how long, and how to have it deleted. Last changed {date}.',
  kept: 'What we keep and why',
  keptAccount:
    'Your account: name, e-mail address, phone number with its dial code, country of residence, whether the phone is on WhatsApp, whether you want the newsletter, and your password as a one-way hash (we cannot read it). We use them to confirm your bookings and to reach you about your trip.',
  keptBookings:
    'Your bookings and transfer requests: the excursions, dates, places, number of passengers, the price we quoted and their status. We need them to run your trip and for our accounts.',
  keptEnquiries:
    'Enquiries you send from the contact page, with the name, e-mail, phone and country you give, and our replies: to answer you.',
  keptReviews:
    'Reviews: the name and message you post (and, for destination reviews, your e-mail address, which is never shown). Your e-mail is used only if we need to ask you about the review.',
  keptSecurity:
    'Security records: the address your device connects from is counted for a few minutes to stop password guessing and abuse, and one-time codes are kept until they expire.',
  howLong: 'For how long',
  howLongAccount: 'Your account and its bookings are kept until you ask us to delete them.',
  howLongSessions:
    'Ended sign-in sessions and one-time codes are deleted a day after they end or expire. Copies of the e-mails we send you are deleted a week after they are sent (a month, when a mail could not be delivered).',
  howLongEnquiries:
    'Enquiries and reviews are kept while they are useful to answer you and to show other travellers; ask and we delete yours.',
  whoSees: 'Who sees it',
  whoSeesText:
    'Only our staff, who sign in with a second step (a code sent to them), and the guides and drivers who run your trip, who get what they need for it: your name, phone number and pickup details. We do not sell your details or share them for advertising. This website uses no advertising or tracking cookies; it keeps your cart and sign-in in your own browser.',
  choices: 'Your choices',
  choicesText:
    'To see, correct or delete what we keep about you, or to stop the newsletter, write to {address} from the address of your account. We answer within 30 days, and delete everything the law does not require us to keep for our accounts.',
});

export const PRIVACY: PolicyDocument = {
  title: privacyTexts.title,
  summary: privacyTexts.summary,
  sections: [
    {
      anchor: 'what-we-keep-and-why',
      heading: privacyTexts.kept,
      paragraphs: [
        privacyTexts.keptAccount,
        privacyTexts.keptBookings,
        privacyTexts.keptEnquiries,
        privacyTexts.keptReviews,
        privacyTexts.keptSecurity,
      ],
    },
    {
      anchor: 'for-how-long',
      heading: privacyTexts.howLong,
      paragraphs: [
        privacyTexts.howLongAccount,
        privacyTexts.howLongSessions,
        privacyTexts.howLongEnquiries,
      ],
    },
    {
      anchor: 'who-sees-it',
      heading: privacyTexts.whoSees,
      paragraphs: [privacyTexts.whoSeesText],
    },
    {
      anchor: 'your-choices',
      heading: privacyTexts.choices,
      paragraphs: [privacyTexts.choicesText],
    },
  ],
};
