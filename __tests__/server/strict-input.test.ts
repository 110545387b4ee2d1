import { destinationReviews, enquiries, excursionReviews, transfers } from '@server/db/schema';
import { operatorToday } from '@/contract/dates';
import { SERVER_MESSAGES } from '@/contract/serverMessages';
import { useTestApp } from './support/testApp';
import {
  bearer,
  createExcursions,
  createTraveller,
  rowCount,
  type Traveller,
} from './support/travelFixtures';

jest.setTimeout(60_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false' });

let traveller: Traveller;
let excursionId: number;
let destinationId: number;

beforeAll(async () => {
  traveller = await createTraveller(testApp.database.db, { firstName: 'Awa', lastName: 'Jallow' });
  const created = await createExcursions(testApp.database.db, ['Kunta Kinteh Island']);
  excursionId = created.excursionIds[0];
  destinationId = created.destinationId;
});

const enquiry = {
  firstName: 'Awa',
  lastName: 'Jallow',
  email: 'awa@example.com',
  phoneNumber: '7012345',
  country: 'The Gambia',
  countryCode: '+220',
  message: 'Do you run trips in the rainy season?',
};

const transfer = {
  pickupLocation: 'Banjul International Airport',
  dropLocation: 'Kololi',
  pickupDate: operatorToday(new Date(Date.now() + 30 * 24 * 3600 * 1000)),
  pickupTime: '10:00:00',
  capacity: 2,
};

/** A refusal in the failure envelope, naming the field and echoing nothing of the request. */
function expectRefused(
  answer: { statusCode: number; json(): unknown; body: string },
  field: string,
) {
  expect(answer.statusCode).toBe(400);
  const body = answer.json() as { success: boolean; message: string; errors: object };
  expect(body).toMatchObject({ success: false, errors: { [field]: expect.any(Array) } });
  expect(body.message).toContain(SERVER_MESSAGES.invalidBody);
  expect(answer.body).not.toMatch(/insert|select|\\u0000/i);
}

describe('values of the wrong type are refused, never converted', () => {
  it('refuses a boolean for an id, a boolean for text and hexadecimal text for a number', async () => {
    const { app, database } = testApp;
    const review = await app.inject({
      method: 'POST',
      url: '/api/review/create',
      payload: {
        reviewForId: true,
        name: 'Awa',
        email: 'awa@example.com',
        message: 'Lovely',
        rating: 5,
      },
    });
    expectRefused(review, 'reviewForId');

    const sent = await app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      payload: { ...enquiry, message: false },
    });
    expectRefused(sent, 'message');

    const booked = await app.inject({
      method: 'POST',
      url: '/transport-api/user/transfer',
      headers: bearer(traveller.token),
      payload: { ...transfer, capacity: '0x1F' },
    });
    expectRefused(booked, 'capacity');

    const wrapped = await app.inject({
      method: 'POST',
      url: '/api/booking/add',
      headers: bearer(traveller.token),
      payload: { excursionIds: excursionId },
    });
    expectRefused(wrapped, 'excursionIds');

    expect(await rowCount(database.db, destinationReviews)).toBe(0);
    expect(await rowCount(database.db, enquiries)).toBe(0);
    expect(await rowCount(database.db, transfers)).toBe(0);
  });

  it('takes an id in a path or a query only as plain decimal digits', async () => {
    const { app } = testApp;
    expect((await app.inject({ url: `/api/excursions/${excursionId}` })).statusCode).toBe(200);
    for (const written of ['0x1', '1e0', '+1', '%201', '1.0', 'Infinity']) {
      expectRefused(await app.inject({ url: `/api/excursions/${written}` }), 'id');
    }
    const page = (index: string) =>
      app.inject({
        url: `/api/booking/user-booking?pageIndex=${index}`,
        headers: bearer(traveller.token),
      });
    expect((await page('1')).statusCode).toBe(200);
    expectRefused(await page('0x1'), 'pageIndex');
  });

  it('still takes the tour page’s rating as numeric text', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/review/',
      payload: { name: 'Awa', message: 'Wonderful boat trip', rating: '4', reviewFor: excursionId },
    });
    expect(answer.statusCode).toBe(201);
    expectRefused(
      await testApp.app.inject({
        method: 'POST',
        url: '/api/review/',
        payload: { message: 'x', rating: '0x4', reviewFor: excursionId },
      }),
      'rating',
    );
  });
});

describe('the NUL character', () => {
  it('is a 400 in any text field, and in a search', async () => {
    const { app, database } = testApp;
    const before = await rowCount(database.db, excursionReviews);
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/review/',
        payload: { name: '\u0000', message: 'Lovely', rating: 5, reviewFor: excursionId },
      }),
      'name',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/enquiry/',
        payload: { ...enquiry, country: 'Gam\u0000bia' },
      }),
      'country',
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/account/app/sign-in',
        payload: { email: 'a\u0000@example.com', password: 'x' },
      }),
      'email',
    );
    expectRefused(await app.inject({ url: '/api/excursions/allexcursion?name=%00' }), 'name');
    expectRefused(
      await app.inject({ url: `/api/excursions/destination/${destinationId}?name=a%00b` }),
      'name',
    );
    expect(await rowCount(database.db, excursionReviews)).toBe(before);
  });

  it('is a 400 under a field name that objects inherit (constructor, __proto__, toString)', async () => {
    for (const key of ['constructor', '__proto__', 'toString'])
      expectRefused(
        await testApp.app.inject({ url: `/api/excursions/allexcursion?${key}=a%00b` }),
        key,
      );
  });

  it('leaves every other Unicode alone', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/enquiry/',
      payload: { ...enquiry, message: 'Jërëjëf! 🌴 نعم — 日本語 \u200b ok' },
    });
    expect(answer.statusCode).toBe(201);
  });
});
