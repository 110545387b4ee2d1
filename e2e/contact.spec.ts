import type { Page } from '@playwright/test';
import { newVisitor } from './support/account';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { expectPageInLayout, pageHeading } from './support/layout';
import { waitForMail } from './support/mail';
import { holdBack, MAIN_SCRIPT } from './support/slowLink';
import type { EnquiryRequest } from '@/contract/wire/enquiries';

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const countrySelect = (page: Page) =>
  main(page).getByRole('combobox', { name: /Country of residence/ });
const sendButton = (page: Page) => main(page).getByRole('button', { name: 'Send Enquiry' });

async function openContactPage(page: Page) {
  await page.goto('/contact');
  // The page's code loads on demand: a busy machine may take a while the first time.
  await expect(pageHeading(page)).toHaveText('Contact Us', { timeout: 20_000 });
  await expectPageInLayout(page, 'Contact Us');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The enquiry the page posts next, as sent. */
const nextEnquiry = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/enquiry'),
  );

async function expectEmptyForm(page: Page) {
  for (const name of ['First name', 'Last name', 'Email', 'Message']) {
    await expect(field(page, name)).toHaveValue('');
  }
  await expect(field(page, 'Phone')).toHaveValue('');
  await expect(countrySelect(page)).toHaveValue('');
  await expect(
    main(page).getByRole('checkbox', { name: 'This number is on WhatsApp' }),
  ).not.toBeChecked();
}

