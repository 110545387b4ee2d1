import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { MessageAnswer } from '@/contract/wire/envelope';
import type { EnquiryRequest } from '@/contract/wire/enquiries';
import { CONTACT_COUNTRY_GROUPS } from '../../src/config/countries';
import { theme } from '../../src/theme';
import { enter } from './support/entering';
import { renderRoute } from './support/render';
import { API, server } from './support/server';

/** The Idempotency-Key of each enquiry sent. */
const keys: Array<string | null> = [];

/** Answers every enquiry with `answer` and keeps what was sent. */
function enquiryEndpoint(answer: () => Response | Promise<Response>) {
  const sent: EnquiryRequest[] = [];
  server.use(
    http.post(`${API}/enquiry`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      sent.push((await request.json()) as EnquiryRequest);
      return answer();
    }),
  );
  return sent;
}

const accepted = () =>
  HttpResponse.json({ success: true, message: 'Thank you' } satisfies MessageAnswer, {
    status: 201,
  });

async function openContactPage() {
  const view = renderRoute('/contact');
  // The page is loaded on demand, and compiled on first use in this suite.
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 30_000 });
  return view;
}

/** A field by its label (with or without the required mark): far quicker in jsdom than by role. */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input, textarea' });
const sendButton = () => screen.getByRole('button', { name: 'Send Enquiry' });

/** The border colours the page's style rules give a filled field's outline. */
function filledOutlineColours(root: HTMLElement): string[] {
  const ownClass = [...root.classList].find((name) => name.startsWith('css-'));
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter(
      (rule) =>
        rule.selectorText.includes(`.${ownClass}.enquiry-field-filled`) &&
        rule.selectorText.includes('.MuiOutlinedInput-notchedOutline'),
    )
    .map((rule) => rule.style.getPropertyValue('border-color'));
}

const labelOf = (input: HTMLElement) =>
  document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';

