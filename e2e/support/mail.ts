import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_MAIL_DIR } from './mail-sink';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part, in order. */
  links: string[];
}

async function readMails(): Promise<ReceivedMail[]> {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  const files = readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(readFileSync(join(E2E_MAIL_DIR, name)));
      const text = parsed.text ?? '';
      return {
        to: readFileSync(join(E2E_MAIL_DIR, `${name}.rcpt`), 'utf8'),
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [],
      };
    }),
  );
}

/** Waits until the real SMTP sink has received a mail to `to` (matching `subject`), and returns the newest. */
export async function waitForMail(query: { to: string; subject?: RegExp }): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMails()).filter(
          (mail) =>
            mail.to.toLowerCase().split(',').includes(query.to.toLowerCase()) &&
            (!query.subject || query.subject.test(mail.subject)),
        );
        found = mails.at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${query.to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** How many mails the sink has received for an address. */
export async function countMails(to: string): Promise<number> {
  return (await readMails()).filter((mail) =>
    mail.to.toLowerCase().split(',').includes(to.toLowerCase()),
  ).length;
}
