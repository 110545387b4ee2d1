import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Failure, MessageAnswer } from '@/contract/wire/envelope';
import type { DestinationInput, StaffDestination } from '@/contract/wire/operatorDestinations';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { OPERATOR, paged, storeStaffSession } from './fixtures';

const senegal = {
  id: 5,
  name: 'Senegal',
  capital: 'Dakar',
  about: 'Gorée, Saint-Louis and the Saloum delta.',
  location: 'Dakar',
  latitude: 14.69,
  longitude: -17.44,
  coverImageUrl: '/home/images/senegal/cover.jpg',
  gallery: ['/home/images/senegal/cover.jpg'],
  rating: 4.5,
  countryName: 'Senegal',
  language: 'French, Wolof',
  currency: 'CFA franc',
  visaRequirements: '',
  published: true,
  publishedExcursions: 3,
} satisfies StaffDestination;

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
});

describe('the destinations list', () => {
  it('shows each destination with its country, status and published excursions', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(`${OPERATOR}/destinations`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json(
          paged<StaffDestination>([
            senegal,
            {
              ...senegal,
              id: 6,
              name: 'Guinea',
              countryName: 'Guinea',
              capital: 'Conakry',
              published: false,
              publishedExcursions: 0,
            },
          ]),
        );
      }),
    );
    renderRoute('/operator/destinations');
    const first = (await screen.findByRole('heading', { name: 'Senegal' })).closest('article')!;
    expect(within(first).getByText('Published')).toBeVisible();
    expect(within(first).getByText(/Senegal · Dakar · 3 published excursions/)).toBeVisible();
    const second = screen.getByRole('heading', { name: 'Guinea' }).closest('article')!;
    expect(within(second).getByText('Not published')).toBeVisible();
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/operator/destinations/6');
    expect(asked?.get('pageIndex')).toBe('1');
    expect(screen.getByRole('link', { name: 'New destination' })).toHaveAttribute(
      'href',
      '/operator/destinations/new',
    );
  });
});