describe('contact page', () => {
  it('shows the form, the office details, the group hint and the map', async () => {
    await openContactPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us an enquiry' })).toBeVisible();
    const office = screen.getByRole('region', { name: 'Our office' });
    expect(within(office).getByText(/Kololi/)).toBeVisible();
    expect(
      within(office).getByRole('link', { name: 'bookings@westafricatours.example' }),
    ).toHaveAttribute('href', 'mailto:bookings@westafricatours.example');
    expect(within(office).getByText('Opening hours')).toBeVisible();
    expect(screen.getByText(/groups of more than 8 people/)).toBeVisible();
    // The map's frame comes after the page, once the map is near the screen.
    expect(await screen.findByTitle(/Map of Banjul/)).toBeInTheDocument();
  });

  it('marks the required fields with * and the others without', async () => {
    await openContactPage();
    for (const name of ['First name', 'Last name', 'Email', 'Phone']) {
      expect(labelOf(field(name))).toMatch(/\*$/);
    }
    expect(labelOf(field('Message'))).not.toMatch(/\*/);
    expect(screen.getByRole('combobox', { name: /Country of residence/ })).toBeVisible();
    expect(document.getElementById('enquiry-country-label')).toHaveTextContent(
      /^Country of residence\s*\*$/,
    );
  });

  it('sends an empty form as it is, with every field and the dial code', async () => {
    const sent = enquiryEndpoint(accepted);
    const { user } = await openContactPage();
    await user.click(sendButton());

    expect(await screen.findByText('Submitted Successfully')).toBeVisible();
    expect(sent).toEqual([
      {
        firstName: '',
        lastName: '',
        email: '',
        phoneNumber: '',
        isWhatsAppUser: false,
        country: '',
        countryCode: '+1',
        newsLetterSubscription: false,
        message: '',
      },
    ]);
  });

  it('offers about 50 countries in their regional groups', async () => {
    const { user } = await openContactPage();
    const select = screen.getByRole('combobox', { name: /Country of residence/ });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(
      CONTACT_COUNTRY_GROUPS.map((group) => group.label),
    );
    expect(within(groups[0]).getByRole('option', { name: 'The Gambia' })).toBeInTheDocument();
    const countries = within(select)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '');
    expect(countries.length).toBeGreaterThanOrEqual(45);
    expect(countries.length).toBeLessThanOrEqual(55);

    await user.selectOptions(select, 'Senegal');
    expect(select).toHaveValue('Senegal');
  });

  it('gives a field with a value the green border', async () => {
    const { user } = await openContactPage();
    const firstName = field('First name');
    const root = firstName.closest('.MuiTextField-root') as HTMLElement;
    expect(root).not.toHaveClass('enquiry-field-filled');

    await user.type(firstName, 'Awa');
    expect(root).toHaveClass('enquiry-field-filled');
    // jsdom ignores selector specificity, so the rule itself is read (the browser suite checks
    // the colour as drawn).
    expect(filledOutlineColours(root)).toContain(theme.palette.success.main);

    await user.clear(firstName);
    expect(root).not.toHaveClass('enquiry-field-filled');
  });

  it('sends what was entered, says Submitted Successfully and clears the form', async () => {
    const sent = enquiryEndpoint(accepted);
    const { user } = await openContactPage();
    await user.type(field('First name'), ' Awa ');
    await enter(user, field('Last name'), 'Jallow');
    await enter(user, field('Email'), 'awa@example.org');
    await enter(user, field('Phone'), '2025550123');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Country of residence/ }),
      'The Gambia',
    );
    await enter(user, field('Message'), 'A birding week for 12 people in January.');
    await user.click(screen.getByRole('checkbox', { name: 'This number is on WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(sendButton());

    expect(await screen.findByText('Submitted Successfully')).toBeVisible();
    expect(sent).toEqual([
      {
        firstName: 'Awa',
        lastName: 'Jallow',
        email: 'awa@example.org',
        phoneNumber: '2025550123',
        isWhatsAppUser: true,
        country: 'The Gambia',
        countryCode: '+1',
        newsLetterSubscription: true,
        message: 'A birding week for 12 people in January.',
      },
    ]);
    // The submit's own key: a retry of this enquiry sends nothing more.
    expect(keys.at(-1)).toMatch(/^.{8,255}$/);
    await waitFor(() => expect(field('First name')).toHaveValue(''));
    for (const name of ['Last name', 'Email', 'Message']) expect(field(name)).toHaveValue('');
    expect(field('Phone')).not.toHaveValue(expect.stringMatching(/555/));
    expect(screen.getByRole('combobox', { name: /Country of residence/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'This number is on WhatsApp' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
  });

  it('says Failed to submit when the call fails', async () => {
    enquiryEndpoint(() => HttpResponse.error());
    const { user } = await openContactPage();
    await user.type(field('First name'), 'Awa');
    await user.click(sendButton());

    expect(await screen.findByText('Failed to submit')).toBeVisible();
    expect(screen.queryByText('Submitted Successfully')).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Awa');
  });

  it('says Failed to submit when the answer has no success flag', async () => {
    enquiryEndpoint(() => HttpResponse.json({ message: 'stored?' }));
    const { user } = await openContactPage();
    await user.click(sendButton());
    expect(await screen.findByText('Failed to submit')).toBeVisible();
  });

  it("shows the server's reason and marks the field it names", async () => {
    enquiryEndpoint(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'Please enter a valid email address',
          errors: {
            email: ['Please enter a valid email address'],
            message: ['Please write your message.'],
          },
        },
        { status: 400 },
      ),
    );
    const { user } = await openContactPage();
    await enter(user, field('Email'), 'awa.example.org');
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit');
    expect(alert).toHaveTextContent('Please enter a valid email address');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Message')).toHaveAccessibleDescription('Please write your message.');
    expect(field('First name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Email')).toHaveValue('awa.example.org');

    await user.type(field('Email'), 'x');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends once on a double click, the button disabled meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = enquiryEndpoint(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openContactPage();
    await user.dblClick(sendButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sendButton()).toBeDisabled();
    answer(accepted());
    expect(await screen.findByText('Submitted Successfully')).toBeVisible();
    expect(sendButton()).toBeEnabled();
    expect(sent).toHaveLength(1);
  });
});