test.describe('contact page', () => {
  test(
    'sends an enquiry, clears the form and mails the visitor an acknowledgement',
    { tag: '@phone-only' },
    async ({ page }) => {
      const visitor = newVisitor('enquiry');
      await openContactPage(page);

      await field(page, 'First name').fill(visitor.firstName);
      await field(page, 'Last name').fill(visitor.lastName);
      await field(page, 'Email').fill(visitor.email);
      await main(page)
        .getByRole('button', { name: /Open flags menu/ })
        .click();
      await page.getByRole('option', { name: /^Gambia/ }).click();
      await field(page, 'Phone').fill('7701234');
      await countrySelect(page).selectOption('The Gambia');
      await field(page, 'Message').fill(
        'We are 12 friends and would like a week of birding in January.',
      );
      await main(page).getByRole('checkbox', { name: 'This number is on WhatsApp' }).check();

      const sent = nextEnquiry(page);
      await sendButton(page).click();
      expect((await sent).postDataJSON()).toEqual({
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        email: visitor.email,
        phoneNumber: '7701234',
        countryCode: '+220',
        isWhatsAppUser: true,
        country: 'The Gambia',
        newsLetterSubscription: false,
        message: 'We are 12 friends and would like a week of birding in January.',
      } satisfies EnquiryRequest);
      await expect(page.getByText('Submitted Successfully')).toBeVisible();
      await expectEmptyForm(page);

      const mail = await waitForMail(visitor.email, (m) => /enquiry/i.test(m.subject));
      expect(mail.subject).toBe('Thank you for your enquiry to West Africa Tours');
      expect(mail.text).toContain(visitor.firstName);
    },
  );

  test(
    "what a visitor types before the page's code arrives is kept and sent",
    { tag: '@phone-only' },
    async ({ browser }) => {
      const visitor = newVisitor('early');
      const page = await browser.newPage();
      const letScriptsIn = await holdBack(page, MAIN_SCRIPT);
      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      await field(page, 'First name').fill(visitor.firstName);
      await field(page, 'Message').fill('Typed while the page was still loading.');

      letScriptsIn();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-ready'));
      await expect(field(page, 'First name')).toHaveValue(visitor.firstName);
      await field(page, 'Last name').fill(visitor.lastName);
      await field(page, 'Email').fill(visitor.email);
      await field(page, 'Phone').fill('7701234');
      await countrySelect(page).selectOption('The Gambia');
      const sent = nextEnquiry(page);
      await sendButton(page).click();
      expect((await sent).postDataJSON()).toMatchObject({
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        message: 'Typed while the page was still loading.',
      });
      await expect(page.getByText('Submitted Successfully')).toBeVisible();
      await page.close();
    },
  );

  test(
    "an enquiry sent before the page's code arrives is sent, as filled, once it does",
    { tag: '@phone-only' },
    async ({ browser }) => {
      const visitor = newVisitor('early-send');
      const page = await browser.newPage();
      const letScriptsIn = await holdBack(page, MAIN_SCRIPT);
      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      await field(page, 'First name').fill(visitor.firstName);
      await field(page, 'Last name').fill(visitor.lastName);
      await field(page, 'Email').fill(visitor.email);
      await field(page, 'Phone').fill('7701234');
      await main(page).getByRole('checkbox', { name: 'This number is on WhatsApp' }).check();
      await countrySelect(page).selectOption('The Gambia');
      await field(page, 'Message').fill('Sent while the page was still loading.');
      await sendButton(page).click();
      // The browser did not send the form itself: no page with the fields in its address.
      expect(new URL(page.url()).search).toBe('');

      const sent = nextEnquiry(page);
      letScriptsIn();
      expect((await sent).postDataJSON()).toMatchObject({
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        email: visitor.email,
        phoneNumber: '7701234',
        isWhatsAppUser: true,
        country: 'The Gambia',
        message: 'Sent while the page was still loading.',
      });
      await expect(page.getByText('Submitted Successfully')).toBeVisible();
      await page.close();
    },
  );

  test('gives a filled field the green border', { tag: '@phone-only' }, async ({ page }) => {
    await openContactPage(page);
    // The input's parent is the outlined box, which holds the outline.
    const outline = page
      .locator('#enquiry-lastName')
      .locator('xpath=..')
      .locator('.MuiOutlinedInput-notchedOutline');
    const borderColour = () => outline.evaluate((element) => getComputedStyle(element).borderColor);
    expect(await borderColour()).not.toBe('rgb(46, 107, 58)');
    await field(page, 'Last name').fill('Jallow');
    await field(page, 'Message').focus();
    await expect.poll(borderColour).toBe('rgb(46, 107, 58)');
  });

  test('has no serious accessibility problem, and the countries come in regional groups', async ({
    page,
  }) => {
    await openContactPage(page);
    expect(await blockingViolations(page)).toEqual([]);
    await expect(countrySelect(page).locator('optgroup')).toHaveCount(7);
    await expect(countrySelect(page).locator('optgroup[label="Europe"] option')).toContainText([
      'United Kingdom',
    ]);
  });

  test('is no wider than the screen', async ({ page }) => {
    await openContactPage(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('can be filled and sent with the keyboard alone @desktop-only', async ({ page }) => {
    const visitor = newVisitor('keyboard');
    await openContactPage(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');

    const tabTo = async (locator: ReturnType<Page['getByRole']>) => {
      for (let presses = 0; presses < 8; presses++) {
        if (await locator.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      await expect(locator).toBeFocused();
    };

    await tabTo(field(page, 'First name'));
    await page.keyboard.type(visitor.firstName);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Last name')).toBeFocused();
    await page.keyboard.type(visitor.lastName);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Email')).toBeFocused();
    await page.keyboard.type(visitor.email);
    await tabTo(field(page, 'Phone'));
    await page.keyboard.type('2025550123');
    await tabTo(countrySelect(page));
    await page.keyboard.type('Sen');
    await expect(countrySelect(page)).toHaveValue('Senegal');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Message')).toBeFocused();
    await page.keyboard.type('Prices for a Saint-Louis trip, please.');
    await page.keyboard.press('Tab');
    const whatsApp = main(page).getByRole('checkbox', { name: 'This number is on WhatsApp' });
    await expect(whatsApp).toBeFocused();
    await page.keyboard.press('Space');
    await expect(whatsApp).toBeChecked();
    await page.keyboard.press('Tab'); // newsletter
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('link', { name: 'privacy notice' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();

    const sent = nextEnquiry(page);
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      email: visitor.email,
      country: 'Senegal',
      countryCode: '+1',
      phoneNumber: '2025550123',
      isWhatsAppUser: true,
    });
    await expect(page.getByText('Submitted Successfully')).toBeVisible();
    await expectEmptyForm(page);
    await expect(sendButton(page)).toBeFocused();
  });
});
