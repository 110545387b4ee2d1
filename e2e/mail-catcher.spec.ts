import { expect, test } from './support/fixtures';
import { mailsTo, waitForMail } from './support/mail';

/**
 * The suite's mail path works end to end: the real server queues a mail, its sender delivers it
 * over SMTP to the catcher, and a spec reads it back. Flows that mail codes rely on this.
 */
test(
  'a mail the server sends reaches the catcher',
  { tag: '@desktop-only' },
  async ({ request }) => {
    const visitor = 'catcher.check@example.com';
    expect(await mailsTo(visitor)).toEqual([]);

    const response = await request.post('/api/enquiry', {
      data: { firstName: 'Awa', email: visitor, message: 'Is the Abuko walk open in August?' },
    });
    expect(response.status()).toBe(201);

    const mail = await waitForMail(visitor);
    expect(mail.to).toEqual([visitor]);
    expect(mail.from).toContain('West Africa Tours');
    expect(mail.subject).not.toBe('');
  },
);
