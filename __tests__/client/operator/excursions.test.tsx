import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import type { Destination, ExcursionType } from '@/contract/wire/catalog';
import type { Envelope, Failure } from '@/contract/wire/envelope';
import type { ExcursionInput, StaffExcursion } from '@/contract/wire/operatorCatalog';
import { enter } from '../support/entering';
import { renderRoute } from '../support/render';
import { API, server } from '../support/server';
import { OPERATOR, storeStaffSession } from './fixtures';

const gambia = {
  id: 3,
  name: 'The Gambia',
  capital: 'Banjul',
  about: 'The smiling coast.',
  location: 'Banjul',
  latitude: 13.45,
  longitude: -16.58,
  coverImageUrl: '/home/images/gambia/cover.jpg',
  gallery: [],
  rating: 5,
  countryName: 'The Gambia',
  language: 'English',
  currency: 'Dalasi',
  visaRequirements: '',
} satisfies Destination;

const stored = (input: ExcursionInput, over: Partial<StaffExcursion> = {}): StaffExcursion => ({
  ...input,
  id: 41,
  _id: '41',
  countryName: 'The Gambia',
  published: false,
  ...over,
});

type User = ReturnType<typeof renderRoute>['user'];

/** Enters a whole value into the field of that label at once. */
const fill = (user: User, label: RegExp, text: string) =>
  enter(user, screen.getByLabelText(label), text);

/** A photo already in the images folder, added by its stored path. */
async function addStoredPhoto(user: User, path: string) {
  await fill(user, /^Or add a stored photo/, path);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
  server.use(
    http.get(`${API}/destination`, () =>
      HttpResponse.json({ success: true, data: [gambia] } satisfies Envelope<Destination[]>),
    ),
    http.get(`${API}/excursionstype`, () =>
      HttpResponse.json({
        success: true,
        data: [{ id: 2, name: 'Nature Groups' }],
      } satisfies Envelope<ExcursionType[]>),
    ),
  );
});

