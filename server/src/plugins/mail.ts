import fp from 'fastify-plugin';
import { enqueueMail } from '../services/mail/queue';
import { MailSender } from '../services/mail/sender';
import { createMailTransport } from '../services/mail/transports';
import type { MailService } from '../services/mail/types';
import { mailDocumentMaker } from '../services/documents/attachments';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Outgoing mail: `app.mail.enqueue` stores a mail in the queue table (inside the caller's
 * transaction when given); the sender loop, when enabled, delivers the queue in the background.
 */
export default fp(
  async (app) => {
    const log = app.log.child({ module: 'mail' });
    const transport = createMailTransport(app.config, log);
    const makeDocuments = mailDocumentMaker(app.db, {
      siteUrl: app.config.publicUrl,
      payments: app.config.payments,
    });
    const sender = new MailSender(app.db, transport, log, { makeDocuments });
    const senderEnabled = app.config.mailSenderEnabled;

    const mail: MailService = {
      async enqueue(outgoing, executor = app.db) {
        await enqueueMail(executor, outgoing);
        if (senderEnabled) sender.nudge();
      },
      deliverDue: () => sender.deliverDue(),
    };
    app.decorate('mail', mail);

    if (senderEnabled) app.addHook('onReady', async () => sender.start());
    // preClose: the pass in flight still has its database.
    app.addHook('preClose', async () => sender.stop());
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
