import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { operatorToday } from '@/contract/dates';
import { FLIGHT_MESSAGES } from '@/contract/flights';
import type { Account } from '@/contract/wire/account';
import type { Envelope } from '@/contract/wire/envelope';
import type { Transfer, TransferDetails } from '@/contract/wire/transfers';
import { enter, replace } from './support/entering';
import { renderRoute } from './support/render';
import { signedInAs, testAccount } from './support/session';
import { server, TRANSPORT_API } from './support/server';

const account: Account = testAccount;
const signedIn = signedInAs(account);

// Fields by their labels: as a visitor finds them, and far quicker in jsdom than by their roles.
const pickup = () => screen.getByLabelText(/^Pickup location/, { selector: 'input' });
const drop = () => screen.getByLabelText(/^Drop location/, { selector: 'input' });
const date = () => screen.getByLabelText(/^Pickup date/);
const time = () => screen.getByLabelText(/^Pickup time/);
const capacity = () => screen.getByLabelText(/^Capacity/, { selector: 'input' });
const roundTrip = () => screen.getByLabelText(/Round trip/);
const bookButton = () => screen.getByRole('button', { name: 'Book Transfer' });
const flightNumber = () => screen.getByLabelText(/^Flight number/, { selector: 'input' });
const arrivalTime = () => screen.getByLabelText(/^Arrival time/);
const notes = () => screen.getByLabelText(/^Notes for the driver/, { selector: 'textarea' });

type View = ReturnType<typeof renderRoute>;

async function fillIn(view: View, seats = '3') {
  const { user } = view;
  await enter(view.user, pickup(), 'Banjul International Airport');
  await enter(view.user, drop(), 'Kololi');
  await user.type(date(), '2030-06-12');
  await user.type(time(), '09:30');
  await enter(view.user, flightNumber(), 'sn 203');
  await user.type(arrivalTime(), '09:05');
  await replace(user, capacity(), seats);
  await user.click(roundTrip());
}

