import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain French text; e-mails are text only, so nothing a visitor typed can inject markup. */
  text: string;
  /** Display name of the sender, e.g. the site's name; the address is MAIL_FROM's. */
  fromName?: string;
  replyTo?: string | null;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file: string | null;
}

/** Sends e-mails for every module (accounts, forms, contact). */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** SMTP connection URL (smtp://user:pass@host:587, smtps://...); without it, files in mailDir. */
  smtpUrl?: string | undefined;
  mailDir: string;
  mailFrom: string;
}

/** The address part of MAIL_FROM ("Vitrine <no-reply@x>" or "no-reply@x"). */
function fromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * Nodemailer over SMTP when SMTP_URL is set; otherwise every message is written as a readable
 * `.eml` file in mailDir (local development, tests), named so that files sort by date.
 */
export function createMailer({ smtpUrl, mailDir, mailFrom }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: message.fromName ? { name: message.fromName, address: fromAddress(mailFrom) } : mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      if (smtpUrl) return { messageId: info.messageId, file: null };
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(mailDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      return { messageId: info.messageId, file };
    },
  };
}
