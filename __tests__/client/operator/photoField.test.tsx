import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope, Failure } from '@/contract/wire/envelope';
import type { StaffExcursion, UploadedPhoto } from '@/contract/wire/operatorCatalog';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { OPERATOR, storeStaffSession } from './fixtures';

const EXCURSION: StaffExcursion = {
  id: 41,
  _id: '41',
  name: 'Abuko Nature Reserve',
  description: 'Forest walk.',
  coverImageUrl: '/home/images/excursions/abuko.jpg',
  gallery: ['/home/images/excursions/abuko.jpg'],
  imageAlts: { '/home/images/excursions/abuko.jpg': 'A forest path' },
  rating: 5,
  countryName: 'The Gambia',
  location: 'Abuko',
  latitude: 13.4,
  longitude: -16.65,
  duration: 1,
  durationHours: 3,
  numberOfPeople: 4,
  food: false,
  drinks: false,
  tourStartDate: '2027-03-01',
  max: 10,
  destinationId: 3,
  excursionTypeId: 2,
  published: false,
  specialOffer: false,
  specialOfferOrder: 0,
};

const photo = (name: string, type = 'image/jpeg') => new File(['pretend pixels'], name, { type });

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
});

it('uploads several photos with the staff token, then orders, describes and saves them', async () => {
  const uploads: Array<{ auth: string | null; name: string }> = [];
  let saved: Record<string, unknown> | undefined;
  server.use(
    http.get(`${OPERATOR}/excursions/41`, () =>
      HttpResponse.json({ success: true, data: EXCURSION } satisfies Envelope<StaffExcursion>),
    ),
    http.post(`${OPERATOR}/images`, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push({ auth: request.headers.get('authorization'), name: file.name });
      if (file.name === 'huge.jpg') {
        return HttpResponse.json(
          { success: false, message: 'This photo is larger than 10 MB.' } satisfies Failure,
          { status: 413 },
        );
      }
      const path = `/home/images/uploads/2026-11/${file.name.replace('.', '-')}.jpg`;
      return HttpResponse.json(
        {
          success: true,
          data: { path, width: 2400, height: 1600, bytes: 500_000 },
        } satisfies Envelope<UploadedPhoto>,
        { status: 201 },
      );
    }),
    http.put(`${OPERATOR}/excursions/41`, async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ success: true, message: 'Saved.', data: EXCURSION });
    }),
  );
  const { user } = renderRoute('/operator/excursions/41');
  const field = within(await screen.findByRole('region', { name: /^Photos/ }));
  expect(field.getByRole('listitem', { name: 'Photo 1 of 1' })).toBeVisible();
  expect(field.getByLabelText(/^Photo 1: what it shows/)).toHaveValue('A forest path');

  // Two chosen at once, as a phone's picker gives them.
  await user.upload(field.getByLabelText('Choose photos'), [
    photo('river.jpg'),
    photo('guide.png', 'image/png'),
  ]);
  expect(await field.findByRole('listitem', { name: 'Photo 3 of 3' })).toBeVisible();
  expect(uploads).toEqual([
    { auth: 'Bearer staff-token-1', name: 'river.jpg' },
    { auth: 'Bearer staff-token-1', name: 'guide.png' },
  ]);

  // Dropped: one the device refuses, one the server refuses; neither joins the photos.
  fireEvent.drop(field.getByTestId('photo-drop'), {
    dataTransfer: { files: [photo('notes.gif', 'image/gif'), photo('huge.jpg')] },
  });
  expect(await field.findByText('Not a JPEG, PNG or WebP photo.')).toBeVisible();
  expect(await field.findByText('This photo is larger than 10 MB.')).toBeVisible();
  expect(uploads.map((u) => u.name)).not.toContain('notes.gif');

  // The third becomes the cover; the old cover is removed; alt text for the new cover.
  const third = within(field.getByRole('listitem', { name: 'Photo 3 of 3' }));
  await user.click(third.getByRole('button', { name: 'Make cover' }));
  await user.click(field.getByRole('button', { name: 'Remove photo 2' }));
  await user.click(field.getByRole('button', { name: 'Move photo 2 earlier' }));
  await user.click(field.getByRole('button', { name: 'Move photo 1 later' }));
  await user.click(field.getByLabelText(/^Photo 1: what it shows/));
  await user.paste('Our guide Lamin at the river');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(saved).toBeDefined());
  expect(saved).toMatchObject({
    coverImageUrl: '/home/images/uploads/2026-11/guide-png.jpg',
    gallery: [
      '/home/images/uploads/2026-11/guide-png.jpg',
      '/home/images/uploads/2026-11/river-jpg.jpg',
    ],
    imageAlts: { '/home/images/uploads/2026-11/guide-png.jpg': 'Our guide Lamin at the river' },
  });
});

it('asks for a photo before saving a page without one', async () => {
  server.use(
    http.get(`${OPERATOR}/excursions/41`, () =>
      HttpResponse.json({ success: true, data: EXCURSION } satisfies Envelope<StaffExcursion>),
    ),
  );
  const { user } = renderRoute('/operator/excursions/41');
  const field = within(await screen.findByRole('region', { name: /^Photos/ }));
  await user.click(field.getByRole('button', { name: 'Remove photo 1' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await field.findByText('Please add at least one photo: the first is the cover.'),
  ).toBeVisible();
});
