import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (multipart/alternative): mail clients show it, and `text` where HTML is off. */
  html?: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/** A mail as it left: its raw RFC 5322 form, as a mail server or a mail client reads it. */
export type TSentMail = { to: string; subject: string; raw: string };

export type TMailer = {
  send(message: TMailMessage): Promise<void>;
  /** What this process sent, newest last, when mail goes nowhere else (tests): empty otherwise. */
  readonly sent: readonly TSentMail[];
  close(): void;
};

/**
 * Mail leaves through `SMTP_URL` when it is set. Without it, each mail is written as an `.eml` file
 * in `outboxDir` (DATA_DIR/mail), so that a newcomer reads what the platform sent without a mail
 * server; with neither (tests), it is kept in memory.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string | null }): TMailer {
  const sent: TSentMail[] = [];
  // nodemailer (40 modules, ~60 ms of every start) is loaded with the first mail.
  let transport: Promise<Transporter> | null = null;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : // Builds the full message (headers, MIME parts, attachments) without sending it anywhere.
          nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const close = () => void transport?.then((opened) => opened.close());
  if (options.smtpUrl) {
    return {
      sent,
      async send(message) {
        await (await transporter()).sendMail({ from: options.from, ...message });
      },
      close,
    };
  }
  const outboxDir = options.outboxDir;
  return {
    sent,
    async send(message) {
      const info = await (await transporter()).sendMail({ from: options.from, ...message });
      const raw = (info.message as Buffer).toString('utf8');
      if (!outboxDir) {
        sent.push({ to: message.to, subject: message.subject, raw });
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time; the random part keeps two mails of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outboxDir, name), raw, { flag: 'wx' });
    },
    close,
  };
}
