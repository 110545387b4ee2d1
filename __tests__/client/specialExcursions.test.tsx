import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { paths } from '../../src/config/routes';
import { renderRoute } from './support/render';
import { API, server } from './support/server';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { english } from '@/i18n/english';
import type { CountryProgramme, Excursion, SpecialPage } from '@/contract/wire/catalog';

const excursion = (id: number, name: string, countryName: string): Excursion => ({
  id,
  _id: String(id),
  name,
  description: `${name}, described at length.`,
  coverImageUrl: `/home/images/excursions/e${id}/cover.jpg`,
  gallery: [`/home/images/excursions/e${id}/cover.jpg`, `/home/images/excursions/e${id}/1.jpg`],
  rating: 5,
  countryName,
  location: `${name}, ${countryName}`,
  latitude: 13.4,
  longitude: -16.6,
  duration: 2,
  durationHours: 48,
  numberOfPeople: 10,
  food: true,
  drinks: true,
  tourStartDate: '2026-11-14T00:00:00.000Z',
  max: 12,
  destinationId: 1,
  excursionTypeId: 1,
});

const STUDENTS: CountryProgramme[] = [
  {
    countryName: 'The Gambia',
    description: 'History on the river and birds in Abuko.',
    excursions: [
      excursion(11, 'Wassu Stone Circles', 'The Gambia'),
      excursion(12, 'Abuko Walk', 'The Gambia'),
    ],
  },
  {
    countryName: 'Ghana',
    description: 'The castles of the Gold Coast.',
    excursions: [excursion(21, 'Cape Coast Castle', 'Ghana')],
  },
];

