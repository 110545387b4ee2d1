import type { Page } from '@playwright/test';
import '@/i18n/compileAtRuntime';
import { FRENCH } from '@/app/i18n/french';
import { addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import { MESSAGES } from '@/contract/messages';
import { authMessages } from '@/features/account/messages';
import { bookingMessages } from '@/features/bookings/messages';
import { cartMessages } from '@/features/cart/messages';
import { departureMessages } from '@/features/departures/messages';
import { createI18n, translate, type Message, type MessageValues } from '@/i18n';
import { newVisitor } from './support/account';
import { blockingViolations } from './support/axe';
import { instantExcursion, pickDay } from './support/booking';
import { expect, test } from './support/fixtures';
import { codeIn, waitForMail } from './support/mail';
import { pageHeading, waitUntilLoaded } from './support/layout';
import { ALL_CASES } from './support/routeCases';
import { firstDestinationId, firstExcursionInFrench } from './support/seeded';
import { SITE_URL } from './support/ports';
import { runScript } from './support/scripts';
import type { Excursion } from '@/contract/wire/catalog';

const inFrench = createI18n('fr', FRENCH);
const french = (message: Message, values?: MessageValues) => translate(inFrench, message, values);

/**
 * The website's English sentences that French says otherwise: none may be left on a French page.
 * Read from every message group of the website, as `npm run i18n:check` reads them; single words
 * are left out (a name like "Gambia River Tour" may hold one), and so are the sentences the
 * catalog's own French answers hold (names of places: "Abuko Nature Reserve, The Gambia").
 */
async function englishSentences(): Promise<string[]> {
  // The messages as `npm run i18n:check` reads them (the browser suite's loader runs no tsx).
  const pairs = JSON.parse(await runScript('scripts/i18n/check.ts', ['--pairs'])) as {
    english: unknown;
    french: unknown;
  }[];
  const sentences = new Set<string>();
  for (const { english, french } of pairs) {
    if (typeof english !== 'string' || typeof french !== 'string') continue;
    if (/[{}]/.test(english) || !/\w+ \w+/.test(english) || french.includes(english)) continue;
    sentences.add(english);
  }
  const names = await Promise.all(
    [
      'destination?lang=fr',
      'excursions/allexcursion?SortColumn=name&pageSize=100&pageIndex=1&lang=fr',
    ].map(async (path) => {
      const answer = await fetch(`${SITE_URL}/api/${path}`);
      if (!answer.ok) throw new Error(`GET /api/${path} answered ${answer.status}`);
      return answer.text();
    }),
  );
  return [...sentences].filter((sentence) => !names.some((answer) => answer.includes(sentence)));
}

async function frenchPages(excursion: Excursion): Promise<string[]> {
  return [
    '/fr/',
    '/fr/tours-list',
    `/fr/tour-details/${excursion.id}`,
    `/fr/destination-details/${await firstDestinationId()}`,
  ];
}

/** `served`: the address the server rendered, where the page has since moved on (to /fr/login). */
async function expectInFrench(page: Page, english: string[], served = page.url()) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const alternates = page.locator('head link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  const url = new URL(served);
  const englishPath = url.pathname.replace(/^\/fr/, '') || '/';
  await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute(
    'href',
    `${url.origin}${englishPath}`,
  );
  await expect(page.locator('head link[hreflang="fr"]')).toHaveAttribute(
    'href',
    `${url.origin}${url.pathname}`,
  );
  const text = await page.locator('body').innerText();
  expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
}

test(
  'the French pages are the server’s, in French, with their alternates and no English left',
  { tag: '@phone-only' },
  async ({ page }) => {
    const english = await englishSentences();
    expect(english.length).toBeGreaterThan(200);
    const excursion = await firstExcursionInFrench();
    for (const address of await frenchPages(excursion)) {
      await page.goto(address);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectInFrench(page, english);
      expect(await blockingViolations(page), address).toEqual([]);
    }
    // The catalog's own words are the operator's French too: the list's first card, its page.
    await page.goto('/fr/tours-list');
    await expect(page.getByRole('main').getByText(excursion.name).first()).toBeVisible();
    await page.goto(`/fr/tour-details/${excursion.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(excursion.name);
  },
);

test(
  'every other page answers in French too, and hydrates without an error',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Thirty pages one after the other: one test pays for one browser context.
    test.slow();
    const english = await englishSentences();
    const seen = new Set(await frenchPages(await firstExcursionInFrench()));
    for (const [name, route] of ALL_CASES) {
      const address = `/fr${await route.path()}`;
      if (seen.has(address)) continue;
      seen.add(address);
      const answer = await page.goto(address);
      await expect(pageHeading(page), name).toBeVisible();
      await expectInFrench(page, english, answer?.url());
      await waitUntilLoaded(page);
    }
  },
);

test(
  'the language switch keeps the page, and the home page remembers the choice',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/fr/tours-list');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/tours-list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  },
);

test(
  'a visitor signs up and books in French, and every mail comes in French',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const visitor = newVisitor('francais');
    await page.goto('/fr/signup');
    const form = page.getByRole('main');
    // The form says in French what it still needs, and what is wrong with a field.
    await expect(page.getByText(french(MESSAGES.signupIncomplete)).first()).toBeVisible();
    const email = form.getByRole('textbox', { name: new RegExp(`^${french(authMessages.email)}`) });
    await email.fill('pas-une-adresse');
    await email.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await form
      .getByRole('textbox', { name: new RegExp(`^${french(authMessages.firstName)}`) })
      .fill(visitor.firstName);
    await form
      .getByRole('textbox', { name: new RegExp(`^${french(authMessages.lastName)}`) })
      .fill(visitor.lastName);
    await form
      .getByRole('textbox', { name: new RegExp(`^${french(authMessages.email)}`) })
      .fill(visitor.email);
    await form.getByLabel(new RegExp(`^${french(authMessages.password)}`)).fill(visitor.password);
    await form
      .getByRole('textbox', { name: new RegExp(`^${french(authMessages.phoneNumber)}`) })
      .fill('2015550123');
    await form
      .getByRole('combobox', { name: new RegExp(`^${french(authMessages.countryOfResidence)}`) })
      .selectOption('The Gambia');
    await form.getByRole('checkbox', { name: new RegExp(french(authMessages.termsLink)) }).check();
    await form.getByRole('button', { name: french(authMessages.continue) }).click();

    const verification = await waitForMail(visitor.email, (mail) =>
      /vérification/.test(mail.subject),
    );
    const dialog = page.getByRole('dialog', { name: french(authMessages.verifyTitle) });
    await dialog.getByRole('textbox').fill(codeIn(verification));
    await dialog.getByRole('button', { name: french(authMessages.verifyButton) }).click();
    // Home, still in French (the router's '/' under its /fr basename).
    await page.waitForURL((url) => /^\/fr\/?$/.test(url.pathname));
    // The next step loads a page afresh: the session must have been stored first (the store
    // writes it in a later task, which a loaded machine can leave for a second or more).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('wat_token'))).toBeTruthy();

    const excursion = await instantExcursion(3);
    await page.goto(`/fr/tour-details/${excursion.id}`);
    const earliest = addDays(operatorToday(), 7);
    await pickDay(page, earliest, {
      panelTitle: french(departureMessages.panelTitle),
      nextMonth: french(departureMessages.nextMonth),
    });
    await page
      .getByRole('button', { name: /^\d\d:\d\d, \d+ places? restantes?$/ })
      .first()
      .click();
    await page.getByRole('button', { name: french(departureMessages.addToCart) }).click();
    await page.goto('/fr/cart');
    await expect(
      page.getByRole('heading', { level: 1, name: french(cartMessages.title) }),
    ).toBeVisible();
    await page.getByRole('button', { name: french(bookingMessages.book), exact: true }).click();
    await page.getByRole('button', { name: french(bookingMessages.holdConfirm) }).click();
    await expect(
      page.getByRole('heading', { name: french(bookingMessages.confirmedTitle) }),
    ).toBeVisible();

    const confirmation = await waitForMail(visitor.email, (mail) =>
      /^Votre réservation West Africa Tours WAT-\w+ est confirmée$/.test(mail.subject),
    );
    expect(confirmation.text).toMatch(/Votre réservation WAT-\w+ est confirmée\. À bientôt !/);
    expect(confirmation.text).toContain('Votre bon de réservation (PDF)');
    expect(confirmation.text).not.toMatch(/Your booking|confirmed/);
  },
);
