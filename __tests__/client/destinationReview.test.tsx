import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Destination } from '@/contract/wire/catalog';
import type { DestinationReviewRequest } from '@/contract/wire/reviews';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

const senegal: Destination = {
  id: 2,
  name: 'Senegal',
  capital: 'Dakar',
  about: 'Senegal is West Africa’s westernmost point.',
  location: 'Dakar, Senegal',
  latitude: 14.72,
  longitude: -17.47,
  coverImageUrl: '/home/images/destinations/senegal.jpg',
  gallery: [],
  rating: 4.8,
  countryName: 'Senegal',
  language: 'French; Wolof',
  currency: 'West African CFA franc (XOF)',
  visaRequirements: '',
};

interface Posted {
  body: DestinationReviewRequest;
  authorization: string | null;
}

/** The Idempotency-Key of each review posted. */
const keys: Array<string | null> = [];

/** The destination page, with review/create answering `status` and recording what came. */
function servePage(status = 201) {
  const posted: Posted[] = [];
  server.use(
    http.get(`${API}/destination/:id`, () => HttpResponse.json({ success: true, data: senegal })),
    http.get(`${API}/excursions/destination/:id`, () =>
      HttpResponse.json({
        success: true,
        data: { results: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 },
      }),
    ),
    http.post(`${API}/review/create`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      posted.push({
        body: (await request.json()) as DestinationReviewRequest,
        authorization: request.headers.get('Authorization'),
      });
      return status < 400
        ? HttpResponse.json({ success: true, message: 'Thank you for your review.' }, { status })
        : HttpResponse.json({ success: false, message: 'Refused' }, { status });
    }),
  );
  return posted;
}

async function openForm(preloadedState?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute('/destination-details/2', preloadedState);
  const form = within(await screen.findByRole('form', { name: 'Review this destination' }));
  const fields = {
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    comments: form.getByRole('textbox', { name: 'Comments' }),
  };
  return { ...view, form, fields };
}

async function fillIn(
  user: Awaited<ReturnType<typeof openForm>>['user'],
  fields: Awaited<ReturnType<typeof openForm>>['fields'],
  form: Awaited<ReturnType<typeof openForm>>['form'],
) {
  // Pasted rather than typed key by key: the page is large and jsdom restyles on each key.
  for (const [field, text] of [
    [fields.name, 'Awa Jallow'],
    [fields.email, 'awa@example.org'],
    [fields.comments, 'Gorée Island moved us all.'],
  ] as const) {
    await user.click(field);
    await user.paste(text);
  }
  // A click without pointer moves: jsdom has no layout for the stars' hover position.
  fireEvent.click(form.getByRole('radio', { name: '4 Stars' }));
}

describe('destination review form', () => {
  it('asks for a name, an e-mail and comments, and sends nothing meanwhile', async () => {
    const posted = servePage();
    const { user, form, fields } = await openForm();
    expect(fields.name).toBeRequired();
    expect(fields.email).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.comments).toBeRequired();

    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect(await form.findByText('Please enter your name.')).toBeInTheDocument();
    expect(form.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(form.getByText('Please write your review.')).toBeInTheDocument();

    await user.click(fields.email);
    await user.paste('awa@localhost');
    await user.tab();
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('posts the review, says so and clears the form', async () => {
    const posted = servePage(201);
    const { user, form, fields } = await openForm();
    await fillIn(user, fields, form);
    await user.click(form.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review created successfully!')).toBeInTheDocument();
    expect(form.getByRole('status')).toHaveTextContent(
      'Thank you for your review. It will appear on the page once our team has checked it.',
    );
    expect(posted).toEqual([
      {
        body: {
          reviewForId: 2,
          name: 'Awa Jallow',
          email: 'awa@example.org',
          message: 'Gorée Island moved us all.',
          rating: 4,
        },
        authorization: null,
      },
    ]);
    // The submit's own key: a retry of this review posts nothing more.
    expect(keys.at(-1)).toMatch(/^.{8,255}$/);
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.comments).toHaveValue('');
    expect(form.getByRole('radio', { name: '4 Stars' })).not.toBeChecked();
  });

  it('keeps what was typed and says so when the server refuses', async () => {
    servePage(400);
    const { user, form, fields } = await openForm();
    await fillIn(user, fields, form);
    await user.click(form.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Failed to create review')).toBeInTheDocument();
    expect(fields.name).toHaveValue('Awa Jallow');
  });

  it('says so when the network fails', async () => {
    servePage();
    server.use(http.post(`${API}/review/create`, () => HttpResponse.error()));
    const { user, form, fields } = await openForm();
    await fillIn(user, fields, form);
    await user.click(form.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to create review')).toBeInTheDocument();
  });

  it('carries the session token when the visitor is signed in', async () => {
    const posted = servePage(201);
    const { user, form, fields } = await openForm({ session: { token: 'token-7', user: null } });
    await fillIn(user, fields, form);
    await user.click(form.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review created successfully!')).toBeInTheDocument();
    expect(posted.map((call) => call.authorization)).toEqual(['Bearer token-7']);
  });
});
