import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import {
  type ClaimedJob,
  defineJob,
  handleJob,
  type JobHandler,
  PermanentJobError,
} from '../../jobs/definition.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { type CardWithSender, cardMail, openedNoticeMail, replyNoticeMail } from './mails.ts';

const cardPayload = z.object({ cardId: z.string().min(1).max(64) });
type CardPayload = z.infer<typeof cardPayload>;

/** The recipient's e-mail of a card, due at its send moment. */
export const deliverCardJob = defineJob('card.deliver', cardPayload);
/** "Your card was opened", to the sender. */
export const openedNoticeJob = defineJob('card.opened-notice', cardPayload);
/** The recipient's thank-you, to the sender. */
export const replyNoticeJob = defineJob('card.reply-notice', cardPayload);

/** Each card has at most one job of each kind; its key finds it again (reschedule, cancel). */
export function cardJobKey(cardId: string, kind: 'deliver' | 'opened' | 'reply'): string {
  return `card:${cardId}:${kind}`;
}

export interface CardJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** Loads the cards of a batch with their senders' accounts, in one query. */
function loadCards(db: Kysely<Database>) {
  return async (jobs: ClaimedJob<CardPayload>[]): Promise<Map<string, CardWithSender>> => {
    const ids = [...new Set(jobs.map((job) => job.payload.cardId))];
    const rows = await db
      .selectFrom('cards')
      .innerJoin('users', 'users.id', 'cards.user_id')
      .selectAll('cards')
      .select([
        'users.email as account_email',
        'users.first_name as account_name',
        'users.email_verified_at as account_verified_at',
      ])
      .where('cards.id', 'in', ids)
      .execute();
    const byCard = new Map(
      rows.map(({ account_email, account_name, account_verified_at, ...card }) => [
        card.id,
        {
          card,
          accountEmail: account_email,
          accountName: account_name,
          isAccountVerified: account_verified_at !== null,
        },
      ]),
    );
    const contexts = new Map<string, CardWithSender>();
    for (const job of jobs) {
      const entry = byCard.get(job.payload.cardId);
      if (entry) contexts.set(job.id, entry);
    }
    return contexts;
  };
}

function found(entry: CardWithSender | undefined): CardWithSender {
  if (!entry) throw new PermanentJobError('The card no longer exists.');
  return entry;
}

async function send(mailer: Mailer, mail: OutgoingMail) {
  const { messageId } = await mailer.send(mail);
  return { status: 'done' as const, result: messageId };
}

/** The card's lifecycle after it is saved: scheduled → sent (or failed), and the sender's notices. */
export function cardJobHandlers(deps: CardJobDeps): JobHandler<CardPayload, CardWithSender>[] {
  const prepare = loadCards(deps.db);
  return [
    handleJob({
      definition: deliverCardJob,
      prepare,
      async run(_job, context) {
        const entry = found(context);
        if (entry.card.status === 'cancelled') return { status: 'skipped', reason: 'cancelled' };
        return send(deps.mailer, cardMail(entry, deps.publicUrl));
      },
      async onFinished(trx, finished, now) {
        const sent = finished
          .filter(({ outcome }) => outcome.status === 'done')
          .map(({ job }) => job.payload.cardId);
        if (sent.length === 0) return;
        const at = now.toISOString();
        await trx
          .updateTable('cards')
          .set({ status: 'sent', sent_at: at, failure_reason: null, updated_at: at })
          .where('id', 'in', sent)
          .where('status', 'in', ['scheduled', 'sending'])
          .execute();
      },
      async onRetry(trx, job, reason, now) {
        await trx
          .updateTable('cards')
          .set({
            status: 'sending',
            failure_reason: `Retrying: ${reason}`,
            updated_at: now.toISOString(),
          })
          .where('id', '=', job.payload.cardId)
          .where('status', 'in', ['scheduled', 'sending'])
          .execute();
      },
      async onFailed(trx, job, reason, now) {
        await trx
          .updateTable('cards')
          .set({ status: 'failed', failure_reason: reason, updated_at: now.toISOString() })
          .where('id', '=', job.payload.cardId)
          .where('status', 'in', ['scheduled', 'sending'])
          .execute();
      },
    }),
    handleJob({
      definition: openedNoticeJob,
      prepare,
      run: async (_job, context) =>
        send(deps.mailer, openedNoticeMail(found(context), deps.publicUrl)),
    }),
    handleJob({
      definition: replyNoticeJob,
      prepare,
      run: async (_job, context) =>
        send(deps.mailer, replyNoticeMail(found(context), deps.publicUrl)),
    }),
  ];
}
