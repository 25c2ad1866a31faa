// One sending process of the benchmark's baseline: the same rendered card e-mails as the worker
// sends, pushed straight through nodemailer (its own composer, a pooled transport with the app's
// settings), with no database work. The app composes its messages itself (mail/compose.ts) and
// hands nodemailer the bytes: this is what the worker is compared with, so it stays plain
// nodemailer.
import { createInterface } from 'node:readline';
import nodemailer from 'nodemailer';
import { newSecretToken } from '../../apps/server/src/modules/accounts/secrets.ts';
import { cardMail } from '../../apps/server/src/modules/cards/mails.ts';
import { optOutsRepo } from '../../apps/server/src/modules/cards/optouts/repo.ts';
import { signOptOutToken } from '../../apps/server/src/modules/cards/optouts/tokens.ts';
import { connectDatabase } from '../../apps/server/src/platform/db/connect.ts';
import { type OutgoingMail, SMTP_POOL } from '../../apps/server/src/platform/mail/mailer.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = connectDatabase({ kind: 'postgres', url: env('DATABASE_URL') });
const offset = Number(env('OFFSET'));
const count = Number(env('COUNT'));
const concurrency = Number(env('CONCURRENCY'));
const publicUrl = env('PUBLIC_URL');

// This process's share of the cards, rendered up front so the timed part is SMTP only.
const cards = await db.kysely
  .selectFrom('cards')
  .innerJoin('users', 'users.id', 'cards.user_id')
  .selectAll('cards')
  .select(['users.email as account_email', 'users.first_name as account_name'])
  .orderBy('cards.id')
  .offset(offset)
  .limit(count)
  .execute();
const optOutKey = await optOutsRepo(db.kysely).signingKey();
const mails: OutgoingMail[] = await Promise.all(
  cards.map(({ account_email, account_name, ...card }) =>
    cardMail(
      {
        // The worker has sent these cards already, so they hold only their link's hash; a token
        // of the same length makes the same mail.
        card: { ...card, link_token: card.link_token ?? newSecretToken() },
        accountEmail: account_email,
        accountName: account_name,
        isAccountVerified: true,
      },
      publicUrl,
      signOptOutToken(optOutKey, card.id),
    ),
  ),
);
await db.close();

// The app's pool settings (mail/mailer.ts) on nodemailer's own transport, and the
// same message options: quoted-printable said outright, which spares nodemailer choosing.
const transport = nodemailer.createTransport({ url: env('SMTP_URL'), ...SMTP_POOL });
const from = env('MAIL_FROM');
const bytes = mails.reduce((sum, mail) => sum + mail.html.length + mail.text.length, 0);
console.log(
  JSON.stringify({
    ready: true,
    mails: mails.length,
    averageBytes: Math.round(bytes / mails.length),
  }),
);

// The parent starts every sender at the same moment.
await new Promise<void>((resolve) =>
  createInterface({ input: process.stdin }).once('line', () => resolve()),
);
const cpuBefore = process.cpuUsage();
let next = 0;
let failed = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < mails.length) {
      const mail = mails[next++] as OutgoingMail;
      await transport.sendMail({ from, textEncoding: 'quoted-printable', ...mail }).catch(() => {
        failed += 1;
      });
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
transport.close();
console.log(JSON.stringify({ done: true, failed, cpuMs: (cpu.user + cpu.system) / 1000 }));
process.exit(0);