describe('a new excursion', () => {
  it('says what a field needs and sends nothing until the form is right', async () => {
    let posted = 0;
    server.use(
      http.post(`${OPERATOR}/excursions`, () => {
        posted += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderRoute('/operator/excursions/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please fill this in.')).length).toBeGreaterThan(2);
    await fill(user, /^Latitude/, '95');
    await user.tab();
    expect(await screen.findByText('Between -90 and 90, please.')).toBeVisible();
    expect(posted).toBe(0);
  });

  it('is saved with numbers and a gallery list, then opens as a draft', async () => {
    let body: ExcursionInput | undefined;
    let key: string | null = null;
    server.use(
      http.post(`${OPERATOR}/excursions`, async ({ request }) => {
        key = request.headers.get('idempotency-key');
        body = (await request.json()) as ExcursionInput;
        return HttpResponse.json(
          {
            success: true,
            message: 'The excursion is saved.',
            data: stored(body),
          } satisfies Envelope<StaffExcursion>,
          { status: 201 },
        );
      }),
      http.get(`${OPERATOR}/excursions/41`, () =>
        HttpResponse.json({
          success: true,
          data: stored(body!),
        } satisfies Envelope<StaffExcursion>),
      ),
    );
    const { user } = renderRoute('/operator/excursions/new');
    await screen.findByLabelText(/^Name/);
    await fill(user, /^Name/, 'Kachikally Crocodile Pool');
    await fill(user, /^Description/, 'The sacred pool of Bakau.');
    await user.selectOptions(await screen.findByLabelText(/^Excursion type/), 'Nature Groups');
    await user.selectOptions(screen.getByLabelText(/^Destination/), 'The Gambia');
    await fill(user, /^Location/, 'Bakau');
    await fill(user, /^Latitude/, '13.478');
    await fill(user, /^Longitude/, '-16.681');
    await fill(user, /^Start date/, '2027-01-15');
    await user.click(screen.getByLabelText('Drinks included'));
    await addStoredPhoto(user, '/home/images/excursions/kachikally.jpg');
    await addStoredPhoto(user, '/home/images/excursions/pool-2.jpg');
    await user.click(screen.getByLabelText(/^French name/));
    await user.paste('Le bassin aux crocodiles de Kachikally');
    await user.click(screen.getByLabelText('Show as a special offer on the home page'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The excursion is saved.')).toBeVisible();
    // The submit's own key: a retry of this save creates no second excursion.
    expect(key).toMatch(/^.{8,255}$/);
    expect(body).toEqual({
      name: 'Kachikally Crocodile Pool',
      description: 'The sacred pool of Bakau.',
      nameFr: 'Le bassin aux crocodiles de Kachikally',
      descriptionFr: '',
      locationFr: '',
      destinationId: 3,
      excursionTypeId: 2,
      location: 'Bakau',
      latitude: 13.478,
      longitude: -16.681,
      duration: 1,
      durationHours: 4,
      numberOfPeople: 2,
      max: 12,
      tourStartDate: '2027-01-15',
      rating: 5,
      food: false,
      drinks: true,
      coverImageUrl: '/home/images/excursions/kachikally.jpg',
      gallery: ['/home/images/excursions/kachikally.jpg', '/home/images/excursions/pool-2.jpg'],
      imageAlts: {},
      specialOffer: true,
      specialOfferOrder: 0,
    });
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/operator/excursions/41'),
    );
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeVisible();
    expect(screen.getByText('Not published')).toBeVisible();
  });

  it("shows the server's refusal on the field it names", async () => {
    server.use(
      http.post(`${OPERATOR}/excursions`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please choose one of the destinations.',
            errors: { destinationId: ['Please choose one of the destinations.'] },
          } satisfies Failure,
          { status: 400 },
        ),
      ),
      http.get(`${OPERATOR}/excursions/:id`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderRoute('/operator/excursions/new');
    await screen.findByLabelText(/^Name/);
    await fill(user, /^Name/, 'Wassu');
    await fill(user, /^Description/, 'Stone circles.');
    await user.selectOptions(await screen.findByLabelText(/^Excursion type/), 'Nature Groups');
    await user.selectOptions(screen.getByLabelText(/^Destination/), 'The Gambia');
    await fill(user, /^Location/, 'Wassu');
    await fill(user, /^Latitude/, '13.69');
    await fill(user, /^Longitude/, '-14.88');
    await fill(user, /^Start date/, '2027-02-01');
    await addStoredPhoto(user, '/home/images/wassu.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Said in the toast and under the field.
    await waitFor(() =>
      expect(screen.getAllByText('Please choose one of the destinations.')).toHaveLength(2),
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent('/operator/excursions/new');
  });
});

describe('an existing excursion', () => {
  it('is published from its page', async () => {
    const excursion = stored(
      {
        name: 'Abuko Nature Reserve',
        description: 'Forest walk.',
        destinationId: 3,
        excursionTypeId: 2,
        location: 'Abuko',
        latitude: 13.4,
        longitude: -16.65,
        duration: 1,
        durationHours: 3,
        numberOfPeople: 4,
        max: 10,
        tourStartDate: '2027-03-01',
        rating: 5,
        food: false,
        drinks: false,
        coverImageUrl: '/home/images/abuko.jpg',
        gallery: [],
        specialOffer: false,
        specialOfferOrder: 0,
      },
      { id: 7, _id: '7' },
    );
    let published = false;
    server.use(
      http.get(`${OPERATOR}/excursions/7`, () =>
        HttpResponse.json({ success: true, data: { ...excursion, published } }),
      ),
      http.post(`${OPERATOR}/excursions/7/publish`, () => {
        published = true;
        return HttpResponse.json({ success: true, message: 'The excursion is published.' });
      }),
    );
    const { user } = renderRoute('/operator/excursions/7');
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Abuko Nature Reserve');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The excursion is published.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute(
      'href',
      '/tour-details/7',
    );
  });
});
