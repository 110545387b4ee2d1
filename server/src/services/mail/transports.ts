import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachment, MailLogger, MailTransport, QueuedMail } from './types';

type TransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** SMTP when SMTP_URL is set; otherwise .eml files in `<dataDir>/mail` to read locally. */
export function createMailTransport(config: TransportConfig, log: MailLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // No pool: the sender is idle most of the time. Short timeouts: a dead server fails the try
  // quickly and the queue retries later.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail, attachments) {
      await transporter.sendMail(message(mail, from, attachments));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string, from: string, log: MailLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail, attachments) {
      const info = await transporter.sendMail(message(mail, from, attachments));
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, emlFileName(mail));
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file, mailId: mail.id }, `Mail "${mail.subject}" written to ${file}`);
    },
    close: () => transporter.close(),
  };
}

function message(mail: QueuedMail, from: string, attachments: MailAttachment[] = []) {
  return {
    from,
    // An address object, so nodemailer takes the recipient as one address and parses nothing.
    to: { name: '', address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments,
  };
}

/** `<timestamp>-<id>-<recipient>.eml`, safe on every file system and sorted by time. */
export function emlFileName(mail: Pick<QueuedMail, 'id' | 'to'>, now = new Date()): string {
  const timestamp = now.toISOString().replace(/[-:]/g, '').replace('.', '-');
  const recipient = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
  return `${timestamp}-${mail.id}-${recipient}.eml`;
}
