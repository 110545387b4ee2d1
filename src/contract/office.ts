/**
 * The operator's office, as the contact page, the vouchers and the fact sheets show it (the
 * e-mail is the one the site mails from).
 */
export const OFFICE = {
  name: 'West Africa Tours',
  street: 'Bertil Harding Highway',
  area: 'Kololi, Greater Banjul Area',
  country: 'The Gambia',
  phone: { shown: '+220 446 1987', dial: '+2204461987' },
  whatsApp: { shown: '+220 770 1987', link: 'https://wa.me/2207701987' },
  email: 'bookings@westafricatours.example',
  hours: [
    { days: 'Monday to Friday', time: '8:30 to 17:30' },
    { days: 'Saturday', time: '9:00 to 13:00' },
    { days: 'Sunday and public holidays', time: 'Closed (WhatsApp for guests on tour)' },
  ],
  timeZone: 'Gambian time (GMT, all year)',
} as const;
