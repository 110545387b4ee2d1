import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { ExcursionPricing, PricingInput, Schedule } from '@/contract/wire/departures';
import type { Envelope, Failure } from '@/contract/wire/envelope';
import { replace } from '../support/entering';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { pricing, schedule, staffExcursionHandler } from './departureFixtures';
import { OPERATOR, storeStaffSession } from './fixtures';

const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  localStorage.clear();
  storeStaffSession();
  server.use(staffExcursionHandler);
});

describe('the prices of an excursion', () => {
  it('are reached from the excursion and saved as units with their ages and prices', async () => {
    const sent: PricingInput[] = [];
    server.use(
      http.get(`${OPERATOR}/excursions/41/pricing`, () =>
        HttpResponse.json({ success: true, data: pricing() } satisfies Envelope<ExcursionPricing>),
      ),
      http.put(`${OPERATOR}/excursions/41/pricing`, async ({ request }) => {
        const body = (await request.json()) as PricingInput;
        sent.push(body);
        return HttpResponse.json({
          success: true,
          message: 'The prices are saved.',
          data: pricing(body),
        } satisfies Envelope<ExcursionPricing>);
      }),
    );
    const { user } = renderRoute('/operator/excursions/41');
    await user.click(await screen.findByRole('tab', { name: 'Prices' }));
    expect(await screen.findByRole('heading', { name: 'Kunta Kinteh Island' })).toBeVisible();

    const children = group('Children');
    await replace(user, within(children).getByLabelText(/^Price per person/), '30');
    await user.click(within(group('Infants')).getByLabelText('Sell infants places'));
    await replace(user, within(group('Infants')).getByLabelText(/^Price per person/), '0');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('The prices are saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        onRequest: false,
        units: [
          { unit: 'adult', label: 'Adult', minAge: 12, maxAge: 99, price: 65 },
          { unit: 'child', label: 'Child', minAge: 4, maxAge: 11, price: 30 },
          { unit: 'infant', label: 'Infant', minAge: 0, maxAge: 2, price: 0 },
        ],
      },
    ]);
  });

  it('says what a field needs and sends nothing until the prices are right', async () => {
    let sent = 0;
    server.use(
      http.get(`${OPERATOR}/excursions/41/pricing`, () =>
        HttpResponse.json({ success: true, data: pricing() }),
      ),
      http.put(`${OPERATOR}/excursions/41/pricing`, () => {
        sent += 1;
        return HttpResponse.json({ success: true, data: pricing() });
      }),
    );
    const { user } = renderRoute('/operator/excursions/41/pricing');
    const adults = await screen.findByRole('group', { name: 'Adults' });
    await replace(user, within(adults).getByLabelText(/^Price per person/), '12.345');
    await replace(user, within(adults).getByLabelText(/^From age/), '30');
    await replace(user, within(adults).getByLabelText(/^To age/), '20');
    await user.click(within(group('Children')).getByLabelText('Sell children places'));
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await within(adults).findByText('At most 2 decimals, please.')).toBeVisible();
    expect(within(adults).getByText('The first age cannot be above the last.')).toBeVisible();
    expect(sent).toBe(0);
  });

  it('shows the server’s refusal on the field of the unit it names', async () => {
    server.use(
      http.get(`${OPERATOR}/excursions/41/pricing`, () =>
        HttpResponse.json({ success: true, data: pricing() }),
      ),
      http.put(`${OPERATOR}/excursions/41/pricing`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields are not right: units.1.price.',
            // The second unit sent: the infants, since children are no longer sold.
            errors: { 'units.1.price': ['Must be 100000 or less.'] },
          } satisfies Failure,
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/operator/excursions/41/pricing');
    await user.click(await screen.findByLabelText('Sell children places'));
    await user.click(screen.getByLabelText('Sell infants places'));
    await replace(user, within(group('Infants')).getByLabelText(/^Price per person/), '5');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Some fields are not right: units.1.price.')).toBeVisible();
    expect(within(group('Infants')).getByText('Must be 100000 or less.')).toBeVisible();
  });

  it('is on request: saved so, its prices kept for later', async () => {
    const sent: PricingInput[] = [];
    server.use(
      http.get(`${OPERATOR}/excursions/41/pricing`, () =>
        HttpResponse.json({ success: true, data: pricing() }),
      ),
      http.put(`${OPERATOR}/excursions/41/pricing`, async ({ request }) => {
        sent.push((await request.json()) as PricingInput);
        return HttpResponse.json({ success: true, message: 'Saved.', data: pricing() });
      }),
    );
    const { user } = renderRoute('/operator/excursions/41/pricing');
    await user.click(await screen.findByLabelText(/^On request/));
    expect(screen.getByText(/kept for later/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ onRequest: true });
    expect(sent[0].units).toHaveLength(2);
  });
});

