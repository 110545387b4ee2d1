import {
  bookingConfirmationMail,
  enquiryAcknowledgementMail,
  enquiryNoticeMail,
  passwordResetCodeMail,
  transferConfirmationMail,
  verificationCodeMail,
} from '../../server/src/services/mail/templates';
import { CODE_LIFETIME_MINUTES } from '../../src/contract/limits';

const siteUrl = 'https://westafricatours.example';
const hostile = '<script>alert("x")</script>';
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

/** The HTML carries no markup from the visitor and loads nothing from outside. */
function expectSafeHtml(html: string | undefined) {
  expect(html).toBeDefined();
  expect(html).not.toContain('<script');
  expect(html).not.toMatch(/<img|src=|url\(/i);
}

describe('mail templates', () => {
  it('puts the verification code up front, with its lifetime', () => {
    const mail = verificationCodeMail({
      to: 'a@example.com',
      firstName: hostile,
      code: '123456',
      siteUrl,
    });
    expect(mail.to).toBe('a@example.com');
    expect(mail.subject).toBe('Your West Africa Tours verification code');
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain(`${CODE_LIFETIME_MINUTES} minutes`);
    expect(mail.text).toContain(`Hello ${hostile},`);
    expect(mail.html).toContain('123456');
    expect(mail.html).toContain(escaped);
    expectSafeHtml(mail.html);
  });

  it('sends the reset code with the advice to ignore an unasked mail', () => {
    const mail = passwordResetCodeMail({
      to: 'a@example.com',
      firstName: hostile,
      code: '654321',
      siteUrl,
    });
    expect(mail.subject).toContain('password reset code');
    expect(mail.text).toContain('654321');
    expect(mail.text).toContain(`${CODE_LIFETIME_MINUTES} minutes`);
    expect(mail.text).toMatch(/did not ask.*ignore/);
    expect(mail.html).toContain(escaped);
    expectSafeHtml(mail.html);
  });

  it('lists the booked excursions with the reference and the Pending status', () => {
    const mail = bookingConfirmationMail({
      to: 'a@example.com',
      name: 'Ama',
      reference: 'WAT-2024-0042',
      excursions: [
        {
          name: 'Roots trip to Kunta Kinteh Island',
          tourStartDate: '2030-01-10',
          location: 'Albreda',
        },
        { name: hostile, tourStartDate: '2030-01-12', location: 'Tanji & Kotu' },
      ],
      siteUrl,
    });
    expect(mail.subject).toContain('WAT-2024-0042');
    expect(mail.text).toContain('Roots trip to Kunta Kinteh Island');
    expect(mail.text).toContain('Pending');
    expect(mail.text).toContain(`${siteUrl}/user-profile`);
    expect(mail.html).toContain('WAT-2024-0042');
    expect(mail.html).toContain(escaped);
    expect(mail.html).toContain('Tanji &amp; Kotu');
    expect(mail.html).toContain(`href="${siteUrl}/user-profile"`);
    expectSafeHtml(mail.html);
  });

  it('repeats the transfer request', () => {
    const mail = transferConfirmationMail({
      to: 'a@example.com',
      name: 'Lamin',
      transfer: {
        pickupLocation: hostile,
        dropLocation: 'Kololi',
        pickupDate: '2030-02-01',
        pickupTime: '09:30:00',
        capacity: 4,
        isRoundTrip: true,
      },
      siteUrl,
    });
    for (const part of ['Kololi', '2030-02-01', '09:30:00', 'Passengers: 4', 'Round trip: Yes']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(escaped);
    expectSafeHtml(mail.html);
  });

  it('gives the operator every enquiry field and the address to answer', () => {
    const mail = enquiryNoticeMail({
      to: 'operator@example.com',
      enquiry: {
        firstName: 'Fatou',
        lastName: hostile,
        email: 'fatou@example.com',
        phoneNumber: '7012345',
        countryCode: '+220',
        country: 'The Gambia',
        isWhatsAppUser: true,
        newsLetterSubscription: false,
        message: 'A group of 12 in March?\n<b>bold</b>',
      },
      siteUrl,
    });
    expect(mail.to).toBe('operator@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.split('\n')[0]).toBe('Reply to: fatou@example.com');
    for (const part of [
      '+220 7012345',
      'The Gambia',
      'WhatsApp: Yes',
      'Newsletter: No',
      'A group of 12',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('href="mailto:fatou@example.com"');
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).toContain(escaped);
    expectSafeHtml(mail.html);
  });

  it('thanks the visitor and promises an answer within a working day', () => {
    const mail = enquiryAcknowledgementMail({ to: 'a@example.com', firstName: hostile, siteUrl });
    expect(mail.text).toContain('within one working day');
    expect(mail.text).toContain('WhatsApp');
    expect(mail.html).toContain(escaped);
    expectSafeHtml(mail.html);
  });
});
