import { defineMessages } from '@/i18n';

/** The contact page: the enquiry form, the office's details and the group hint. */
export const enquiryMessages = defineMessages('enquiries', {
  intro:
    'Planning a trip to The Gambia, Senegal or anywhere in West Africa? Send us your questions and we will answer within one working day.',
  otherWays: 'Other ways to reach us',
  mapTitle: 'Map of Banjul, The Gambia, where our office is',

  // The form
  formTitle: 'Send us an enquiry',
  formLead: 'Fields marked * are the details we need to answer you.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  countryOfResidence: 'Country of residence',
  noCountry: 'No country chosen',
  westAfrica: 'West African countries',
  otherAfrica: 'Other African countries',
  europe: 'Europe',
  americas: 'Americas',
  asia: 'Asia',
  oceania: 'Australia and New Zealand',
  otherCountries: 'Other',
  message: 'Message',
  messageHint: 'Your dates, the size of your group and the places you would like to see.',
  whatsApp: 'This number is on WhatsApp',
  newsletter: 'Send me the West Africa Tours newsletter',
  privacy: 'We use these details only to answer your enquiry.',
  send: 'Send Enquiry',

  // The office
  office: 'Our office',
  officeCountry: 'The Gambia',
  whatsAppNewTab: '(opens WhatsApp in a new tab)',
  openingHours: 'Opening hours',
  daysLabel: '{days}:',
  weekdays: 'Monday to Friday',
  weekdaysTime: '8:30 to 17:30',
  saturday: 'Saturday',
  saturdayTime: '9:00 to 13:00',
  sundays: 'Sunday and public holidays',
  sundaysTime: 'Closed (WhatsApp for guests on tour)',
  timeZone: 'Gambian time (GMT, all year)',

  // Groups
  groupsTitle: 'Travelling as a group?',
  groupsText:
    'For groups of more than 8 people, quotes and any other enquiry, write to us through this form. Tell us your dates, how many you are and what you would like to see, and our team in The Gambia will prepare a programme and a quote for you.',
});
