import { defineMessages } from '@/i18n';

/** The footer's own texts: in its chunk, which hydrates when seen (MainLayout). */
export const footerMessages = defineMessages('footer', {
  ourTours: 'Our Tours',
  footerNav: 'Footer',
  footerAbout:
    'A destination management company in The Gambia since 1987. Over 30 staff plan excursions, transfers, conferences and incentive programmes across West Africa.',
  explore: 'Explore',
  contact: 'Contact',
  address: 'Banjul, The Gambia',
  groupsBefore: 'Groups of more than 8 people: please send us an enquiry through the',
  contactForm: 'contact form',
  groupsAfter: '.',
  copyright: '© {year} West Africa Tours, Banjul, The Gambia',
  terms: 'Terms and conditions',
  privacy: 'Privacy notice',
  newsletter: 'Newsletter',
  newsletterLabel: 'Travel ideas and seasonal offers from West Africa, to your e-mail address.',
  newsletterPlaceholder: 'Your e-mail address',
  subscribe: 'Subscribe',
});
