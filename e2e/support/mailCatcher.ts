import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A mail as the specs read it from the catcher. */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server on a free loopback port that keeps every mail, and a tiny HTTP endpoint
 * that lists them: GET /mails (all) or GET /mails?to=<address> (those sent to that address).
 * Port 0 (the default for both) takes a port the system gives, with no race against other
 * processes; a fixed `smtpPort` lets a fault script stop the catcher and start it again where
 * the server expects it.
 */
export async function startMailCatcher(httpPort = 0, smtpPort = 0) {
  const mails: CaughtMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
  const listeningPort = (smtp.server.address() as AddressInfo).port;

  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/mails') {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'GET /mails?to=<address> is the only call' }));
      return;
    }
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(httpPort, '127.0.0.1', resolve);
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${listeningPort}`,
    mailsUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}/mails`,
    close: async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
