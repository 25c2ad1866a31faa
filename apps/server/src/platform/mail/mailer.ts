import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { newId } from '../lib/ids.ts';
import { onDemand } from '../lib/on-demand.ts';
import type { ComposedMail } from './compose.ts';

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
 * The relay's pool: five connections kept open (nodemailer's default closes one after 100
 * messages), and time limits so a stalled relay fails a send instead of holding it.
 */
export const SMTP_POOL = {
  pool: true,
  maxConnections: 5,
  maxMessages: Number.POSITIVE_INFINITY,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** Our composer for mails from `from`, loaded with the first message as nodemailer is. */
function lazyComposer(from: string): () => Promise<(mail: OutgoingMail) => ComposedMail> {
  return onDemand(() => import('./compose.ts').then(({ mailComposer }) => mailComposer(from)));
}

/**
 * nodemailer over SMTP_URL (pooled), or, without it, an outbox folder: each message is written
 * as a .eml file plus a .json summary that the development outbox page lists. Either way the
 * message is composed by `mail/compose.ts` and the relay (or the folder) gets its bytes.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // The URL goes inside the options object: as a separate first argument, nodemailer would
    // treat the options as message defaults and silently open one connection per message.
    const transport = lazyTransport({ url: options.smtpUrl, ...SMTP_POOL });
    return smtpMailer(transport, lazyComposer(options.from));
  }
  return outboxMailer(options.outboxDir, lazyComposer(options.from));
}

function smtpMailer(
  transport: ReturnType<typeof lazyTransport>,
  composer: ReturnType<typeof lazyComposer>,
): Mailer {
  return {
    async send(mail) {
      const [transporter, compose] = await Promise.all([transport.get(), composer()]);
      const { envelope, messageId, raw } = compose(mail);
      await transporter.sendMail({ envelope, raw });
      return { messageId };
    },
    close: transport.close,
  };
}

function outboxMailer(dir: string, composer: ReturnType<typeof lazyComposer>): Mailer {
  return {
    async send(mail) {
      const { messageId, raw } = (await composer())(mail);
      mkdirSync(dir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}`;
      writeFileSync(join(dir, `${id}.eml`), raw);
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
      return { messageId };
    },
    close: () => {},
  };
}
