import { eq } from 'drizzle-orm';
import { useTestApp } from './support/testApp';
import {
  bearer,
  createExcursions,
  createTraveller,
  hugeText,
  rowCount,
  type Traveller,
} from './support/travelFixtures';
import { destinationReviews, excursionReviews } from '../../server/src/db/schema';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });
let awa: Traveller;
let destinationId: number;
let excursionId: number;

beforeAll(async () => {
  awa = await createTraveller(testApp.app.db, { firstName: 'Awa', lastName: 'Jallow' });
  const created = await createExcursions(testApp.app.db, ['Makasutu Culture Forest']);
  destinationId = created.destinationId;
  excursionId = created.excursionIds[0];
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, headers, payload: body as object });

const reviewsOf = (excursion: number) =>
  testApp.app.db.select().from(excursionReviews).where(eq(excursionReviews.excursionId, excursion));

const storedCounts = () =>
  Promise.all([excursionReviews, destinationReviews].map((t) => rowCount(testApp.app.db, t)));

describe('POST /api/review/ (excursion review)', () => {
  it('stores a review whose rating comes as text, as the tour page sends it', async () => {
    const response = await post('/api/review/', {
      name: '  Ebrima  ',
      message: ' Wonderful guides and a peaceful boat ride. ',
      rating: '4',
      reviewFor: excursionId,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await reviewsOf(excursionId)).toEqual([
      expect.objectContaining({
        name: 'Ebrima',
        message: 'Wonderful guides and a peaceful boat ride.',
        rating: 4,
      }),
    ]);
  });

  it('takes the default rating of 5 when none is sent', async () => {
    const response = await post('/api/review/', {
      name: 'Isatou',
      message: 'Lovely day.',
      reviewFor: excursionId,
    });

    expect(response.statusCode).toBe(201);
    const stored = await reviewsOf(excursionId);
    expect(stored.find((review) => review.name === 'Isatou')?.rating).toBe(5);
  });

  it.each([
    ['a rating of 6', { rating: 6 }],
    ['a rating of 0', { rating: '0' }],
    ['a rating that is not a whole number', { rating: 3.5 }],
    ['a blank message', { message: '   ' }],
    ['no message', { message: undefined }],
    ['no excursion', { reviewFor: undefined }],
    ['a name over the length limit', { name: 'n'.repeat(101) }],
  ])('refuses %s with a 400 and stores nothing', async (_case, change) => {
    const before = await storedCounts();

    const response = await post('/api/review/', {
      name: 'Ousman',
      message: 'Good trip.',
      rating: 5,
      reviewFor: excursionId,
      ...change,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 404 for an excursion that does not exist', async () => {
    const before = await storedCounts();

    const response = await post('/api/review/', {
      name: 'Ousman',
      message: 'Good trip.',
      rating: 5,
      reviewFor: 987654,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'This excursion does not exist.' });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 400 to a body that is not JSON or is too large, and stores nothing', async () => {
    const before = await storedCounts();

    const notJson = await post('/api/review/', '{"name":', { 'content-type': 'application/json' });
    const huge = await post('/api/review/', {
      name: 'Ousman',
      message: hugeText(),
      rating: 5,
      reviewFor: excursionId,
    });

    expect(notJson.statusCode).toBe(400);
    expect(huge.statusCode).toBe(413); // over the body limit
    expect(huge.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('POST /api/review/create (destination review)', () => {
  const review = () => ({
    reviewForId: destinationId,
    name: 'Mariama',
    email: 'mariama@example.com',
    message: 'Friendly people and beautiful beaches.',
    rating: 5,
  });

  const storedFrom = async (name: string) => {
    const rows = await testApp.app.db
      .select()
      .from(destinationReviews)
      .where(eq(destinationReviews.name, name));
    return rows;
  };

  it('stores an anonymous review without a user', async () => {
    const response = await post('/api/review/create', { ...review(), name: 'Anonymous Anna' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await storedFrom('Anonymous Anna')).toEqual([
      expect.objectContaining({ destinationId, userId: null, email: 'mariama@example.com' }),
    ]);
  });

  it("links the review to the reviewer's account when a live token comes with it", async () => {
    const response = await post(
      '/api/review/create',
      { ...review(), name: 'Signed-in Awa' },
      bearer(awa.token),
    );

    expect(response.statusCode).toBe(201);
    expect(await storedFrom('Signed-in Awa')).toEqual([
      expect.objectContaining({ userId: awa.id }),
    ]);
  });

  it('still takes the review, without a user, when the token is not live', async () => {
    const response = await post(
      '/api/review/create',
      { ...review(), name: 'Stale Token' },
      bearer('expired-or-made-up'),
    );

    expect(response.statusCode).toBe(201);
    expect(await storedFrom('Stale Token')).toEqual([expect.objectContaining({ userId: null })]);
  });

  it('accepts a rating of 0 stars', async () => {
    const response = await post('/api/review/create', { ...review(), name: 'Zero', rating: 0 });

    expect(response.statusCode).toBe(201);
    expect(await storedFrom('Zero')).toEqual([expect.objectContaining({ rating: 0 })]);
  });

  it.each([
    ['an invalid e-mail address', { email: 'mariama.example.com' }, 'email'],
    ['a blank name', { name: '  ' }, 'name'],
    ['a blank message', { message: '' }, 'message'],
  ])('refuses %s with a field error and stores nothing', async (_case, change, field) => {
    const before = await storedCounts();

    const response = await post('/api/review/create', { ...review(), ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: { [field]: [expect.any(String)] },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a rating above 5 and stores nothing', async () => {
    const before = await storedCounts();

    const response = await post('/api/review/create', { ...review(), rating: 6 });

    expect(response.statusCode).toBe(400);
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 404 for a destination that does not exist', async () => {
    const before = await storedCounts();

    const response = await post('/api/review/create', { ...review(), reviewForId: 987654 });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'This destination does not exist.',
    });
    expect(await storedCounts()).toEqual(before);
  });
});
