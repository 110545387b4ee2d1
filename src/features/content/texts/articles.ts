import { defineMessages, type Message } from '@/i18n';

/** The travel notes shown on /blog, /blog-v2, /blog-v3 and /blog-details (original texts). */
export const articleTexts = defineMessages('content.articles', {
  categoryNature: 'Nature',
  categoryHeritage: 'Heritage',
  categoryCulture: 'Culture',
  categoryPractical: 'Practical',
  categoryGroups: 'Groups',

  birdingTitle: 'Birding the Gambia river in the dry season',
  birdingImageAlt: 'The river at Tendaba camp in Kiang West',
  birdingSummary:
    'From Kotu Creek to Janjanbureh: why November to May is the time to bring binoculars, and how a week up-river is planned.',
  birdingBody1:
    'The Gambia is a narrow country wrapped around a wide river, and almost every one of its habitats can be reached in a morning: mangrove creeks, coastal scrub, gallery forest and open savannah. That is why birders come back year after year, and why our nature groups almost always travel in the dry season, from November to May, when the tracks are firm and the migrants from Europe have arrived.',
  birdingBody2:
    'A typical first morning starts at Kotu Creek, a short walk from the coastal hotels, where kingfishers, herons and waders feed at low tide. Abuko Nature Reserve follows: a small, shaded forest where more than 300 bird species have been recorded, and where a quiet hide looks over a pool visited by turacos and monkeys. Further south, Tanji Bird Reserve covers 612 hectares of lagoon, dunes and woodland, with about 300 species on its list.',
  birdingBody3:
    'Up-river the pace changes. We spend one or two nights at Tendaba camp on the edge of Kiang West, then continue to Janjanbureh. From Kuntaur a boat follows the River Gambia National Park, where landing is not allowed: you watch the islands from the water, and on a good day hippos surface beside the boat.',
  birdingBody4:
    'Our 7-day itinerary covers the coast and Tendaba; the 14-day one adds Brufut Woods, Marakissa and the full journey to Janjanbureh. Both are led by local guides who know the calls as well as the birds. Groups of more than 8 people are planned through the contact form, so that vehicles and boats are sized for you.',

  goreeTitle: 'A day on Gorée Island',
  goreeImageAlt: 'Colourful houses along the waterfront of Gorée Island',
  goreeSummary:
    'A twenty-minute ferry from Dakar leads to a car-free island of ochre houses and a heavy history. Half a day is enough; a whole day is better.',
  goreeBody1:
    'The ferry to Gorée leaves from the port of Dakar and takes about twenty minutes. The island has no cars, and once the boat has gone the loudest sounds are the waves and the children playing football on the small beach by the jetty.',
  goreeBody2:
    'Most visitors come for the House of Slaves, whose narrow corridor ends at the Door of No Return. Our guides tell its story carefully, alongside the wider history of the Atlantic trade and of the island as a French trading post. The walk continues up to the old fort on the hill, with views back to the city.',
  goreeBody3:
    'Gorée is also a place where people live and work. Painters sell their canvases in the lanes, and a late lunch of grilled fish at one of the waterfront restaurants is part of the visit. A half-day trip covers the essentials; staying until the last ferries lets you see the island quieten as the light turns gold.',

  castlesTitle: 'Cape Coast and Elmina: walking the castles',
  castlesImageAlt: 'The white walls of Cape Coast Castle above the sea',
  castlesSummary:
    "Two whitewashed castles a short drive apart on Ghana's coast, and why we visit both on the same day.",
  castlesBody1:
    "Cape Coast Castle and Elmina Castle stand about fifteen kilometres apart on Ghana's Central Region coast. A guided visit of Cape Coast takes around two hours, Elmina around an hour and a half, so both fit comfortably in one day from a hotel on the coast.",
  castlesBody2:
    'The visits go through the dungeons, the courtyards and the governors’ rooms above them, a contrast that guides leave visitors to feel in silence. Many groups, particularly from the diaspora, hold a short moment of remembrance at the Door of No Return.',
  castlesBody3:
    'We usually pair the castles with the Kakum canopy walk, a two- to three-hour visit to the forest north of Cape Coast, where a chain of rope bridges hangs high in the trees. The contrast between the two experiences is part of understanding the coast.',

  koraTitle: 'Kora, kankurang and the sounds of Senegambia',
  koraImageAlt: 'Palm trees and forest at Makasutu Culture Forest near Brikama',
  koraSummary:
    'The 21-string kora, the sabar drums of Dakar and the masked kankurang: a short guide to listening in The Gambia and Senegal.',
  koraBody1:
    "The kora, a 21-string harp-lute made from a large calabash, is the instrument of the griots, the families of musicians and oral historians of the Mandinka. Around Brikama, a town known for its griot families, a visit to a kora player's compound is one of our most requested culture stops.",
  koraBody2:
    'In Senegal, the sabar drums of the Wolof set the rhythm of weddings and street dances in Dakar, while in The Gambia drumming and dance evenings are often part of a full day at Makasutu Culture Forest.',
  koraBody3:
    'The kankurang, a masked figure dressed in bark and leaves, appears during Mandinka initiation ceremonies and is recognised by UNESCO as intangible heritage. It is not a show for visitors: if you meet it, follow your guide and keep your distance, as local people do.',

  northBankTitle: 'Crossing to the north bank: ferry or bridge',
  northBankImageAlt: 'A boat on the wide River Gambia',
  northBankSummary:
    'The Banjul–Barra ferry is quick on a map and slow in a queue; the Senegambia Bridge at Farafenni is the long way round that often wins.',
  northBankBody1:
    "The River Gambia splits the country in two, and the north bank, with Albreda, Juffureh and the road to Senegal, is reached in one of two ways. The Banjul–Barra ferry crosses the river's mouth in under an hour, but queues for vehicles can be long, especially on Fridays and before holidays.",
  northBankBody2:
    'Since 2019 the Senegambia Bridge at Farafenni has offered a dependable crossing further inland. It adds driving time from the coast but removes the uncertainty, and it is the route we plan for groups, multi-country tours and anyone with a flight to catch.',
  northBankBody3:
    'For the Kunta Kinteh Island trip we usually travel by boat from Banjul, about 2.5 hours, which avoids both crossings. Your driver or guide will tell you on the day which option is fastest; WhatsApp is the easiest way to stay in touch with them.',

  schoolTripTitle: 'Planning a school trip to Ghana',
  schoolTripImageAlt: 'The canopy walkway among the treetops of Kakum',
  schoolTripSummary:
    'Castles, a canopy walk and a drumming workshop: how we put together a safe, affordable week for students.',
  schoolTripBody1:
    'Ghana is an easy first West African destination for schools: English is the official language, distances on the coast are short and the history of the castles ties directly into many curricula.',
  schoolTripBody2:
    'A week usually starts in Accra with an arts and drumming workshop, continues to Cape Coast and Elmina, and spends a morning on the Kakum canopy walk. Older students can add Mole National Park in the north, a two- to three-day trip.',
  schoolTripBody3:
    'Before travelling, every student needs a yellow fever certificate and a visa unless they hold an ECOWAS passport. Our team in Banjul and our regional representatives prepare transport, accommodation and guides; for groups of more than 8 people, send us the dates and numbers through the contact form and we reply with a quote.',
});

