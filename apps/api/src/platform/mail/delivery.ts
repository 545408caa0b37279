import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachment } from '../../db/schema/mail';

/** What the transports need of an outbox row. */
export interface OutgoingMail {
  id: number;
  toAddress: string;
  locale: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers of this mail (List-Unsubscribe…), if any. */
  headers?: Record<string, string> | null;
  /** Files sent with it (a calendar event, an invoice), if any. */
  attachments?: MailAttachment[] | null;
  createdAt: Date;
}

export interface MailSender {
  /** `smtp` with SMTP_URL; otherwise `files`: .eml files in config.mailDir. */
  readonly kind: 'smtp' | 'files';
  /** Resolves once the SMTP server accepted the mail or the file is written; throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export type MailDeliveryConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDir'>;

/**
 * Bounded waits, so one unresponsive server cannot hold a delivery (and a graceful shutdown)
 * for minutes. Query parameters of SMTP_URL override them (e.g. `?socketTimeout=60000`).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function senderDomain(mailFrom: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'portal.localhost';
}

function messageOf(mail: OutgoingMail, config: MailDeliveryConfig) {
  return {
    from: config.mailFrom,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The same Message-ID on every attempt lets a receiving server recognise a repeat.
    messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${senderDomain(config.mailFrom)}>`,
    headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.locale },
    // As bytes, so they travel base64-encoded and arrive unchanged: a calendar file's CRLF
    // line ends would otherwise be rewritten with the text parts'.
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'),
    })),
  };
}

/** `2025-03-01T10-15-00.000Z-42-verify_email.eml`: sorts by time; no `:` so it is a valid name everywhere. */
export function emlFileName(mail: Pick<OutgoingMail, 'id' | 'template'>, at: Date): string {
  const template = mail.template.replace(/[^a-z0-9_-]/gi, '_');
  return `${at.toISOString().replace(/:/g, '-')}-${mail.id}-${template}.eml`;
}

export function createMailSender(config: MailDeliveryConfig): MailSender {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: config.smtpUrl });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(messageOf(mail, config));
      },
      close: () => transport.close(),
    };
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await composer.sendMail(messageOf(mail, config));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport returned no buffer');
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, emlFileName(mail, new Date()));
      // Written under a temporary name, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