const main = () => within(screen.getByRole('main'));
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The record a 'Learn more' link carries. */
function linkedRecord(link: HTMLElement): Record<string, unknown> {
  const href = link.getAttribute('href') ?? '';
  expect(href).toMatch(/^\/special-excursion-details\//);
  return JSON.parse(decodeURIComponent(href.slice('/special-excursion-details/'.length)));
}

describe('special excursions: the eight categories', () => {
  it('shows a tile with a picture and a link for each category', async () => {
    renderRoute('/special-excursions/');
    expect(await h1('Special Excursions')).toBeVisible();
    const tiles = main().getAllByRole('article');
    expect(tiles).toHaveLength(8);
    const titles = [
      'Students',
      'Fishing',
      'Trekking',
      'Culture Music & Arts',
      'Cruises',
      'Nature Groups',
      'Eco Tourism',
      'Religious Groups',
    ];
    titles.forEach((title, index) => {
      const tile = within(tiles[index]);
      expect(tile.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/special-excursions/${encodeURIComponent(title)}`,
      );
      expect(tiles[index].querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/\/images\/excursions\/.+\.jpg$/),
      );
    });
    expect(main().getByRole('link', { name: 'Fishing' })).toHaveAttribute(
      'href',
      '/special-excursions/Fishing',
    );
    expect(main().getByRole('link', { name: 'Culture Music & Arts' })).toHaveAttribute(
      'href',
      '/special-excursions/Culture%20Music%20%26%20Arts',
    );
  });

  it('opens a category from its tile', async () => {
    const { user } = renderRoute('/special-excursions/');
    await user.click(await screen.findByRole('link', { name: 'Trekking' }));
    expect(await h1('Trekking')).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/special-excursions/Trekking');
  });
});

describe('special excursions: the categories the server keeps', () => {
  const CASES: Array<[string, string[], string[]]> = [
    [
      'Fishing',
      ['Tanji and the Gambia River estuary', 'The Saloum Delta'],
      ['The Gambia', 'Senegal'],
    ],
    ['Trekking', ['The Fouta Djallon highlands', 'Pico do Fogo'], ['Guinea', 'Cabo Verde']],
    [
      'Culture Music & Arts',
      ['Griots and the Roots of the river', 'Djembe and dance in Conakry'],
      ['The Gambia', 'Guinea'],
    ],
    ['Nature Groups', ['The Djoudj bird sanctuary', 'Tiwai Island'], ['Senegal', 'Sierra Leone']],
    [
      'Eco Tourism',
      ['Makasutu and the mangrove creeks', 'The Kakum canopy walkway'],
      ['The Gambia', 'Ghana'],
    ],
  ];

  it.each(CASES)(
    '%s lists its country entries with Learn more links',
    async (title, entries, countries) => {
      renderRoute(paths.specialExcursionCategory(title));
      expect(await h1(title)).toBeVisible();
      const list = within(await screen.findByRole('region', { name: 'Where to go' }));
      for (const entry of entries)
        expect(list.getByRole('heading', { level: 3, name: entry })).toBeVisible();
      for (const country of countries) {
        const link = list.getByRole('link', { name: `Learn more about ${country}` });
        const record = linkedRecord(link);
        expect(record).toMatchObject({ countryName: country, excursionType: title });
        expect(record.description).toEqual(expect.any(String));
      }
      const articles = list.getAllByRole('article');
      expect(list.getAllByRole('link', { name: /^Learn more about / })).toHaveLength(
        articles.length,
      );
    },
  );

  it('Nature Groups shows the 7-day and the 14-day birding itineraries day by day', async () => {
    renderRoute(paths.specialExcursionCategory('Nature Groups'));
    const week = within(
      await screen.findByRole('region', { name: '7-day Gambia birding itinerary' }),
    );
    const fortnight = within(
      screen.getByRole('region', { name: '14-day Gambia birding itinerary' }),
    );
    const days = (region: typeof week) =>
      region
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent?.split(':')[0]);
    expect(days(week)).toEqual(Array.from({ length: 7 }, (_, i) => `Day ${i + 1}`));
    expect(days(fortnight)).toEqual(Array.from({ length: 14 }, (_, i) => `Day ${i + 1}`));
    expect(week.getByText(/Kotu Creek and its rice fields/)).toBeVisible();
    expect(fortnight.getByText(/Boat trip from Kuntaur/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Birding itineraries in The Gambia' })).getByText(
        /dry season, from November to May/,
      ),
    ).toBeVisible();
    // Every day has its activities.
    for (const item of week.getAllByRole('listitem').filter((li) => li.querySelector('h4'))) {
      expect(within(item).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  });

  it('Cruises shows its services and three cruise partners', async () => {
    renderRoute(paths.specialExcursionCategory('Cruises'));
    expect(await h1('Cruises')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Our cruise services' })).toHaveTextContent(
      /shore excursions/,
    );
    const partners = within(screen.getByRole('region', { name: 'Our cruise partners' }));
    expect(partners.getAllByRole('article')).toHaveLength(3);
    expect(partners.getByRole('heading', { name: /Bou El Mogdad/ })).toBeVisible();
    expect(
      linkedRecord(partners.getByRole('link', { name: 'Learn more about Senegal' })),
    ).toMatchObject({ countryName: 'Senegal', excursionType: 'Cruises' });
  });

  it('Religious Groups shows its services text with a gallery image', async () => {
    renderRoute(paths.specialExcursionCategory('Religious Groups'));
    const services = within(
      await screen.findByRole('region', { name: 'Our services for faith groups' }),
    );
    expect(
      services.getByRole('img', { name: 'The Great Mosque of Touba in Senegal' }),
    ).toBeVisible();
    expect(services.getByText(/since 1987/)).toBeVisible();
    expect(screen.getByRole('link', { name: "Learn more about Côte d'Ivoire" })).toBeVisible();
  });

  it('shows what staff saved, and says so when the page cannot be loaded', async () => {
    server.use(
      http.get(`${API}/excursions/specialinterest/Fishing`, () =>
        HttpResponse.json({
          success: true,
          data: {
            category: 'Fishing',
            services: [],
            entries: [{ countryName: 'Liberia', title: 'Robertsport', description: 'Surf.' }],
            itinerariesIntro: '',
            itineraries: [],
          } satisfies SpecialPage,
        }),
      ),
      http.get(`${API}/excursions/specialinterest/Trekking`, () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
      ),
    );
    renderRoute(paths.specialExcursionCategory('Fishing'));
    const list = within(await screen.findByRole('region', { name: 'Where to go' }));
    expect(list.getByRole('heading', { level: 3, name: 'Robertsport' })).toBeVisible();
    expect(list.getAllByRole('article')).toHaveLength(1);
    expect(list.queryByRole('img')).toBeNull();

    renderRoute(paths.specialExcursionCategory('Trekking'));
    expect(
      await screen.findByText(english(CATALOG_MESSAGES.specialExcursionsFailed)),
    ).toBeVisible();
  });

  it('an unknown category shows a friendly message and the way back', async () => {
    renderRoute('/special-excursions/Skydiving');
    expect(await h1('Special excursion not found')).toBeVisible();
    expect(main().getByText(/no special excursion called “Skydiving”/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all special excursions' })).toHaveAttribute(
      'href',
      '/special-excursions/',
    );
  });
});

describe('special excursions: Students', () => {
  it('lists the countries from the server and opens a country with its excursions', async () => {
    server.use(
      http.get(`${API}/excursions/specialinterest`, () =>
        HttpResponse.json({ success: true, data: { results: STUDENTS } }),
      ),
    );
    const { user } = renderRoute(paths.specialExcursionCategory('Students'));
    const list = within(
      await screen.findByRole('region', { name: 'Countries in the Students programme' }),
    );
    expect(await list.findByRole('heading', { level: 3, name: 'The Gambia' })).toBeVisible();
    expect(list.getByText('History on the river and birds in Abuko.')).toBeVisible();
    expect(list.getByText('Wassu Stone Circles')).toBeVisible();
    const ghana = list.getByRole('link', { name: 'Learn more about Ghana' });
    const record = linkedRecord(ghana);
    expect(record).toMatchObject({
      countryName: 'Ghana',
      excursions: [{ id: 21, name: 'Cape Coast Castle' }],
    });
    // The URL carries a trimmed record: no long descriptions.
    expect(JSON.stringify(record)).not.toContain('described at length');

    await user.click(list.getByRole('link', { name: 'Learn more about The Gambia' }));
    expect(await h1('The Gambia')).toBeVisible();
    const available = within(screen.getByRole('region', { name: 'Available Excursions' }));
    expect(available.getByRole('link', { name: 'Wassu Stone Circles' })).toHaveAttribute(
      'href',
      '/tour-details/11',
    );
    expect(available.getByRole('link', { name: 'Abuko Walk' })).toHaveAttribute(
      'href',
      '/tour-details/12',
    );
    expect(screen.getByText('1 / 2')).toBeVisible();
  });

  it("shows 'Error fetching excursions' when the programme fails to load", async () => {
    server.use(
      http.get(`${API}/excursions/specialinterest`, () =>
        HttpResponse.json({ success: false, message: 'Database down' }, { status: 500 }),
      ),
    );
    renderRoute(paths.specialExcursionCategory('Students'));
    expect(await screen.findByText('Error fetching excursions')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Learn more about / })).not.toBeInTheDocument();
  });
});