export interface Article {
  slug: string;
  title: Message;
  /** ISO date of publication. */
  date: string;
  category: Message;
  /** Path under the images base. */
  image: string;
  imageAlt: Message;
  summary: Message;
  /** Paragraphs of the full article. */
  body: Message[];
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'birding-the-gambia-river',
    title: articleTexts.birdingTitle,
    date: '2026-01-14',
    category: articleTexts.categoryNature,
    image: 'excursions/tendaba-kiang-west/cover.jpg',
    imageAlt: articleTexts.birdingImageAlt,
    summary: articleTexts.birdingSummary,
    body: [
      articleTexts.birdingBody1,
      articleTexts.birdingBody2,
      articleTexts.birdingBody3,
      articleTexts.birdingBody4,
    ],
  },
  {
    slug: 'a-day-on-goree-island',
    title: articleTexts.goreeTitle,
    date: '2025-12-02',
    category: articleTexts.categoryHeritage,
    image: 'excursions/goree-island/cover.jpg',
    imageAlt: articleTexts.goreeImageAlt,
    summary: articleTexts.goreeSummary,
    body: [articleTexts.goreeBody1, articleTexts.goreeBody2, articleTexts.goreeBody3],
  },
  {
    slug: 'cape-coast-and-elmina',
    title: articleTexts.castlesTitle,
    date: '2025-10-21',
    category: articleTexts.categoryHeritage,
    image: 'excursions/cape-coast-castle/cover.jpg',
    imageAlt: articleTexts.castlesImageAlt,
    summary: articleTexts.castlesSummary,
    body: [articleTexts.castlesBody1, articleTexts.castlesBody2, articleTexts.castlesBody3],
  },
  {
    slug: 'kora-kankurang-and-the-sounds-of-senegambia',
    title: articleTexts.koraTitle,
    date: '2025-09-08',
    category: articleTexts.categoryCulture,
    image: 'excursions/makasutu-culture-forest/cover.jpg',
    imageAlt: articleTexts.koraImageAlt,
    summary: articleTexts.koraSummary,
    body: [articleTexts.koraBody1, articleTexts.koraBody2, articleTexts.koraBody3],
  },
  {
    slug: 'crossing-to-the-north-bank',
    title: articleTexts.northBankTitle,
    date: '2025-07-30',
    category: articleTexts.categoryPractical,
    image: 'excursions/river-gambia-cruise/cover.jpg',
    imageAlt: articleTexts.northBankImageAlt,
    summary: articleTexts.northBankSummary,
    body: [articleTexts.northBankBody1, articleTexts.northBankBody2, articleTexts.northBankBody3],
  },
  {
    slug: 'planning-a-school-trip-to-ghana',
    title: articleTexts.schoolTripTitle,
    date: '2025-06-11',
    category: articleTexts.categoryGroups,
    image: 'excursions/kakum-canopy-walk/cover.jpg',
    imageAlt: articleTexts.schoolTripImageAlt,
    summary: articleTexts.schoolTripSummary,
    body: [
      articleTexts.schoolTripBody1,
      articleTexts.schoolTripBody2,
      articleTexts.schoolTripBody3,
    ],
  },
];

/** The article shown in full on /blog-details. */
export const FEATURED_ARTICLE: Article = ARTICLES[0];

/** An article's day of publication (a day in Banjul, which keeps UTC). */
export const publicationDay = (article: Article) => new Date(`${article.date}T00:00:00Z`);
