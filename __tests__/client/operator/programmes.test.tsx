import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Failure } from '@/contract/wire/envelope';
import type { StaffExcursion } from '@/contract/wire/operatorCatalog';
import type {
  ProgrammesInput,
  SpecialPageInput,
  StaffProgrammes,
  StaffSpecialPage,
} from '@/contract/wire/operatorProgrammes';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { OPERATOR, paged, storeStaffSession } from './fixtures';

const excursion = (id: number, name: string, countryName: string): StaffExcursion => ({
  id,
  _id: String(id),
  name,
  countryName,
  description: `${name}.`,
  coverImageUrl: '/home/images/x.jpg',
  gallery: [],
  rating: 5,
  location: countryName,
  latitude: 13,
  longitude: -16,
  duration: 1,
  durationHours: 4,
  numberOfPeople: 2,
  food: false,
  drinks: false,
  tourStartDate: '2027-01-01',
  max: 12,
  destinationId: 1,
  excursionTypeId: 1,
  published: true,
  specialOffer: false,
  specialOfferOrder: 0,
});

const stored = {
  category: 'Students',
  programmes: [
    {
      id: 1,
      countryName: 'The Gambia',
      description: 'History on the river.',
      excursions: [
        { id: 11, name: 'Kunta Kinteh Island', countryName: 'The Gambia', published: true },
        { id: 12, name: 'Wassu Stone Circles', countryName: 'The Gambia', published: false },
      ],
    },
    { id: 2, countryName: 'Senegal', description: 'Gorée.', excursions: [] },
  ],
} satisfies StaffProgrammes;

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
  server.use(
    http.get(`${OPERATOR}/programmes`, () =>
      HttpResponse.json({ success: true, data: stored } satisfies Envelope<StaffProgrammes>),
    ),
    http.get(`${OPERATOR}/excursions`, () =>
      HttpResponse.json(
        paged([
          excursion(11, 'Kunta Kinteh Island', 'The Gambia'),
          excursion(13, 'Goree Island', 'Senegal'),
        ]),
      ),
    ),
  );
});