describe('a destination’s page', () => {
  it('saves an edit with every field, and shows the server’s refusal on its field', async () => {
    const bodies: DestinationInput[] = [];
    server.use(
      http.get(`${OPERATOR}/destinations/5`, () =>
        HttpResponse.json({ success: true, data: senegal } satisfies Envelope<StaffDestination>),
      ),
      http.put(`${OPERATOR}/destinations/5`, async ({ request }) => {
        const body = (await request.json()) as DestinationInput;
        bodies.push(body);
        if (bodies.length === 2) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Another destination already has this name.',
              errors: { name: ['Another destination already has this name.'] },
            } satisfies Failure,
            { status: 400 },
          );
        }
        return HttpResponse.json({
          success: true,
          message: 'Your changes are saved.',
          data: { ...senegal, ...body, id: 5, published: true, publishedExcursions: 3 },
        } satisfies Envelope<StaffDestination>);
      }),
    );
    const { user } = renderRoute('/operator/destinations/5');
    const visa = await screen.findByLabelText(/^Visa requirements/);
    expect(screen.getByLabelText(/^Capital/)).toHaveValue('Dakar');
    await user.click(visa);
    await user.paste('An e-visa is needed.');
    await user.click(screen.getByLabelText(/^French about text/));
    await user.paste('Gorée, Saint-Louis et le delta du Saloum.');
    // The photos are the photo field's, as on an excursion's page: no stored path to type.
    expect(screen.queryByLabelText(/stored path/)).toBeNull();
    await user.click(screen.getByLabelText(/^Photo 1: what it shows/));
    await user.paste('Boats on the beach at Dakar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();
    expect(bodies[0]).toEqual({
      name: 'Senegal',
      capital: 'Dakar',
      about: 'Gorée, Saint-Louis and the Saloum delta.',
      countryName: 'Senegal',
      language: 'French, Wolof',
      currency: 'CFA franc',
      visaRequirements: 'An e-visa is needed.',
      rating: 4.5,
      location: 'Dakar',
      latitude: 14.69,
      longitude: -17.44,
      coverImageUrl: '/home/images/senegal/cover.jpg',
      gallery: ['/home/images/senegal/cover.jpg'],
      imageAlts: { '/home/images/senegal/cover.jpg': 'Boats on the beach at Dakar' },
      nameFr: '',
      aboutFr: 'Gorée, Saint-Louis et le delta du Saloum.',
      languageFr: '',
      currencyFr: '',
      visaRequirementsFr: '',
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText('Another destination already has this name.')).toHaveLength(2),
    );
  });

  it('checks the fields before sending', async () => {
    let posted = 0;
    server.use(
      http.post(`${OPERATOR}/destinations`, () => {
        posted += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderRoute('/operator/destinations/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please fill this in.')).length).toBeGreaterThan(5);
    expect(posted).toBe(0);
  });

  it('asks before unpublishing a destination with published excursions, and takes them off too', async () => {
    let published = true;
    let unpublishBody: unknown;
    server.use(
      http.get(`${OPERATOR}/destinations/5`, () =>
        HttpResponse.json({
          success: true,
          data: { ...senegal, published, publishedExcursions: published ? 3 : 0 },
        } satisfies Envelope<StaffDestination>),
      ),
      http.post(`${OPERATOR}/destinations/5/unpublish`, async ({ request }) => {
        unpublishBody = await request.json();
        published = false;
        return HttpResponse.json({
          success: true,
          message: 'The destination is unpublished.',
        } satisfies MessageAnswer);
      }),
    );
    const { user } = renderRoute('/operator/destinations/5');
    expect(await screen.findByRole('link', { name: 'See it on the site' })).toHaveAttribute(
      'href',
      '/destination-details/5',
    );
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this destination?' });
    expect(within(dialog).getByText(/It has 3 published excursions/)).toBeVisible();
    // Closing changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unpublishBody).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(
      await screen.findByRole('button', { name: 'Unpublish it and its 3 excursions' }),
    );
    expect(await screen.findByText('The destination is unpublished.')).toBeVisible();
    expect(unpublishBody).toEqual({ excursions: 'unpublish' });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeVisible();
    expect(screen.getByText('0 published excursions')).toBeVisible();
  });
});

describe('the coordinates map', () => {
  it('sets the coordinates where it is clicked, moves them with the arrow keys, and marks typed ones', async () => {
    server.use(
      http.get(`${OPERATOR}/destinations/5`, () =>
        HttpResponse.json({
          success: true,
          data: { ...senegal, published: true, publishedExcursions: 0 },
        } satisfies Envelope<StaffDestination>),
      ),
    );
    const { user } = renderRoute('/operator/destinations/5');
    const map = await screen.findByRole('img', { name: /^Map of West Africa/ });
    expect(map.querySelectorAll('path').length).toBeGreaterThanOrEqual(10);
    // The typed Dakar shows as a marker.
    expect(map.querySelectorAll('circle')).toHaveLength(2);

    // The drawing is 42° wide and 15° high (18°N to 3°N, 26°W to 16°E), shown here 840 × 300.
    jest.spyOn(map, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 50,
      width: 840,
      height: 300,
      right: 940,
      bottom: 350,
      x: 100,
      y: 50,
      toJSON: () => ({}),
    });
    const at = (longitude: number, latitude: number) => ({
      clientX: 100 + (longitude + 26) * 20,
      clientY: 50 + (18 - latitude) * 20,
    });
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: at(-16.58, 13.45) });
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('13.45');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-16.58');

    map.focus();
    await user.keyboard('{ArrowUp}{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('13.55');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-15.58');

    await user.clear(screen.getByLabelText(/^Longitude/));
    await user.type(screen.getByLabelText(/^Longitude/), '40');
    expect(map.querySelectorAll('circle')).toHaveLength(0);
    expect(screen.getByText(/outside the map of West Africa/)).toBeVisible();
  });
});
