/**
 * The terms and conditions and the privacy notice, written for this company and for what this
 * website really keeps: the retention figures are the housekeeping job's and the mail queue's.
 */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PolicyDocument {
  title: string;
  /** One line under the title: what the document is and when it last changed. */
  summary: string;
  sections: PolicySection[];
}

export const COMPANY_ADDRESS = 'bookings@westafricatours.example';

export const TERMS: PolicyDocument = {
  title: 'Terms and Conditions',
  summary:
    'The terms on which West Africa Tours, Banjul, The Gambia, arranges excursions and transfers booked on this website. Last changed 25 November 2026.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'West Africa Tours is a destination management company based in Banjul, The Gambia, arranging excursions, airport transfers and group travel in The Gambia and across West Africa since 1987.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You need an account with a verified e-mail address to book. Keep your password to yourself; you are responsible for bookings made with your account. You may close your account at any time by writing to us.',
      ],
    },
    {
      heading: 'Booking an excursion',
      paragraphs: [
        'A booking on this website is a request. It shows as Pending in My Bookings until our staff confirm it and send you the price by e-mail; the quoted price then shows as its total. Nothing is charged on the website.',
        'Prices are quoted in US dollars and include what the quote names (guide, transport, entrance fees, meals or drinks where the excursion says so). Groups of more than 8 people are arranged through an enquiry from the contact page.',
        'Payment is arranged with our staff after the quote; once it is received the booking shows as Paid. The quote tells you the cancellation conditions for your trip.',
      ],
    },
    {
      heading: 'Airport and hotel transfers',
      paragraphs: [
        'A transfer request names the pickup, the drop-off, the date, the time and the number of passengers; it shows as Pending in your account until it has run (Completed) or we have had to cancel it, with the reason, by e-mail. Please tell us of flight changes as soon as you can.',
      ],
    },
    {
      heading: 'Changes and cancellations',
      paragraphs: [
        'You may cancel or change a booking by writing to us, quoting its reference. We may cancel a booking that cannot run safely (weather, road or river conditions, border rules or too few travellers); we tell you why by e-mail, and what you paid for a part that did not run is refunded.',
      ],
    },
    {
      heading: 'Travel documents and health',
      paragraphs: [
        'You are responsible for your passport, visas and vaccinations (a yellow fever certificate is required for several countries of the region). We tell you what we know applies to your itinerary, but the rules are set by each country.',
      ],
    },
    {
      heading: 'Reviews',
      paragraphs: [
        'Reviews you post are read by our staff before they appear. We do not publish reviews that are abusive, off topic or that share someone else’s personal details.',
      ],
    },
    {
      heading: 'Law',
      paragraphs: [
        'These terms are governed by the laws of The Gambia. If something goes wrong, write to us first: most problems are solved in a day.',
      ],
    },
  ],
};

export const PRIVACY: PolicyDocument = {
  title: 'Privacy Notice',
  summary:
    'What West Africa Tours keeps about you when you use this website, why, for how long, and how to have it deleted. Last changed 25 November 2026.',
  sections: [
    {
      heading: 'What we keep and why',
      paragraphs: [
        'Your account: name, e-mail address, phone number with its dial code, country of residence, whether the phone is on WhatsApp, whether you want the newsletter, and your password as a one-way hash (we cannot read it). We use them to confirm your bookings and to reach you about your trip.',
        'Your bookings and transfer requests: the excursions, dates, places, number of passengers, the price we quoted and their status. We need them to run your trip and for our accounts.',
        'Enquiries you send from the contact page, with the name, e-mail, phone and country you give, and our replies: to answer you.',
        'Reviews: the name and message you post (and, for destination reviews, your e-mail address, which is never shown). Your e-mail is used only if we need to ask you about the review.',
        'Security records: the address your device connects from is counted for a few minutes to stop password guessing and abuse, and one-time codes are kept until they expire.',
      ],
    },
    {
      heading: 'For how long',
      paragraphs: [
        'Your account and its bookings are kept until you ask us to delete them.',
        'Ended sign-in sessions and one-time codes are deleted a day after they end or expire. Copies of the e-mails we send you are deleted a week after they are sent (a month, when a mail could not be delivered).',
        'Enquiries and reviews are kept while they are useful to answer you and to show other travellers; ask and we delete yours.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Only our staff, who sign in with a second step (a code sent to them), and the guides and drivers who run your trip, who get what they need for it: your name, phone number and pickup details. We do not sell your details or share them for advertising. This website uses no advertising or tracking cookies; it keeps your cart and sign-in in your own browser.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `To see, correct or delete what we keep about you, or to stop the newsletter, write to ${COMPANY_ADDRESS} from the address of your account. We answer within 30 days, and delete everything the law does not require us to keep for our accounts.`,
      ],
    },
  ],
};
