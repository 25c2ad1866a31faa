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

/** Mails already parsed, by file name: a file never changes once the sink has written it. */
const parsed = new Map<string, Promise<ReceivedMail>>();

async function parse(name: string, to: string): Promise<ReceivedMail> {
  const mail = await simpleParser(readFileSync(join(E2E_MAIL_DIR, name)));
  const text = mail.text ?? '';
  return {
    to,
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    links: text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [],
  };
}

const isFor = (recipients: string, address: string) =>
  recipients.toLowerCase().split(',').includes(address.toLowerCase());

/** The mails to `address`, oldest first; only their envelopes are read until one is wanted. */
async function mailsTo(address: string): Promise<ReceivedMail[]> {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  const names = readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails: Promise<ReceivedMail>[] = [];
  for (const name of names) {
    const rcpt = join(E2E_MAIL_DIR, `${name}.rcpt`);
    // The sink writes the message first and its envelope second: no envelope, not finished yet.
    if (!existsSync(rcpt)) continue;
    const recipients = readFileSync(rcpt, 'utf8');
    if (!isFor(recipients, address)) continue;
    let mail = parsed.get(name);
    if (!mail) {
      mail = parse(name, recipients);
      parsed.set(name, mail);
    }
    mails.push(mail);
  }
  return Promise.all(mails);
}

/** Waits until the real SMTP sink has received a mail to `to` (matching `subject`), and returns the newest. */
export async function waitForMail(query: { to: string; subject?: RegExp }): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(query.to)).filter(
          (mail) => !query.subject || query.subject.test(mail.subject),
        );
        found = mails.at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${query.to}`, timeout: 20_000, intervals: [100, 200, 500] },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** How many mails the sink has received for an address. */
export async function countMails(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}
