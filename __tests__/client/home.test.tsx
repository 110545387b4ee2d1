import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from './support/render';
import { API, server } from './support/server';
import type { Destination, Excursion } from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';

const destination = (id: number, name: string): Destination => ({
  id,
  name,
  capital: '',
  about: '',
  location: '',
  latitude: 13.45,
  longitude: -16.58,
  coverImageUrl: `/home/images/destinations/${id}/cover.jpg`,
  gallery: [],
  rating: 5,
  countryName: name,
  language: '',
  currency: '',
  visaRequirements: '',
});

const DESTINATIONS = [
  destination(1, 'The Gambia'),
  destination(2, 'Senegal'),
  destination(3, 'Ghana'),
  destination(4, 'Nigeria'),
];

const LONG_DESCRIPTION =
  'A boat trip up the River Gambia to the island where the story of Kunta Kinteh began, with a guided walk through Juffureh and Albreda.';

let nextId = 100;
const excursion = (name: string, extra: Partial<Excursion> = {}): Excursion => ({
  id: nextId++,
  _id: `x${nextId}`,
  name,
  description: `${name}: a short outing.`,
  coverImageUrl: `/home/images/excursions/${nextId}/cover.jpg`,
  gallery: [],
  rating: 4,
  countryName: 'The Gambia',
  location: 'Banjul, The Gambia',
  latitude: 13.45,
  longitude: -16.58,
  duration: 1,
  durationHours: 3,
  numberOfPeople: 10,
  food: true,
  drinks: true,
  tourStartDate: '2030-01-01',
  max: 12,
  destinationId: 1,
  excursionTypeId: 1,
  ...extra,
});

const ALL_EXCURSIONS = [
  excursion('Abuko Nature Reserve', { durationHours: 3 }),
  excursion('Kunta Kinteh Island', { description: LONG_DESCRIPTION, durationHours: 12 }),
  excursion('Wassu Stone Circles', { duration: 2, durationHours: 48 }),
  excursion('Kotu Creek Birding', { durationHours: 1 }),
  excursion('Lamin Lodge Creeks'),
  excursion('Makasutu Culture Forest'),
  excursion('Tanji Fishing Village'),
];
const SENEGAL_EXCURSIONS = [excursion('Gorée Island'), excursion('Lac Rose')];

const paged = (results: Excursion[]): Envelope<Paged<Excursion>> => ({
  success: true,
  data: { results, pageIndex: 1, pageSize: 20, totalCount: results.length, totalPages: 1 },
});

const PACKAGES = [
  excursion('Cape Coast Castle'),
  excursion('Elmina Castle'),
  excursion('Bunce Island'),
  excursion('Tacugama Chimpanzees'),
  excursion('Saint-Louis'),
];
const SPECIAL_INTEREST = [
  { countryName: 'Ghana', description: '', excursions: PACKAGES.slice(0, 2) },
  { countryName: 'Sierra Leone', description: '', excursions: PACKAGES.slice(2, 4) },
  // The same excursion in two records counts once.
  { countryName: 'Senegal', description: '', excursions: [PACKAGES[4], PACKAGES[0]] },
];

/** The queries of each excursion-list call the page made. */
const listCalls: URL[] = [];

beforeEach(() => {
  listCalls.length = 0;
  server.use(
    http.get(`${API}/destination`, () => HttpResponse.json({ success: true, data: DESTINATIONS })),
    http.get(`${API}/excursions/allexcursion`, ({ request }) => {
      listCalls.push(new URL(request.url));
      return HttpResponse.json(paged(ALL_EXCURSIONS));
    }),
    http.get(`${API}/excursions/destination/:id`, ({ params, request }) => {
      listCalls.push(new URL(request.url));
      return HttpResponse.json(paged(params.id === '2' ? SENEGAL_EXCURSIONS : []));
    }),
    http.get(`${API}/excursions/specialinterest`, () =>
      HttpResponse.json({ success: true, data: { results: SPECIAL_INTEREST } }),
    ),
  );
});

const main = () => within(screen.getByRole('main'));
const section = (name: string) => within(main().getByRole('region', { name }));
const offerCards = async () => {
  const offers = section('Special offers');
  await offers.findAllByText('Special Offer');
  return offers.getAllByRole('article');
};

