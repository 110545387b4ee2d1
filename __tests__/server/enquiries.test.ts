import { useTestApp } from './support/testApp';
import { hugeText, rowCount } from './support/travelFixtures';
import { enquiries, mailQueue } from '../../server/src/db/schema';

jest.setTimeout(60_000);

const OPERATOR = 'desk@westafricatours.example';
const testApp = useTestApp({ SEED_DEMO_CONTENT: 'false', OPERATOR_EMAIL: OPERATOR });

const enquire = (body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/enquiry', headers, payload: body as object });

const contactForm = () => ({
  firstName: ' Kwame ',
  lastName: 'Mensah',
  email: ' kwame.mensah@example.com ',
  phoneNumber: '244 123 456',
  isWhatsAppUser: true,
  country: 'Ghana',
  countryCode: '+233',
  newsLetterSubscription: false,
  message: ' We are 12 people and would like a quote for a River Gambia cruise in March. ',
});

const storedCounts = () =>
  Promise.all([enquiries, mailQueue].map((table) => rowCount(testApp.app.db, table)));

async function clearStore() {
  await testApp.app.db.delete(mailQueue);
  await testApp.app.db.delete(enquiries);
}

describe('POST /api/enquiry', () => {
  beforeEach(clearStore);

  it('stores the enquiry and queues a notice to the operator and a thank-you to the sender', async () => {
    const response = await enquire(contactForm());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await testApp.app.db.select().from(enquiries)).toEqual([
      expect.objectContaining({
        firstName: 'Kwame',
        lastName: 'Mensah',
        email: 'kwame.mensah@example.com',
        phoneNumber: '244 123 456',
        isWhatsAppUser: true,
        country: 'Ghana',
        countryCode: '+233',
        newsLetterSubscription: false,
        message: 'We are 12 people and would like a quote for a River Gambia cruise in March.',
      }),
    ]);

    const mails = await testApp.app.db.select().from(mailQueue);
    const recipients = mails.map((mail) => mail.recipient).sort();
    expect(recipients).toEqual([OPERATOR, 'kwame.mensah@example.com'].sort());
    const notice = mails.find((mail) => mail.recipient === OPERATOR)!;
    expect(notice.textBody).toContain('kwame.mensah@example.com');
    expect(notice.textBody).toContain('River Gambia cruise');
  });

  it('accepts blank names, phone and country, as the contact form enforces nothing', async () => {
    const response = await enquire({
      ...contactForm(),
      firstName: '',
      lastName: '',
      phoneNumber: '',
      country: '',
      countryCode: '',
    });

    expect(response.statusCode).toBe(201);
    expect(await storedCounts()).toEqual([1, 2]);
  });

  it('accepts a form with only an e-mail address and a message', async () => {
    const response = await enquire({ email: 'short@example.com', message: 'Call me back.' });

    expect(response.statusCode).toBe(201);
    expect(await testApp.app.db.select().from(enquiries)).toEqual([
      expect.objectContaining({ firstName: '', isWhatsAppUser: false, message: 'Call me back.' }),
    ]);
  });

  it.each([
    ['an invalid e-mail address', { email: 'kwame at example.com' }, 'email'],
    ['no e-mail address', { email: '  ' }, 'email'],
    ['a blank message', { message: ' \n ' }, 'message'],
  ])('refuses %s with a field error, storing and mailing nothing', async (_case, change, field) => {
    const response = await enquire({ ...contactForm(), ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: { [field]: [expect.any(String)] },
    });
    expect(await storedCounts()).toEqual([0, 0]);
  });

  it.each([
    ['a first name', { firstName: 'n'.repeat(101) }],
    ['an e-mail address', { email: `${'e'.repeat(250)}@example.com` }],
    ['a phone number', { phoneNumber: '1'.repeat(33) }],
    ['a message', { message: 'm'.repeat(5001) }],
  ])('refuses %s over the length limit and stores nothing', async (_case, change) => {
    const response = await enquire({ ...contactForm(), ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual([0, 0]);
  });

  it('answers 400 to a body that is not JSON or is too large, and stores nothing', async () => {
    const notJson = await enquire('firstName=Kwame&email=k@example.com', {
      'content-type': 'application/json',
    });
    const huge = await enquire({ ...contactForm(), message: hugeText() });

    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, message: expect.any(String) });
    expect(huge.statusCode).toBe(413); // over the body limit
    expect(huge.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await storedCounts()).toEqual([0, 0]);
  });
});
