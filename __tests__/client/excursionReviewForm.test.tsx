import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '../../src/app/AppProviders';
import { setupStore } from '../../src/app/store';
import { ExcursionReviewForm } from '../../src/features/reviews';
import { enter } from './support/entering';
import { API, server } from './support/server';

/** Every review posted: its body and whether a token went with it. */
let posted: { body: unknown; authorization: string | null }[] = [];
/** The Idempotency-Key of each review posted. */
let keys: Array<string | null> = [];

function answerReviews(answer: () => Response) {
  server.use(
    http.post(`${API}/review/`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      posted.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      return answer();
    }),
  );
}

/** The form as its page shows it, once its code (loaded apart) has arrived. */
async function renderForm(excursionId = 7) {
  const reload = jest.fn();
  const store = setupStore({
    session: { token: 'token-1', user: null },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <ExcursionReviewForm excursionId={excursionId} reload={reload} />
    </AppProviders>,
  );
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return { reload, user, unmount: view.unmount };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit Review' });

beforeEach(() => {
  posted = [];
  keys = [];
  sessionStorage.clear();
});

describe('excursion review form', () => {
  it('rates 5 stars unless changed, sends the rating as text, then clears and reloads', async () => {
    answerReviews(() => HttpResponse.json({ success: true, message: 'Thanks' }, { status: 201 }));
    const { user, reload } = await renderForm();
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await enter(user, field('Name'), 'Fatou');
    await enter(user, field('Comments'), 'Wonderful birds.');
    await user.click(submit());

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      {
        body: { name: 'Fatou', message: 'Wonderful birds.', rating: '4', reviewFor: 7 },
        authorization: null,
      },
    ]);
    // The submit's own key: a retry of this review posts nothing more.
    expect(keys).toEqual([expect.stringMatching(/^.{8,255}$/)]);
    expect(field('Name')).toHaveValue('');
    expect(field('Comments')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('says after the reload that the review appears once checked, and only on that page', async () => {
    answerReviews(() => HttpResponse.json({ success: true, message: 'Thanks' }, { status: 201 }));
    const first = await renderForm();
    await first.user.type(field('Comments'), 'Wonderful birds.');
    await first.user.click(submit());
    await waitFor(() => expect(first.reload).toHaveBeenCalled());
    first.unmount();

    // The page as the reload shows it.
    const reloaded = await renderForm();
    const note =
      'Thank you for your review. It will appear on the page once our team has checked it.';
    expect(screen.getByRole('status')).toHaveTextContent(note);
    reloaded.unmount();

    // Another visit, or another tour, starts without the note.
    await renderForm();
    expect(screen.queryByText(note)).toBeNull();
  });

  it('requires nothing: an untouched form is sent as it is', async () => {
    answerReviews(() => HttpResponse.json({ data: { success: true } }));
    const { user, reload } = await renderForm();
    await user.click(submit());
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posted[0].body).toEqual({ name: '', message: '', rating: '5', reviewFor: 7 });
  });

  it('says something went wrong when the answer has no success flag, and keeps the text', async () => {
    answerReviews(() => HttpResponse.json({ message: 'Saved?' }));
    const { user, reload } = await renderForm();
    await enter(user, field('Comments'), 'Lovely.');
    await user.click(submit());
    expect(await screen.findByText('Something went wrong with your post')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(field('Comments')).toHaveValue('Lovely.');
  });

  it('says Failed to submit when the call fails', async () => {
    answerReviews(() => HttpResponse.error());
    const { user, reload } = await renderForm();
    await enter(user, field('Comments'), 'Lovely.');
    await user.click(submit());
    expect(await screen.findByText('Failed to submit')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says Failed to submit when the server breaks', async () => {
    answerReviews(() =>
      HttpResponse.json(
        { success: false, message: 'Something went wrong on our side.' },
        {
          status: 500,
        },
      ),
    );
    const { user } = await renderForm();
    await user.click(submit());
    expect(await screen.findByText('Failed to submit')).toBeVisible();
  });

  it("shows the server's reason when it refuses the review", async () => {
    answerReviews(() =>
      HttpResponse.json(
        { success: false, message: 'Please write a comment.', errors: { message: ['x'] } },
        { status: 400 },
      ),
    );
    const { user, reload } = await renderForm();
    await user.click(submit());
    expect(await screen.findByText('Please write a comment.')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});
