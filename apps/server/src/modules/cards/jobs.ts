import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Events } from '../../platform/events.ts';
import {
  type ClaimedJob,
  handleJob,
  type JobHandler,
  type JobOutcome,
  PermanentJobError,
} from '../../platform/jobs/definition.ts';
import type { RecordWrite } from '../../platform/jobs/repo.ts';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.ts';
import { cardsDelivered } from './events.ts';
import { type CardPayload, deliverCardJob, openedNoticeJob, replyNoticeJob } from './job-types.ts';
import { type CardWithSender, cardMail, openedNoticeMail, replyNoticeMail } from './mails.ts';
import { optOutsRepo } from './optouts/repo.ts';
import { type CardOptOut, cardOptOuts, NOT_DELIVERED } from './optouts/service.ts';
import { transitionCard, transitionCardsWrites } from './transitions.ts';

/** Why a delivery was skipped when its recipient refuses the sender's cards (never shown). */
const BLOCKED = 'recipient-opted-out';
/** Why a delivery was skipped when its sender's address is not confirmed: the card waits. */
const UNCONFIRMED = 'sender-unconfirmed';

export interface CardJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** Where delivered cards are announced (`card.delivered`). */
  events: Events;
}

/** A card with its sender's account and, for its delivery, the recipient's opt-out. */
interface CardContext extends CardWithSender {
  optOut?: CardOptOut;
}

/** Loads the cards of a batch with their senders' accounts, in one query. */
function loadCards(db: Kysely<Database>) {
  return async (jobs: ClaimedJob<CardPayload>[]): Promise<Map<string, CardContext>> => {
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
    const contexts = new Map<string, CardContext>();
    for (const job of jobs) {
      const entry = byCard.get(job.payload.cardId);
      if (entry) contexts.set(job.id, entry);
    }
    return contexts;
  };
}

function found(entry: CardContext | undefined): CardContext {
  if (!entry) throw new PermanentJobError('The card no longer exists.');
  return entry;
}

async function send(mailer: Mailer, mail: OutgoingMail) {
  const { messageId } = await mailer.send(mail);
  return { status: 'done' as const, result: messageId };
}

/** The card's lifecycle after it is saved: scheduled → sent (or failed), and the sender's notices. */
export function cardJobHandlers(deps: CardJobDeps): JobHandler<CardPayload, CardContext>[] {
  const prepare = loadCards(deps.db);
  /** The cards to deliver, with each recipient's opt-out read for the whole batch at once. */
  async function prepareDelivery(jobs: ClaimedJob<CardPayload>[]) {
    const contexts = await prepare(jobs);
    const entries = [...contexts.values()];
    const optOuts = await cardOptOuts(
      optOutsRepo(deps.db),
      entries.map((entry) => entry.card),
    );
    for (const entry of entries) entry.optOut = optOuts.get(entry.card.id);
    return contexts;
  }
  return [
    handleJob({
      definition: deliverCardJob,
      prepare: prepareDelivery,
      async run(_job, context) {
        const entry = found(context);
        if (entry.card.status === 'cancelled') return { status: 'skipped', reason: 'cancelled' };
        // Never before it is paid (decision 0034); its payment queues this job again.
        if (entry.card.status === 'awaiting_payment')
          return { status: 'skipped', reason: 'unpaid' };
        // Never from an unconfirmed address: the card waits for the confirmation.
        if (!entry.isAccountVerified) return { status: 'skipped', reason: UNCONFIRMED };
        // A recipient who stopped these cards never gets them; the sender only sees 'Not delivered'.
        const { optOut } = entry;
        if (!optOut) throw new Error('The recipient opt-out was not read for this card.');
        if (optOut.isBlocked) return { status: 'skipped', reason: BLOCKED };
        return send(deps.mailer, await cardMail(entry, deps.publicUrl, optOut.token));
      },
      // One statement with the jobs' record on PostgreSQL (see jobs/repo.ts `finish`).
      finishedWrites({ db, finished, now, recorded }) {
        const at = now.toISOString();
        const cardsOf = (keep: (outcome: JobOutcome) => boolean) =>
          recorded(
            finished
              .filter(({ outcome }) => keep(outcome))
              .map(({ job }) => ({ jobId: job.id, value: job.payload.cardId })),
          );
        const skipped = (reason: string) => (outcome: JobOutcome) =>
          outcome.status === 'skipped' && outcome.reason === reason;
        const pending = ['scheduled', 'sending'] as const;
        const move = { from: pending, at, actor: 'system' } as const;
        const writes: RecordWrite[] = [];
        if (finished.some(({ outcome }) => skipped(UNCONFIRMED)(outcome))) {
          writes.push(
            ...transitionCardsWrites(db, cardsOf(skipped(UNCONFIRMED)), { ...move, to: 'waiting' }),
          );
        }
        if (finished.some(({ outcome }) => skipped(BLOCKED)(outcome))) {
          writes.push(
            ...transitionCardsWrites(db, cardsOf(skipped(BLOCKED)), {
              ...move,
              to: 'failed',
              note: NOT_DELIVERED,
              set: { failure_reason: NOT_DELIVERED },
            }),
          );
        }
        if (finished.some(({ outcome }) => outcome.status === 'done')) {
          writes.push(
            ...transitionCardsWrites(
              db,
              cardsOf((outcome) => outcome.status === 'done'),
              {
                ...move,
                to: 'sent',
                // The link is in the recipient's inbox now; only its hash stays here.
                set: { sent_at: at, failure_reason: null, link_token: null },
              },
            ),
          );
          // Said with the record; whoever subscribes reacts in a job of its own.
          const delivered = finished.filter(({ outcome }) => outcome.status === 'done');
          writes.push(
            ...deps.events.emitWrites(
              db,
              {
                event: cardsDelivered,
                payload: { cardIds: delivered.map(({ job }) => job.payload.cardId) },
                key: `${delivered[0]?.job.id}+${delivered.length}`,
              },
              now,
            ),
          );
        }
        return writes;
      },
      async onRetry(trx, job, reason, now) {
        const failure = `Retrying: ${reason}`;
        await transitionCard(trx, {
          cardId: job.payload.cardId,
          from: ['scheduled', 'sending'],
          to: 'sending',
          at: now.toISOString(),
          actor: 'system',
          note: failure,
          set: { failure_reason: failure },
        });
      },
      async onFailed(trx, job, reason, now) {
        await transitionCard(trx, {
          cardId: job.payload.cardId,
          from: ['scheduled', 'sending'],
          to: 'failed',
          at: now.toISOString(),
          actor: 'system',
          note: reason,
          set: { failure_reason: reason },
        });
      },
    }),
    handleJob({
      definition: openedNoticeJob,
      prepare,
      run: async (_job, context) =>
        send(deps.mailer, await openedNoticeMail(found(context), deps.publicUrl)),
    }),
    handleJob({
      definition: replyNoticeJob,
      prepare,
      run: async (_job, context) =>
        send(deps.mailer, await replyNoticeMail(found(context), deps.publicUrl)),
    }),
  ];
}
