import { useTestApp } from './support/testApp';
import { bearer, createTraveller } from './support/travelFixtures';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';

jest.setTimeout(120_000);

const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false', BANK_ACCOUNT_NUMBER: 'GM01 2345 6789' });

test('without the gateway only bank transfer and on arrival are offered; a transfer gets the bank and the reference, a gateway method is refused', async () => {
  const { db } = testApp.app;
  const methods = await testApp.app.inject({ method: 'GET', url: '/api/payment-methods' });
  expect(methods.json().data).toEqual([
    { method: 'bank_transfer', label: 'Bank transfer' },
    { method: 'on_arrival', label: 'Pay on arrival' },
  ]);

  const excursion = await createBookableExcursion(db, 'Kunta Kinteh Island');
  const who = await createTraveller(db, { firstName: 'Fatou', lastName: 'Sowe' });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(who.token),
      ...(payload ? { payload } : {}),
    });
  const departure = await departureAt(db, excursion, inDays(30));
  const held = (
    await call('POST', '/api/booking/reserve', {
      lines: [{ departureId: departure.id, units: { adult: 1 } }],
    })
  ).json().data;
  expect(
    (
      await call('POST', `/api/booking/${held.id}/pay`, {
        method: 'bank_transfer',
        part: 'deposit',
      })
    ).statusCode,
  ).toBe(409);
  await call('POST', `/api/booking/${held.id}/confirm`);

  const transfer = await call('POST', `/api/booking/${held.id}/pay`, {
    method: 'bank_transfer',
    part: 'deposit',
  });
  expect(transfer.statusCode).toBe(200);
  expect(transfer.json().data).toEqual({
    instructions: {
      bankName: 'Trust Bank Gambia',
      accountName: 'West Africa Tours Ltd',
      accountNumber: 'GM01 2345 6789',
      reference: held.generatedBookingId,
      amount: 13.5,
      currency: 'USD',
    },
  });
  const arrival = await call('POST', `/api/booking/${held.id}/pay`, {
    method: 'on_arrival',
    part: 'full',
  });
  expect(arrival.json().data).toEqual({ dueOnArrival: 45, currency: 'USD' });
  const card = await call('POST', `/api/booking/${held.id}/pay`, { method: 'card', part: 'full' });
  expect(card.statusCode).toBe(400);
  expect((await call('GET', `/api/booking/${held.id}/payment`)).json().data).toMatchObject({
    amountPaid: 0,
    amountDue: 45,
    depositDue: 13.5,
    paymentStatus: 'Pending',
    payments: [],
  });
  const stranger = await createTraveller(db, { firstName: 'Ebrima', lastName: 'Njie' });
  const theirs = await testApp.app.inject({
    method: 'GET',
    url: `/api/booking/${held.id}/payment`,
    headers: bearer(stranger.token),
  });
  expect(theirs.statusCode).toBe(404);
});
