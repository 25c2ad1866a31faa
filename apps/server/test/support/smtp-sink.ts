import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  envelopeFrom: string;
  parsed: ParsedMail;
  raw: string;
  subject: string;
  text: string;
  links: string[];
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` matching `subject` (waits for it to arrive). */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        const text = parsed.text ?? '';
        mails.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          parsed,
          raw,
          subject: parsed.subject ?? '',
          text,
          links: text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [],
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) =>
    mails.filter((mail) => mail.envelopeTo.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    waitFor(to, subject, timeoutMs = 10_000) {
      const find = () => mailsTo(to).find((mail) => !subject || subject.test(mail.subject));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
