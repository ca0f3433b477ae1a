/**
 * Outgoing email through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file in DATA_DIR/outbox, where a developer (or a test) can open it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the sender's display name (the admin's Site Name) when MAIL_FROM does not set one */
  senderName?: string;
}

export const DEFAULT_SENDER = { name: 'Odyssey', address: 'no-reply@odyssey.local' };

export class MailService {
  private transport?: Transporter;

  constructor(private readonly mail: Config['mail']) {}

  /** nodemailer costs ~12 MB of memory, so it is loaded with the first message, not at start-up. */
  private async transporter(): Promise<Transporter> {
    if (!this.transport) {
      const { default: nodemailer } = await import('nodemailer');
      this.transport = this.mail.smtpUrl
        ? nodemailer.createTransport(this.mail.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
    return this.transport;
  }

  /** Sends the message; returns the outbox file when no SMTP server is configured. */
  async send(message: OutgoingMail): Promise<{ outboxFile?: string }> {
    const { senderName, ...content } = message;
    const from = this.mail.from ?? { ...DEFAULT_SENDER, name: senderName || DEFAULT_SENDER.name };
    const info = await (await this.transporter()).sendMail({ from, ...content });
    if (this.mail.smtpUrl) return {};
    await mkdir(this.mail.outboxDir, { recursive: true });
    const outboxFile = path.join(this.mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(outboxFile, (info as unknown as { message: Buffer }).message);
    return { outboxFile };
  }
}
