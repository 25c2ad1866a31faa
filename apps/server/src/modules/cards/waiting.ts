import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { enqueue, requeueFinishedJob } from '../../platform/jobs/queue.ts';
import { cardJobKey, deliverCardJob } from './job-types.ts';
import { transitionCard } from './transitions.ts';

// Cards of a sender who has not confirmed their e-mail address yet are kept, with the status
// 'waiting', and never sent (docs/decisions/0017-unverified-senders.md). Confirming the address
// releases them in the confirmation's own transaction.

/**
 * The sender's waiting cards go on their way: one to be sent now at once, a scheduled one at
 * its moment (at once if that has passed). Its delivery job is queued, or queued again if a
 * delivery already found the sender unconfirmed.
 */
export async function releaseWaitingCards(
  trx: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<number> {
  const waiting = await trx
    .selectFrom('cards')
    .select(['id', 'send_at', 'timezone'])
    .where('user_id', '=', userId)
    .where('status', '=', 'waiting')
    .execute();
  const at = now.toISOString();
  for (const card of waiting) {
    const dueAt = new Date(Math.max(Date.parse(card.send_at), now.getTime()));
    await transitionCard(trx, {
      cardId: card.id,
      from: ['waiting'],
      to: card.timezone ? 'scheduled' : 'sending',
      at,
      // The sender confirmed their address.
      actor: 'sender',
      actorId: userId,
    });
    const key = cardJobKey(card.id, 'deliver');
    await enqueue(
      trx,
      { definition: deliverCardJob, payload: { cardId: card.id }, dueAt, key },
      now,
    );
    await requeueFinishedJob(trx, key, dueAt, now);
  }
  return waiting.length;
}