it('shows each country with its excursions, and saves the programme as edited', async () => {
  let body: ProgrammesInput | undefined;
  server.use(
    http.put(`${OPERATOR}/programmes`, async ({ request }) => {
      body = (await request.json()) as ProgrammesInput;
      return HttpResponse.json({
        success: true,
        message: 'The programme is saved.',
        data: stored,
      } satisfies Envelope<StaffProgrammes>);
    }),
  );
  const { user } = renderRoute('/operator/programmes');
  const gambia = await screen.findByRole('group', { name: 'The Gambia' });
  expect(within(gambia).getByText('Kunta Kinteh Island')).toBeVisible();
  expect(within(gambia).getByText(/Wassu Stone Circles \(not published/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute(
    'href',
    '/special-excursions/Students',
  );

  await user.click(within(gambia).getByRole('button', { name: 'Remove Wassu Stone Circles' }));
  const senegal = screen.getByRole('group', { name: 'Senegal' });
  await user.selectOptions(
    await within(senegal).findByLabelText('Add an excursion'),
    'Goree Island (Senegal)',
  );
  expect(within(senegal).getByText('Goree Island')).toBeVisible();
  await user.click(within(senegal).getByRole('button', { name: 'Move up' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('The programme is saved.')).toBeVisible();
  expect(body).toEqual({
    programmes: [
      { countryName: 'Senegal', description: 'Gorée.', descriptionFr: '', excursionIds: [13] },
      {
        countryName: 'The Gambia',
        description: 'History on the river.',
        descriptionFr: '',
        excursionIds: [11],
      },
    ],
  });
});

it('checks a new country before sending, and shows the server’s refusal on its field', async () => {
  let puts = 0;
  server.use(
    http.put(`${OPERATOR}/programmes`, () => {
      puts += 1;
      return HttpResponse.json(
        {
          success: false,
          message: 'This country is in the programme twice.',
          errors: { 'programmes.2.countryName': ['This country is in the programme twice.'] },
        } satisfies Failure,
        { status: 400 },
      );
    }),
  );
  const { user } = renderRoute('/operator/programmes');
  await screen.findByRole('group', { name: 'The Gambia' });
  await user.click(screen.getByRole('button', { name: 'Add a country' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByText('Please fill this in.')).length).toBe(2);
  expect(puts).toBe(0);

  const added = screen.getByRole('group', { name: 'New country' });
  await user.click(within(added).getByLabelText(/^Country/));
  await user.paste('Senegal');
  await user.click(within(added).getByLabelText(/^Description/));
  await user.paste('Saint-Louis.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getAllByText('This country is in the programme twice.')).toHaveLength(2),
  );
  expect(puts).toBe(1);
});

const nature = {
  category: 'Nature Groups',
  services: [],
  galleryImage: null,
  galleryAlt: '',
  entries: [
    {
      countryName: 'Senegal',
      title: 'The Djoudj bird sanctuary',
      description: 'Pelicans.',
      image: '/home/images/excursions/djoudj/cover.jpg',
    },
    { countryName: 'Ghana', title: 'Mole National Park', description: 'Elephants.', image: null },
  ],
  itinerariesIntro: 'From November to May.',
  itineraries: [
    {
      title: '2-day birding',
      summary: 'The coast.',
      days: [
        { title: 'Kotu Creek', activities: ['Walk', 'Dinner'] },
        { title: 'Abuko', activities: ['Forest'] },
      ],
    },
  ],
} satisfies StaffSpecialPage;

it('edits another category’s page: its entries and its itineraries day by day', async () => {
  let body: SpecialPageInput | undefined;
  server.use(
    http.get(`${OPERATOR}/programmes/Nature%20Groups`, () =>
      HttpResponse.json({ success: true, data: nature } satisfies Envelope<StaffSpecialPage>),
    ),
    http.put(`${OPERATOR}/programmes/Nature%20Groups`, async ({ request }) => {
      body = (await request.json()) as SpecialPageInput;
      return HttpResponse.json({
        success: true,
        message: 'The programme is saved.',
        data: nature,
      } satisfies Envelope<StaffSpecialPage>);
    }),
  );
  const { user } = renderRoute('/operator/programmes');
  await screen.findByRole('group', { name: 'The Gambia' });
  await user.selectOptions(screen.getByLabelText('Special-interest category'), 'Nature Groups');
  expect(await screen.findByRole('heading', { level: 1, name: 'Nature Groups' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute(
    'href',
    '/special-excursions/Nature%20Groups',
  );
  expect(screen.queryByLabelText(/^Services text/)).toBeNull();

  const mole = await screen.findByRole('group', { name: 'Mole National Park' });
  await user.click(within(mole).getByRole('button', { name: 'Move up' }));
  const itinerary = screen.getByRole('group', { name: '2-day birding' });
  await user.click(within(itinerary).getByRole('button', { name: 'Remove day 1' }));
  await user.click(within(itinerary).getByRole('button', { name: 'Add a day' }));
  await user.click(within(itinerary).getByLabelText(/^Day 2: heading/));
  await user.paste('Departure');
  await user.click(within(itinerary).getByLabelText(/^Day 2: activities/));
  await user.paste('Last walk\n\nAirport');
  await user.click(within(itinerary).getByLabelText(/^French summary/));
  await user.paste('La côte.');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('The programme is saved.')).toBeVisible();
  expect(body).toEqual({
    services: [],
    galleryImage: null,
    galleryAlt: '',
    entries: [
      {
        countryName: 'Ghana',
        title: 'Mole National Park',
        description: 'Elephants.',
        titleFr: '',
        descriptionFr: '',
        image: null,
      },
      {
        countryName: 'Senegal',
        title: 'The Djoudj bird sanctuary',
        description: 'Pelicans.',
        titleFr: '',
        descriptionFr: '',
        image: '/home/images/excursions/djoudj/cover.jpg',
      },
    ],
    itinerariesIntro: 'From November to May.',
    itineraries: [
      {
        title: '2-day birding',
        summary: 'The coast.',
        days: [
          { title: 'Abuko', activities: ['Forest'] },
          { title: 'Departure', activities: ['Last walk', 'Airport'] },
        ],
        titleFr: '',
        summaryFr: 'La côte.',
        daysFr: [
          { title: '', activities: [] },
          { title: '', activities: [] },
        ],
      },
    ],
    servicesFr: [],
    galleryAltFr: '',
    itinerariesIntroFr: '',
  });
});

it('shows the services text and its picture where the public page has them', async () => {
  const religious = {
    ...nature,
    category: 'Religious Groups',
    services: ['Since 1987.', 'Group prayers.'],
    galleryImage: '/home/images/excursions/touba/cover.jpg',
    galleryAlt: 'The Great Mosque of Touba',
    itineraries: [],
    itinerariesIntro: '',
  } satisfies StaffSpecialPage;
  server.use(
    http.get(`${OPERATOR}/programmes/Religious%20Groups`, () =>
      HttpResponse.json({ success: true, data: religious } satisfies Envelope<StaffSpecialPage>),
    ),
  );
  renderRoute('/operator/programmes?category=Religious%20Groups');
  expect(await screen.findByLabelText(/^Services text/)).toHaveValue(
    'Since 1987.\n\nGroup prayers.',
  );
  expect(screen.getByDisplayValue('The Great Mosque of Touba')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Add an itinerary' })).toBeNull();
});
