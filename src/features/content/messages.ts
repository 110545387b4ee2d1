/**
 * The content pages' own words: headings, leads, buttons and labels. Their long texts (FAQ,
 * articles, policies, lists of offers and pictures) are in texts/, beside the data they belong to.
 */
import { defineMessages } from '@/i18n';

export const aboutMessages = defineMessages('content.about', {
  title: 'About Us',
  lead: 'A destination management company in Banjul, The Gambia, established in 1987.',
  whatWeDo: 'What we do',
  whoWeAre: 'Who we are',
  companyEstablished:
    'West Africa Tours is a destination management company based in Banjul, The Gambia. Established in 1987, we now have over 30 staff, and we look after tourists, school and special-interest groups, corporate clients, and cruise and religious groups.',
  companyServices:
    'We run excursions, airport and point-to-point transfers, multi-country tours, hotel reservations and ticketing, and we organise conferences and incentive programmes. Our guides and drivers are local, and so is the knowledge we share: the best tide for Kotu Creek, the quickest way across the river, the griot who will play the kora for you.',
  companyGroups:
    'Groups of more than 8 people, quotes and special requests reach us through the contact form, and a member of the team answers personally.',
  companyImageAlt: 'The Gambia, where our office in Banjul has welcomed travellers since 1987',
  history: 'Our history',
  directorHeading: 'A word from our managing director',
  directorQuote:
    '“Since 1987 the promise behind every trip has stayed the same: that our guests meet West Africa as we know it, warm, musical and full of history, and that they are looked after from the first message to the last goodbye at the airport.”',
  directorCaption: 'Our managing director, Banjul',
});

export const newsletterMessages = defineMessages('content.newsletter', {
  heading: 'Join our newsletter',
  text: 'A short letter each season: the best months for birding, new river trips and festival dates across West Africa.',
  emailLabel: 'Your e-mail address',
  subscribe: 'Subscribe',
});

export const blogMessages = defineMessages('content.blog', {
  title: 'Blog',
  lead: 'Stories and travel notes from West Africa.',
  sidebar: 'Blog sidebar',
  recentPosts: 'Recent posts',
  topics: 'Topics',
  groupHeading: 'Travelling as a group?',
  groupText: 'Groups of more than 8 people get a tailored plan and quote through our contact form.',
  contactUs: 'Contact us',
  backToBlog: 'Back to the blog',
});

export const faqMessages = defineMessages('content.faq', {
  title: 'Frequently Asked Questions',
  lead: 'Answers about seasons, visas, money and getting around.',
  topics: 'FAQ topics',
  destinations: 'Destinations',
  destinationsLead: 'Excursions we run in each country.',
  excursionCount: '{count, plural, one {# excursion} other {# excursions}}',
});

export const galleryMessages = defineMessages('content.gallery', {
  title: 'Gallery',
  lead: 'Pictures from our excursions across West Africa.',
});

export const businessMessages = defineMessages('content.business', {
  title: 'Info Service',
  lead: 'Conferences, incentive programmes and group travel arrangements in The Gambia and across West Africa.',
  offers: 'What we offer',
  offersLead:
    'Since 1987 our team in Banjul, now over 30 staff, has looked after companies, associations and institutions travelling to West Africa, from a single delegate to a full congress.',
  help: 'How we can help',
  incentives: 'Incentive programmes',
  incentivesDesign:
    'An incentive trip should feel like a reward from the first e-mail to the flight home. We design each programme around your group: a sunset cruise on the River Gambia, a day among the birds of Abuko and Tanji, a gala dinner under the palms of Makasutu, or a journey that links The Gambia with Senegal or Ghana.',
  incentivesDetails:
    'We handle every detail, from flights and hotels to guides, gifts and team activities, and one coordinator stays with your group throughout. Contact us for details or a bespoke incentive programme.',
  hall: 'The International Conference Hall',
  hallLead:
    "The Gambia's International Conference Hall hosts summits, congresses and exhibitions. We book its spaces, equipment and catering for you.",
  gallery: 'Gallery',
  plan: 'Plan your event with us',
  planLead: 'Tell us your dates and numbers and we reply with a proposal.',
  contactUs: 'Contact us',
  share: 'Share this page',
  shareOn: 'Share on {network} (opens in a new tab)',
});

export const comingSoonMessages = defineMessages('content.comingSoon', {
  title: 'Coming Soon',
  lead: 'Our new online booking for river cruises and multi-country tours opens on {date}.',
  timer: 'Time left until launch',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  browseTours: 'Browse our tours',
});

export const notFoundMessages = defineMessages('content.notFound', {
  lead: 'The page you are looking for does not exist or has moved.',
});

export const errorPageMessages = defineMessages('content.errorPage', {
  title: 'Something Went Wrong',
  lead: 'Please go back and try again.',
});
