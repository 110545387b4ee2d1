import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { bookings, excursions, users } from '@server/db/schema';
import { preferredLocale } from '@server/i18n/acceptLanguage';
import { buildTestApp, type TestApp } from './support/testApp';
import { mailsTo } from './support/mails';
import { bearer, createTraveller, type Traveller } from './support/travelFixtures';
import { createBookableExcursion, departureAt, inDays } from './support/departureFixtures';
import { signedInStaff } from './support/staff';
import { allText, readPdf } from './support/documents';

jest.setTimeout(180_000);

/**
 * Mails, documents and answers in the visitor's language (API.md, "Since round 3": mails go out
 * in the language the visitor used): a French page's calls carry `Accept-Language: fr`, and what
 * they start is written in French, then and later; English stays as it was.
 */

let testApp: TestApp;
let instantId: number;
let onRequestId: number;
let smallId: number;
let staffToken: string;
let calls = 0;

const FRENCH = { 'accept-language': 'fr' };
const ENGLISH = { 'accept-language': 'en' };

function call(
  method: 'GET' | 'POST',
  url: string,
  options: { who?: Traveller; payload?: object; headers?: Record<string, string> } = {},
) {
  calls += 1;
  return testApp.app.inject({
    method,
    url,
    remoteAddress: `10.77.${Math.floor(calls / 250)}.${calls % 250}`,
    headers: { ...options.headers, ...(options.who ? bearer(options.who.token) : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** "samedi 12 décembre 2026", as a French mail writes a day. */
const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Banjul',
  }).format(new Date(`${date}T12:00:00Z`));

async function book(
  who: Traveller,
  excursionId: number,
  headers: Record<string, string>,
  days = 10,
) {
  const departure = await departureAt(testApp.app.db, excursionId, inDays(days), '09:00');
  const held = await call('POST', '/api/booking/reserve', {
    who,
    headers,
    payload: { lines: [{ departureId: departure.id, units: { adult: 2, child: 1 } }] },
  });
  expect(held.statusCode).toBe(201);
  const { id, generatedBookingId } = held.json().data;
  const confirmed = await call('POST', `/api/booking/${id}/confirm`, { who, headers });
  expect(confirmed.statusCode).toBe(200);
  return { id: id as number, reference: generatedBookingId as string, date: inDays(days) };
}

const newestMailTo = async (email: string) => (await mailsTo(testApp.app.db, email))[0];

const signUpBody = (email: string) => ({
  email,
  firstName: 'Ama',
  lastName: 'Jallow',
  password: 'Banjul2024!',
  agreeTerms: true,
  country: 'Senegal',
  countryCode: '221',
  isWhatsAppUser: true,
  newsLetterSubscription: false,
  mobileNumber: '771234567',
});

beforeAll(async () => {
  testApp = await buildTestApp({ SEED_DEMO_CONTENT: 'false' });
  const db = testApp.app.db;
  instantId = await createBookableExcursion(db, 'Abuko Nature Reserve');
  onRequestId = await createBookableExcursion(db, 'Kunta Kinteh Island', {
    rules: { instantConfirmation: false },
  });
  smallId = await createBookableExcursion(db, 'Makasutu Forest', { capacity: 2 });
  await db
    .update(excursions)
    .set({ location: 'Abuko, main gate' })
    .where(eq(excursions.id, instantId));
  staffToken = (await signedInStaff(db)).token;
});

afterAll(() => testApp?.close());

describe('the page’s language', () => {
  it('is French when Accept-Language prefers French to English, English otherwise', () => {
    expect(preferredLocale('fr')).toBe('fr');
    expect(preferredLocale('fr-FR,fr;q=0.9,en;q=0.5')).toBe('fr');
    expect(preferredLocale('en;q=0.4, fr-CA;q=0.8')).toBe('fr');
    expect(preferredLocale('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(preferredLocale('fr;q=0.5, en;q=0.5')).toBe('en');
    expect(preferredLocale('fr;q=0')).toBe('en');
    expect(preferredLocale('de, wo')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
  });
});

describe('sign-up', () => {
  it('mails a French visitor the verification code in French and keeps the account French', async () => {
    const email = 'ama.fr@example.com';
    const answer = await call('POST', '/api/account/sign-up', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      payload: signUpBody(email),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe(
      'Merci. Consultez vos e-mails : nous vous avons envoyé un code à 6 chiffres pour vérifier votre adresse.',
    );

    const mail = await newestMailTo(email);
    expect(mail.subject).toBe('Votre code de vérification West Africa Tours');
    expect(mail.textBody).toMatch(/^Bonjour Ama,\n\nVotre code de vérification : \d{6}\n/);
    expect(mail.textBody).toContain(
      'Saisissez-le sur http://localhost:3000/fr pour confirmer votre adresse e-mail. Le code est valable 10 minutes.',
    );
    expect(mail.textBody.endsWith('West Africa Tours\nBanjul, Gambie')).toBe(true);
    expect(mail.htmlBody).toContain('<html lang="fr">');

    const [user] = await testApp.app.db
      .select({ locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(user.locale).toBe('fr');
  });

  it('mails an English visitor exactly as before', async () => {
    const email = 'ama.en@example.com';
    const answer = await call('POST', '/api/account/sign-up', {
      headers: ENGLISH,
      payload: signUpBody(email),
    });
    expect(answer.statusCode).toBe(201);
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe('Your West Africa Tours verification code');
    expect(mail.textBody).toMatch(/^Hello Ama,\n\nYour verification code is: \d{6}\n/);
    expect(mail.textBody).toContain(
      'Enter it on http://localhost:3000 to confirm your e-mail address. The code is valid for 10 minutes.',
    );
    expect(mail.textBody.endsWith('West Africa Tours\nBanjul, The Gambia')).toBe(true);
  });
});

describe('refusals', () => {
  it('answers a wrong password in the page’s language, with the same code', async () => {
    const payload = { email: 'nobody@example.com', password: 'Wrong2024!' };
    const french = await call('POST', '/api/account/app/sign-in', { headers: FRENCH, payload });
    const english = await call('POST', '/api/account/app/sign-in', { headers: ENGLISH, payload });
    expect(french.statusCode).toBe(401);
    expect(french.json()).toEqual({
      success: false,
      message: 'L’adresse e-mail ou le mot de passe est incorrect.',
      error: 'L’adresse e-mail ou le mot de passe est incorrect.',
    });
    expect(english.json().message).toBe('The e-mail address or password is incorrect.');
  });

  it('tells a French visitor in French that a departure has too few seats left', async () => {
    const traveller = await createTraveller(testApp.app.db, {
      firstName: 'Fatou',
      lastName: 'Sarr',
    });
    const departure = await departureAt(testApp.app.db, smallId, inDays(12), '09:00');
    const answer = await call('POST', '/api/booking/reserve', {
      who: traveller,
      headers: FRENCH,
      payload: { lines: [{ departureId: departure.id, units: { adult: 3 } }] },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'Certains départs n’ont pas pu être retenus, aussi rien n’a été retenu. Veuillez les modifier et réessayer.',
    );
    expect(answer.json().errors).toEqual({
      'lines.0': ['Il ne reste que 2 places sur ce départ.'],
    });
  });
});

describe('a French booking', () => {
  let traveller: Traveller;
  let booked: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    traveller = await createTraveller(testApp.app.db, { firstName: 'Awa', lastName: 'Ndiaye' });
    booked = await book(traveller, instantId, FRENCH);
  });

  it('is confirmed by a French mail, its days and amounts written the French way', async () => {
    const [row] = await testApp.app.db
      .select({ locale: bookings.locale })
      .from(bookings)
      .where(eq(bookings.id, booked.id));
    expect(row.locale).toBe('fr');

    const mail = await newestMailTo(traveller.email);
    expect(mail.subject).toBe(
      `Votre réservation West Africa Tours ${booked.reference} est confirmée`,
    );
    expect(mail.textBody).toContain('Bonjour Awa Ndiaye,');
    expect(mail.textBody).toContain(
      `Votre réservation ${booked.reference} est confirmée. À bientôt !`,
    );
    expect(mail.textBody).toContain(
      `- Abuko Nature Reserve, ${frenchDay(booked.date)} à 09:00, 2 adultes, 1 enfant : 115,00\u00a0$US`,
    );
    expect(mail.textBody).toContain('Total : 115,00\u00a0$US');
    expect(mail.textBody).toContain('Votre bon de réservation (PDF) et un fichier de calendrier');
    expect(mail.textBody).toContain('http://localhost:3000/fr/user-profile');
    expect(mail.documents).toEqual([
      { kind: 'booking-voucher', id: booked.id },
      { kind: 'booking-calendar', id: booked.id },
    ]);
  });

  it('has a French voucher and calendar file', async () => {
    const voucher = await call('GET', `/api/booking/${booked.id}/voucher.pdf`, { who: traveller });
    expect(voucher.statusCode).toBe(200);
    const text = allText(await readPdf(voucher.rawPayload));
    expect(text).toContain('Bon de réservation');
    expect(text).toContain(`Date : ${frenchDay(booked.date)}`);
    expect(text).toContain('Heure : 09:00 (heure de Banjul, GMT)');
    expect(text).toContain('Participants : 2 adultes, 1 enfant');
    expect(text).toContain('Conditions d’annulation');

    const calendar = await call('GET', `/api/booking/${booked.id}/calendar.ics`, {
      who: traveller,
    });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendar.body)).getFirstSubcomponent('vevent')!,
    );
    expect(event.description).toContain(`Réservation ${booked.reference} : 2 adultes, 1 enfant.`);
    expect(event.description).toContain('Point de rendez-vous : Abuko, main gate, à 09:00');
  });

  it('is confirmed by staff in French when the operator confirms it', async () => {
    const requested = await book(traveller, onRequestId, FRENCH, 14);
    const received = await newestMailTo(traveller.email);
    expect(received.subject).toBe(
      `Nous avons bien reçu votre réservation West Africa Tours ${requested.reference}`,
    );

    // The console speaks English; the customer is mailed in the booking's language.
    const confirmed = await call('POST', `/api/operator/bookings/${requested.id}/confirm`, {
      headers: { ...ENGLISH, ...bearer(staffToken) },
    });
    expect(confirmed.statusCode).toBe(200);
    const mail = await newestMailTo(traveller.email);
    expect(mail.subject).toBe(
      `Votre réservation West Africa Tours ${requested.reference} est confirmée`,
    );
    expect(mail.textBody).toContain('Kunta Kinteh Island');
    expect(mail.textBody).toContain('Suivez ou annulez votre réservation dans Mes réservations');
  });
});

describe('an English booking', () => {
  it('is confirmed by the same mail as before', async () => {
    const traveller = await createTraveller(testApp.app.db, {
      firstName: 'Lamin',
      lastName: 'Ceesay',
    });
    const booked = await book(traveller, instantId, ENGLISH, 11);
    const mail = await newestMailTo(traveller.email);
    expect(mail.subject).toBe(`Your West Africa Tours booking ${booked.reference} is confirmed`);
    expect(mail.textBody).toContain(
      `- Abuko Nature Reserve, ${booked.date} at 09:00, 2 adults, 1 child: $115.00\nTotal: $115.00`,
    );
    expect(mail.textBody).toContain(
      'Follow or cancel your booking under My Bookings: http://localhost:3000/user-profile',
    );
    const voucher = await call('GET', `/api/booking/${booked.id}/voucher.pdf`, { who: traveller });
    expect(allText(await readPdf(voucher.rawPayload))).toContain('People: 2 adults, 1 child');
  });
});