describe('the schedule of an excursion', () => {
  const scheduleHandler = http.get(`${OPERATOR}/excursions/41/schedule`, () =>
    HttpResponse.json({ success: true, data: schedule() } satisfies Envelope<Schedule>),
  );

  it('sends its rules, days, start times, tiers and closed dates', async () => {
    const sent: Schedule[] = [];
    server.use(
      scheduleHandler,
      http.put(`${OPERATOR}/excursions/41/schedule`, async ({ request }) => {
        const body = (await request.json()) as Schedule;
        sent.push(body);
        return HttpResponse.json({
          success: true,
          message: 'The schedule is saved; departures follow it.',
          data: body,
        } satisfies Envelope<Schedule>);
      }),
    );
    const { user } = renderRoute('/operator/excursions/41/schedule');
    await replace(user, await screen.findByLabelText(/^Most people per booking/), '10');
    await user.click(screen.getByLabelText(/^Confirm bookings at once/));

    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    const tier = group('Tier 2');
    await replace(user, within(tier).getByLabelText(/^Hours before/), '6');
    await replace(user, within(tier).getByLabelText(/^Refund/), '50');

    const rule = group('Rule 1');
    await user.click(within(rule).getByLabelText('Friday'));
    await user.click(within(rule).getByLabelText('Sunday'));
    await user.click(within(rule).getByRole('button', { name: 'Add a start time' }));
    await replace(user, within(rule).getByLabelText(/^Start time 2/), '14:30');
    await replace(user, within(rule).getByLabelText(/^Seats per departure/), '20');

    await user.click(screen.getByRole('button', { name: 'Remove closed date 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a closed date' }));
    await replace(user, screen.getByLabelText(/^Closed date 1/), '2027-01-01');

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('The schedule is saved; departures follow it.')).toBeVisible();
    expect(sent).toEqual([
      {
        instantConfirmation: false,
        cutoffHours: 12,
        minPerBooking: 1,
        maxPerBooking: 10,
        cancellationPolicy: [
          { hoursBefore: 24, refundPercent: 100 },
          { hoursBefore: 6, refundPercent: 50 },
        ],
        rules: [
          {
            from: '2026-12-01',
            to: '2027-04-30',
            weekdays: [2, 7],
            times: ['09:00', '14:30'],
            capacity: 20,
          },
        ],
        closures: ['2027-01-01'],
      },
    ]);
  });

  it('says what a rule needs and sends nothing until it is right', async () => {
    let sent = 0;
    server.use(
      scheduleHandler,
      http.put(`${OPERATOR}/excursions/41/schedule`, () => {
        sent += 1;
        return HttpResponse.json({ success: true, data: schedule() });
      }),
    );
    const { user } = renderRoute('/operator/excursions/41/schedule');
    const rule = await screen.findByRole('group', { name: 'Rule 1' });
    await user.click(within(rule).getByLabelText('Tuesday'));
    await user.click(within(rule).getByLabelText('Friday'));
    await replace(user, within(rule).getByLabelText(/^To/), '2026-11-01');
    await replace(user, screen.getByLabelText(/^Fewest people per booking/), '9');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await within(rule).findByText('Please tick at least one day.')).toBeVisible();
    expect(within(rule).getByText('The last date cannot be before the first.')).toBeVisible();
    expect(screen.getByText('The most cannot be fewer than the fewest.')).toBeVisible();
    expect(sent).toBe(0);
  });

  it('shows the server’s refusal on its fields', async () => {
    server.use(
      scheduleHandler,
      http.put(`${OPERATOR}/excursions/41/schedule`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The schedule could not be saved.',
            errors: {
              'rules.0.capacity': ['A departure has 9 seats booked on 2026-12-04.'],
              'closures.0': ['Not a date.'],
              cancellationPolicy: ['Two cancellation tiers have the same number of hours.'],
            },
          } satisfies Failure,
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/operator/excursions/41/schedule');
    await user.click(await screen.findByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('The schedule could not be saved.')).toBeVisible();
    expect(
      within(group('Rule 1')).getByText('A departure has 9 seats booked on 2026-12-04.'),
    ).toBeVisible();
    expect(screen.getByText('Not a date.')).toBeVisible();
    expect(
      within(group('Cancellation policy')).getByText(
        'Two cancellation tiers have the same number of hours.',
      ),
    ).toBeVisible();
  });
});
