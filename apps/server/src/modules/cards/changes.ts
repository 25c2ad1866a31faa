// A sender changing a card after it was made: editing or rescheduling it, cancelling it (and giving
// back what it was paid with), sending a failed one again.
import { type CreateCard, premiumEditRefusal } from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import type { Account } from '../accounts/index.ts';
import { featuresOfCard, featuresOfInput } from '../billing/index.ts';
import { assertCanSend, cardFields } from './create.ts';
import type { CardRow, CardsRepo } from './repo.ts';
import { type CardsDeps, clock, getOwnCard } from './service.ts';

const TOO_LATE = 'This card is already on its way and can no longer be changed.';

/** Edits or reschedules a card while it is still scheduled (409 once the worker has it). */
export async function updateScheduledCard(
  deps: CardsDeps,
  user: Account,
  id: string,
  input: CreateCard,
): Promise<CardRow> {
  const card = await getOwnCard(deps, user, id, 'edit');
  if (card.status !== 'scheduled') throw new AppError('card_not_editable', TOO_LATE);
  if (!input.schedule) {
    throw new AppError('validation_failed', 'Choose when to send it', [
      { path: 'schedule', message: 'Choose when to send it' },
    ]);
  }
  const now = clock(deps);
  const refusal = premiumEditRefusal({
    card: { priceKind: card.price_kind, features: featuresOfCard(card) },
    edited: featuresOfInput(input),
    accountCreatedAt: new Date(user.created_at),
    now,
  });
  if (refusal) throw new AppError('card_premium_edit', refusal);
  const fields = await cardFields(deps, user, input, now);
  await deps.repo.transaction(async (repo) => {
    // The job first: the worker locks jobs before cards, so the same order cannot deadlock.
    const isQueued = await repo.rescheduleDelivery(id, new Date(fields.send_at), now);
    const isUpdated =
      isQueued &&
      (await repo.updateCardWhile(id, ['scheduled'], { ...fields, updated_at: now.toISOString() }));
    if (!isUpdated) throw new AppError('card_not_editable', TOO_LATE);
  });
  return getOwnCard(deps, user, id);
}

const NOT_CANCELLABLE = 'Only a scheduled card can be cancelled.';

/**
 * Gives back what a cancelled card was paid with, in the cancel's transaction: its credit (once,
 * by the card's key), or a refund of its payment through the provider (a job, once).
 */
async function giveBackPayment(repo: CardsRepo, card: CardRow, now: Date): Promise<void> {
  if (card.paid_with === 'credit') {
    await repo.plans.credits.grant({
      userId: card.user_id,
      amount: 1,
      reason: 'card_refund',
      key: `card-refund:${card.id}`,
      cardId: card.id,
      now,
    });
  } else if (card.paid_with === 'payment') {
    await repo.plans.refundPaymentOfCard(card.id, now);
  }
}

/**
 * Cancels a scheduled, waiting or unpaid card so it is never sent (409 once the worker has it).
 * What it was paid with comes back (decision 0034); an unpaid card's payment is abandoned.
 */
export async function cancelScheduledCard(
  deps: CardsDeps,
  user: Account,
  id: string,
): Promise<CardRow> {
  const card = await getOwnCard(deps, user, id, 'cancel');
  if (!['scheduled', 'waiting', 'awaiting_payment'].includes(card.status))
    throw new AppError('card_not_cancellable', NOT_CANCELLABLE);
  const now = clock(deps);
  const at = now.toISOString();
  const cancel = { cardId: id, to: 'cancelled', at, actor: 'sender', actorId: user.id } as const;
  if (card.status === 'waiting' || card.status === 'awaiting_payment') {
    // Nothing is queued for it yet: only the card (and its unfinished payment) changes.
    await deps.repo.transaction(async (repo) => {
      const isCancelled = await repo.transition({ ...cancel, from: [card.status] });
      if (!isCancelled) throw new AppError('card_not_cancellable', NOT_CANCELLABLE);
      if (card.status === 'awaiting_payment') await repo.plans.abandonStartedOfCard(id, at);
      else await giveBackPayment(repo, card, now);
    });
    return getOwnCard(deps, user, id);
  }
  await deps.repo.transaction(async (repo) => {
    const isDequeued = await repo.cancelDelivery(id, now);
    const isCancelled =
      isDequeued && (await repo.transition({ ...cancel, from: ['scheduled'] })) !== null;
    if (!isCancelled)
      throw new AppError(
        'card_not_cancellable',
        'This card is already on its way and can no longer be cancelled.',
      );
    await giveBackPayment(repo, card, now);
  });
  return getOwnCard(deps, user, id);
}

/** Sends a failed card again, now, with a fresh set of attempts. */
export async function resendFailedCard(
  deps: CardsDeps,
  user: Account,
  id: string,
): Promise<CardRow> {
  assertCanSend(user);
  const card = await getOwnCard(deps, user, id, 'resend');
  if (card.status !== 'failed')
    throw new AppError('card_not_failed', 'Only a card whose delivery failed can be sent again.');
  const now = clock(deps);
  await deps.repo.transaction(async (repo) => {
    const isQueued = await repo.retryFailedDelivery(id, now);
    const isUpdated =
      isQueued &&
      (await repo.transition({
        cardId: id,
        from: ['failed'],
        to: 'sending',
        at: now.toISOString(),
        actor: 'sender',
        actorId: user.id,
        set: { failure_reason: null },
      })) !== null;
    if (!isUpdated)
      throw new AppError('card_not_failed', 'Only a card whose delivery failed can be sent again.');
  });
  return getOwnCard(deps, user, id);
}