function recordTransfers(
  answer: (body: TransferDetails) => Response = (body) =>
    HttpResponse.json(
      {
        success: true,
        data: {
          id: 1,
          flightNumber: null,
          arrivalTime: null,
          notes: null,
          ...body,
          status: 'Pending',
        },
      } satisfies Envelope<Transfer>,
      { status: 201 },
    ),
) {
  const received: Array<{
    body: TransferDetails;
    authorization: string | null;
    idempotencyKey: string | null;
  }> = [];
  server.use(
    http.post(`${TRANSPORT_API}/user/transfer`, async ({ request }) => {
      const body = (await request.json()) as TransferDetails;
      received.push({
        body,
        authorization: request.headers.get('authorization'),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return answer(body);
    }),
  );
  return received;
}

describe('Book Your Transfer form', () => {
  it('shows each required field message and the overall message, sending nothing', async () => {
    const received = recordTransfers();
    const view = renderRoute('/transfer-services', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Your Transfer' }),
    ).toBeVisible();
    await view.user.clear(capacity());
    await view.user.click(bookButton());

    expect(await screen.findByText('Please fill in all required fields correctly')).toBeVisible();
    expect(screen.getByText('Pickup location is required')).toBeVisible();
    expect(screen.getByText('Drop location is required')).toBeVisible();
    expect(screen.getByText('Pickup date is required')).toBeVisible();
    expect(screen.getByText('Pickup time is required')).toBeVisible();
    expect(screen.getByText('Capacity must be greater than 0')).toBeVisible();
    expect(received).toHaveLength(0);
  });

  it('takes blank locations for missing ones and a capacity of 0 as too small', async () => {
    const view = renderRoute('/transfer-services', signedIn);
    await fillIn(view, '0');
    await view.user.clear(pickup());
    await view.user.type(pickup(), '   ');
    await view.user.click(bookButton());
    expect(await screen.findByText('Pickup location is required')).toBeVisible();
    expect(screen.getByText('Capacity must be greater than 0')).toBeVisible();
    expect(screen.queryByText('Drop location is required')).not.toBeInTheDocument();
  });

  it('clears a field message as soon as the field is edited', async () => {
    const { user } = renderRoute('/transfer-services', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Book Transfer' }));
    expect(await screen.findByText('Pickup location is required')).toBeVisible();

    await user.type(pickup(), 'K');
    expect(screen.queryByText('Pickup location is required')).not.toBeInTheDocument();
    expect(screen.getByText('Drop location is required')).toBeVisible();

    await user.type(drop(), 'B');
    await user.type(date(), '2030-06-12');
    await user.type(time(), '10:00');
    expect(screen.queryByText('Drop location is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Pickup date is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Pickup time is required')).not.toBeInTheDocument();
  });

  it('offers dates from today in the operator time zone and refuses an earlier one', async () => {
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    expect(date()).toHaveAttribute('min', operatorToday());
    await fillIn(view);
    await view.user.clear(date());
    await view.user.type(date(), '2020-01-01');
    await view.user.click(bookButton());
    expect(await screen.findByText('Please choose today or a later date')).toBeVisible();
  });

  it('asks an anonymous visitor to log in, sending nothing and keeping the entries', async () => {
    const received = recordTransfers();
    const view = renderRoute('/transfer-services');
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.click(bookButton());
    expect(await screen.findByText('Please log in to book a transfer')).toBeVisible();
    expect(received).toHaveLength(0);
    expect(pickup()).toHaveValue('Banjul International Airport');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/transfer-services');
  });

  it('books the transfer with seconds on the time, then resets the form', async () => {
    const received = recordTransfers();
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.click(bookButton());

    expect(await screen.findByText('Transfer booked successfully!')).toBeVisible();
    expect(received).toEqual([
      {
        authorization: 'Bearer token-1',
        idempotencyKey: expect.stringMatching(/^.{8,255}$/),
        body: {
          capacity: 3,
          pickupLocation: 'Banjul International Airport',
          dropLocation: 'Kololi',
          pickupDate: '2030-06-12',
          pickupTime: '09:30:00',
          isRoundTrip: true,
          flightNumber: 'SN203',
          arrivalTime: '09:05',
        },
      },
    ]);
    await waitFor(() => expect(pickup()).toHaveValue(''));
    expect(drop()).toHaveValue('');
    expect(date()).toHaveValue('');
    expect(time()).toHaveValue('');
    expect(capacity()).toHaveValue(1);
    expect(roundTrip()).not.toBeChecked();
  });

  it('asks the flight of an airport pickup and checks its number, sending nothing', async () => {
    const received = recordTransfers();
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.clear(flightNumber());
    await view.user.clear(arrivalTime());
    await view.user.click(bookButton());
    expect(await screen.findByText(FLIGHT_MESSAGES.flightNumberRequired)).toBeVisible();
    expect(screen.getByText(FLIGHT_MESSAGES.arrivalTimeRequired)).toBeVisible();
    expect(flightNumber()).toBeRequired();

    await enter(view.user, flightNumber(), 'Brussels');
    await view.user.type(arrivalTime(), '14:35');
    await view.user.click(bookButton());
    expect(await screen.findByText(FLIGHT_MESSAGES.flightNumberInvalid)).toBeVisible();
    expect(received).toHaveLength(0);
  });

  it('books a ride between two hotels without a flight, with a note for the driver', async () => {
    const received = recordTransfers();
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.clear(pickup());
    await enter(view.user, pickup(), 'Kotu beach hotels');
    await view.user.clear(flightNumber());
    await view.user.clear(arrivalTime());
    expect(flightNumber()).not.toBeRequired();
    await enter(view.user, notes(), 'Two surfboards.');
    await view.user.click(bookButton());

    expect(await screen.findByText('Transfer booked successfully!')).toBeVisible();
    expect(received.map(({ body }) => body)).toEqual([
      {
        capacity: 3,
        pickupLocation: 'Kotu beach hotels',
        dropLocation: 'Kololi',
        pickupDate: '2030-06-12',
        pickupTime: '09:30:00',
        isRoundTrip: true,
        notes: 'Two surfboards.',
      },
    ]);
  });

  it("shows the server's message when the transfer is refused", async () => {
    recordTransfers(() =>
      HttpResponse.json(
        { success: false, message: 'Please check the transfer details.' },
        { status: 400 },
      ),
    );
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.click(bookButton());
    expect(await screen.findByText('Please check the transfer details.')).toBeVisible();
    expect(pickup()).toHaveValue('Banjul International Airport');
  });

  it.each([
    ['a refusal without a message', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('says Failed to book transfer after %s', async (_case, answer) => {
    recordTransfers(answer);
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.click(bookButton());
    expect(await screen.findByText('Failed to book transfer')).toBeVisible();
  });

  it('books once on a double click', async () => {
    const received = recordTransfers();
    const view = renderRoute('/transfer-services', signedIn);
    await screen.findByRole('button', { name: 'Book Transfer' });
    await fillIn(view);
    await view.user.dblClick(bookButton());
    expect(await screen.findByText('Transfer booked successfully!')).toBeVisible();
    expect(received).toHaveLength(1);
  });
});