/** Runs `test` in a browser whose visitor asked the system for less motion: no rotation. */
async function askingForLessMotion(test: () => Promise<void>) {
  const matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    await test();
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
}

describe('home page', () => {
  it('rotates the three hot places under the one h1, with labelled controls', async () => {
    const { user } = renderRoute('/');
    const banner = within(await screen.findByRole('region', { name: 'Hot places' }));
    expect(main().getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(banner.getByRole('heading', { level: 1 })).toHaveTextContent('Discover West Africa');
    await waitFor(() => expect(document.title).toBe('Home | West Africa Tours'));

    await user.click(banner.getByRole('button', { name: 'Pause the slideshow' }));
    expect(banner.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    // Back to the first place, wherever the rotation had got to on a slow machine.
    await user.click(banner.getByRole('button', { name: 'Show Senegal' }));
    for (const place of ['Senegal', 'Ghana', 'The Gambia']) {
      expect(banner.getByRole('button', { name: `Show ${place}` })).toBeInTheDocument();
    }

    // Only the visible slide is exposed, with its destination's cover picture.
    expect(banner.getAllByRole('group')).toHaveLength(1);
    const first = banner.getByRole('group', { name: '1 of 3: Senegal' });
    expect(await within(first).findByRole('img', { name: 'A view of Senegal' })).toHaveAttribute(
      'src',
      '/images/destinations/2/cover.jpg',
    );
    expect(within(first).getByRole('link', { name: 'Explore Senegal' })).toHaveAttribute(
      'href',
      '/destination-details/2',
    );

    await user.click(banner.getByRole('button', { name: 'Next place' }));
    expect(banner.getByRole('group', { name: '2 of 3: Ghana' })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Show Ghana' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(banner.getByRole('button', { name: 'Show The Gambia' }));
    expect(banner.getByRole('group', { name: '3 of 3: The Gambia' })).toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Next place' }));
    expect(banner.getByRole('group', { name: '1 of 3: Senegal' })).toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Previous place' }));
    expect(banner.getByRole('group', { name: '3 of 3: The Gambia' })).toBeInTheDocument();
    expect(banner.getAllByRole('group')).toHaveLength(1);
  });

  it('does not rotate for a visitor who asked for less motion', async () => {
    await askingForLessMotion(async () => {
      const { user } = renderRoute('/');
      const banner = within(await screen.findByRole('region', { name: 'Hot places' }));
      const play = banner.getByRole('button', { name: 'Play the slideshow' });
      expect(banner.getByRole('group', { name: '1 of 3: Senegal' })).toBeInTheDocument();
      await user.click(play);
      expect(banner.getByRole('button', { name: 'Pause the slideshow' })).toBeInTheDocument();
    });
  });

  it("takes a hidden place's picture only once the place before it shows", async () => {
    // A hidden slide's picture has no accessible name: looked up by its text instead.
    const picture = (place: string) => document.querySelector(`img[alt="A view of ${place}"]`);
    await askingForLessMotion(async () => {
      const { user } = renderRoute('/');
      const banner = within(await screen.findByRole('region', { name: 'Hot places' }));
      // The first place and the next one; nothing for the last place yet.
      expect(await screen.findByRole('img', { name: 'A view of Senegal' })).toBeInTheDocument();
      await waitFor(() => expect(picture('Ghana')).toBeInTheDocument());
      expect(picture('The Gambia')).not.toBeInTheDocument();

      await user.click(banner.getByRole('button', { name: 'Show Ghana' }));
      expect(await screen.findByRole('img', { name: 'A view of Ghana' })).toBeInTheDocument();
      await waitFor(() => expect(picture('The Gambia')).toBeInTheDocument());
    });
  });

  it('shows the first six excursions as special offers, with the card rules', async () => {
    renderRoute('/');
    const cards = await offerCards();
    expect(cards).toHaveLength(6);
    expect(listCalls[0].searchParams.get('name')).toBe('');
    expect(listCalls[0].searchParams.get('pageIndex')).toBe('1');
    // No more than it shows: the server's page carries these answers to the browser.
    expect(listCalls[0].searchParams.get('pageSize')).toBe('6');
    // The operator's special offers first, in their order; by name when none is flagged.
    expect(listCalls[0].searchParams.get('SortColumn')).toBe('specialOffer');

    const card = (name: string) => within(cards.find((item) => within(item).queryByText(name))!);
    const kunta = card('Kunta Kinteh Island');
    expect(kunta.getByText('Special Offer')).toBeInTheDocument();
    expect(kunta.getByText(`${LONG_DESCRIPTION.slice(0, 100)}...`)).toBeInTheDocument();
    expect(kunta.getByText('Full day')).toBeInTheDocument();
    expect(kunta.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(card('Abuko Nature Reserve').getByText('3 hours')).toBeInTheDocument();
    expect(card('Kotu Creek Birding').getByText('1 hour')).toBeInTheDocument();
    expect(card('Wassu Stone Circles').getByText('2 Days')).toBeInTheDocument();
    expect(kunta.getByRole('link', { name: 'Book Now: Kunta Kinteh Island' })).toHaveAttribute(
      'href',
      `/tour-details/${ALL_EXCURSIONS[1].id}`,
    );
    expect(section('Special offers').queryByText('Tanji Fishing Village')).not.toBeInTheDocument();
  });

  it('follows the destination chosen in the search bar', async () => {
    const { user } = renderRoute('/');
    await offerCards();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Destination' }),
      await screen.findByRole('option', { name: 'Senegal' }),
    );

    expect(await section('Special offers').findByText('Gorée Island')).toBeInTheDocument();
    await waitFor(() => expect(section('Special offers').getAllByRole('article')).toHaveLength(2));
    const last = listCalls[listCalls.length - 1];
    expect(last.pathname).toBe('/api/excursions/destination/2');
    expect(last.searchParams.get('name')).toBe('');

    await user.click(section('Special offers').getByRole('link', { name: 'Book Now: Lac Rose' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/tour-details/${SENEGAL_EXCURSIONS[1].id}`,
    );
  });

  it('says so when a selection has no excursion', async () => {
    const { user } = renderRoute('/');
    await offerCards();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Destination' }),
      await screen.findByRole('option', { name: 'Nigeria' }),
    );
    expect(await section('Special offers').findByText('No data to display')).toBeInTheDocument();
  });

  it('shows the list failure in the offers block', async () => {
    server.use(
      http.get(`${API}/excursions/allexcursion`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    expect(
      await section('Special offers').findByText('Search failed Contact Admin'),
    ).toBeInTheDocument();
  });

  it('shows exactly three different special-interest packages', async () => {
    renderRoute('/');
    const block = section('Special interest tours');
    await block.findAllByText('Special Interest');
    const names = block.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(PACKAGES.map((item) => item.name)).toContain(name);
  });

  it("says 'Offers failed to load' when the packages fail", async () => {
    server.use(
      http.get(`${API}/excursions/specialinterest`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    expect(
      await section('Special interest tours').findByText('Offers failed to load'),
    ).toBeInTheDocument();
    // The toast, once.
    await waitFor(() => expect(screen.getAllByText('Offers failed to load')).toHaveLength(2));
  });

  it('introduces the company and leads groups and quotes to the contact form', async () => {
    renderRoute('/');
    const intro = section('Your West Africa specialists since 1987');
    expect(intro.getByText('1987')).toBeInTheDocument();
    expect(intro.getByText('30+')).toBeInTheDocument();
    expect(intro.getByRole('link', { name: 'Browse destinations' })).toHaveAttribute(
      'href',
      '/destination-list',
    );
    expect(intro.getByRole('link', { name: 'See our tours' })).toHaveAttribute(
      'href',
      '/tours-list',
    );
    expect(intro.getByRole('link', { name: 'Business services' })).toHaveAttribute(
      'href',
      '/business-Services',
    );

    expect(section('What our travellers say').getAllByRole('blockquote')).toHaveLength(3);

    const contact = section('A trip made to measure');
    expect(contact.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(contact.getByText(/group of more than 8 people/)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(main().getByRole('link', { name: 'Search Tours' })).toHaveAttribute(
      'href',
      '/tours-list',
    );
  });
});
