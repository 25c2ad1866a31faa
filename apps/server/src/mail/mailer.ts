import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { newId } from '../lib/ids.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers; callers must not add anything that reveals an anonymous sender. */
  headers?: Record<string, string>;
  replyTo?: string;
}

export interface Mailer {
  /** Sends one message; resolves with its Message-ID once the relay (or outbox) has it. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** One line for the start-up log saying where mail goes (the relay's password never shown). */
export function describeMailDestination(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  outboxUrl: string | undefined;
}): string {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    return `Mail goes to the SMTP relay ${url.protocol}//${url.host}`;
  }
  const page = options.outboxUrl
    ? `, listed at ${options.outboxUrl} for this machine only`
    : ' (the outbox page is off in production: set SMTP_URL to send mail)';
  return `No SMTP_URL: mail is written to ${options.outboxDir}${page}`;
}

/** A nodemailer transport made at the first message: nodemailer stays out of a server's start. */
function lazyTransport(options: object): {
  get: () => Promise<Transporter>;
  close: () => void;
} {
  let made: Promise<Transporter> | undefined;
  return {
    get() {
      made ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options),
      );
      return made;
    },
    close: () => void made?.then((transport) => transport.close()),
  };
}

/**
 * nodemailer over SMTP_URL (pooled), or, without it, an outbox folder: each message is written
 * as a .eml file plus a .json summary that the development outbox page lists.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // The URL goes inside the options object: as a separate first argument, nodemailer would
    // treat the options as message defaults and silently open one connection per message.
    const transport = lazyTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 5,
      maxMessages: Number.POSITIVE_INFINITY,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return smtpMailer(transport, options.from);
  }
  return outboxMailer(options.outboxDir, options.from);
}

/**
 * Our mails are mostly Latin text: quoted-printable keeps them readable in a raw view. Saying so
 * spares nodemailer counting every character of every part to choose (a tenth of a millisecond per
 * card in the delivery worker's profile).
 */
const TEXT_ENCODING = 'quoted-printable';

function smtpMailer(transport: ReturnType<typeof lazyTransport>, from: string): Mailer {
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({
        from,
        textEncoding: TEXT_ENCODING,
        ...mail,
      });
      return { messageId: info.messageId };
    },
    close: transport.close,
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const info = await (await transport.get()).sendMail({ from, ...mail });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}`;
      writeFileSync(join(dir, `${id}.eml`), info.message as Buffer);
      writeFileSync(
        join(dir, `${id}.json`),
        JSON.stringify({
          id,
          to: mail.to,
          subject: mail.subject,
          date: new Date().toISOString(),
          html: mail.html,
          text: mail.text,
        }),
      );
      return { messageId: info.messageId };
    },
    close: transport.close,
  };
}
