// Making a card: the sender's allowance, the card's fields from the payload, its price, and its
// delivery queued in the same transaction (or kept waiting for its payment or its sender's address).
import {
  type CardPriceDecision,
  type CreateCard,
  findTemplate,
  scheduleInstant,
} from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import type { IdempotencyClaim } from '../../platform/http/idempotency.ts';
import { newId } from '../../platform/lib/ids.ts';
import { can } from '../../platform/policies/policies.ts';
import { enforceRateLimits } from '../../platform/rate-limit/limiter.ts';
import type { Account } from '../accounts/index.ts';
import { hashToken, newSecretToken } from '../accounts/index.ts';
import { featuresOfInput, priceForAccount } from '../billing/index.ts';
import { cardJobKey, deliverCardJob } from './job-types.ts';
import type { CardRow, CardsRepo } from './repo.ts';
import { type CardsDeps, clock } from './service.ts';
import { stickersColumn } from './stickers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An account younger than this is new: it may send fewer cards while it has no history. */
export const NEW_ACCOUNT_AGE_MS = 7 * DAY;
export const CARD_SENDING_LIMITS = {
  newAccount: { perHour: 10, perDay: 30 },
  established: { perHour: 50, perDay: 300 },
} as const;
const SENT_A_LOT = 'You have sent a lot of cards in a short time.';

/** Counts a new card against the sender's hourly and daily allowance (429 past either). */
async function countCardSent(deps: CardsDeps, user: Account, now: Date): Promise<void> {
  const isNew = now.getTime() - Date.parse(user.created_at) < NEW_ACCOUNT_AGE_MS;
  const limits = isNew ? CARD_SENDING_LIMITS.newAccount : CARD_SENDING_LIMITS.established;
  const tier = isNew ? 'new' : 'established';
  await enforceRateLimits(
    deps.rateLimits,
    [
      {
        rule: {
          name: `cards-hour-${tier}`,
          limit: limits.perHour,
          windowMs: HOUR,
          message: SENT_A_LOT,
        },
        subject: user.id,
      },
      {
        rule: {
          name: `cards-day-${tier}`,
          limit: limits.perDay,
          windowMs: DAY,
          message: SENT_A_LOT,
        },
        subject: user.id,
      },
    ],
    now,
  );
}

export const VERIFY_BEFORE_SENDING =
  'Please verify your email address before sending cards. We can send you a new link from your dashboard.';

export function assertCanSend(user: Account): void {
  if (!user.email_verified_at) throw new AppError('email_unverified', VERIFY_BEFORE_SENDING);
}

async function assertOwnMedia(
  deps: CardsDeps,
  user: Account,
  id: string,
  kind: 'image' | 'voice',
  field: string,
) {
  if (!id) return;
  const media = await deps.media.find(id);
  if (!media || !can(user, 'attach', 'media', media) || media.kind !== kind) {
    const message = kind === 'image' ? 'Upload the image again.' : 'Record the voice note again.';
    throw new AppError('media_missing', message, [{ path: field, message }]);
  }
}

/** The card's fields from the payload; the send moment is the schedule's instant in its zone, or now. */
export async function cardFields(deps: CardsDeps, user: Account, input: CreateCard, now: Date) {
  if (!findTemplate(input.templateId)) {
    throw new AppError('validation_failed', 'Choose a template', [
      { path: 'templateId', message: 'Choose a template' },
    ]);
  }
  await assertOwnMedia(deps, user, input.imageId, 'image', 'imageId');
  await assertOwnMedia(deps, user, input.voiceNoteId, 'voice', 'voiceNoteId');
  const schedule = input.schedule;
  const sendAt = schedule
    ? scheduleInstant({
        date: schedule.scheduleDate,
        time: schedule.scheduleTime,
        timezone: schedule.timezone,
      })
    : now;
  const isAnonymous = input.isAnonymous;
  return {
    template_id: input.templateId,
    recipient_name: input.recipientName,
    recipient_email: input.recipientEmail.toLowerCase(),
    is_anonymous: isAnonymous ? 1 : 0,
    // An anonymous card keeps no sender details at all, so they cannot leak later.
    sender_name: isAnonymous ? '' : input.senderName,
    sender_email: isAnonymous ? '' : input.senderEmail.toLowerCase(),
    font_family: input.fontFamily ?? null,
    font_size: input.fontSize ?? null,
    text_color: input.textColor,
    effect: input.effect,
    message: input.message,
    music_url: input.musicUrl,
    quote: input.quote,
    image_id: input.imageId || null,
    voice_note_id: input.voiceNoteId || null,
    stickers: stickersColumn(input.stickers),
    timezone: schedule?.timezone ?? null,
    schedule_date: schedule?.scheduleDate ?? null,
    schedule_time: schedule?.scheduleTime ?? null,
    send_at: sendAt.toISOString(),
  };
}

/** The status of a card free to go: waiting for its sender's address, scheduled, or sending now. */
function goingStatus(card: Pick<CardRow, 'timezone'>, isWaiting: boolean) {
  if (isWaiting) return 'waiting' as const;
  return card.timezone ? ('scheduled' as const) : ('sending' as const);
}

/**
 * Queues a card's delivery at its moment (at once if that passed), or queues it again if one
 * already ran: how a new free card and a card whose payment just arrived go on their way.
 */
async function queueDelivery(repo: CardsRepo, card: Pick<CardRow, 'id' | 'send_at'>, now: Date) {
  const dueAt = new Date(Math.max(Date.parse(card.send_at), now.getTime()));
  await repo.enqueueJob(
    {
      definition: deliverCardJob,
      payload: { cardId: card.id },
      dueAt,
      key: cardJobKey(card.id, 'deliver'),
    },
    now,
  );
  await repo.requeueDelivery(card.id, dueAt, now);
}

/**
 * A card whose payment was applied goes on its way as a free card does when it is made (its
 * sender's address unconfirmed: it waits); false when it was no longer waiting for payment.
 * Call it in the payment's transaction.
 */
export async function releasePaidCard(
  repo: CardsRepo,
  card: Pick<CardRow, 'id' | 'send_at' | 'timezone'>,
  isSenderVerified: boolean,
  now: Date,
): Promise<boolean> {
  const isWaiting = !isSenderVerified;
  const at = now.toISOString();
  // A card to be sent now goes when it is paid, and says so.
  const sendAt = card.timezone ? card.send_at : at;
  const isReleased =
    (await repo.transition({
      cardId: card.id,
      from: ['awaiting_payment'],
      to: goingStatus(card, isWaiting),
      at,
      actor: 'provider',
      set: { paid_with: 'payment', send_at: sendAt },
    })) !== null;
  if (isReleased && !isWaiting) await queueDelivery(repo, { id: card.id, send_at: sendAt }, now);
  return isReleased;
}

/** A new card, its price decided, and where to pay when it waits for a payment. */
export interface CreatedCard {
  card: CardRow;
  price: CardPriceDecision;
  payment: { redirectUrl: string } | null;
}

const PAYMENTS_OFF = 'Payments are not available right now, so a ₦800 card cannot be made.';

/**
 * Saves a card, priced by the server (decision 0034), and its delivery in one transaction: sent
 * now, or at its scheduled instant; while the sender's address is unconfirmed, kept waiting with
 * no delivery at all; a ₦800 card no credit pays is kept awaiting its payment, with none either.
 */
export async function createCard(
  deps: CardsDeps,
  user: Account,
  input: CreateCard,
  /** The request's idempotency key, recorded with the card (http/idempotency.ts). */
  claim?: IdempotencyClaim,
): Promise<CreatedCard> {
  const now = clock(deps);
  const fields = await cardFields(deps, user, input, now);
  // An unconfirmed sender's card is kept and waits; confirming the address lets it go.
  const isWaiting = !user.email_verified_at;
  await countCardSent(deps, user, now);
  const nowIso = now.toISOString();
  const linkToken = newSecretToken();
  const id = newId();
  const { card, price } = await deps.repo.transaction(async (repo) => {
    // First: a second request with the same key waits here for the first's commit, then fails.
    if (claim) await repo.recordIdempotencyKey(claim, id);
    await repo.plans.lockAccount(user.id);
    const price = await priceForAccount(repo.plans, user, featuresOfInput(input), now);
    if (price.paidWith === 'payment' && !deps.payments) {
      throw new AppError('payment_unavailable', PAYMENTS_OFF);
    }
    const isUnpaid = price.paidWith === 'payment';
    const card: CardRow = {
      id,
      user_id: user.id,
      link_token_hash: hashToken(linkToken),
      link_token: linkToken,
      ...fields,
      status: isUnpaid ? 'awaiting_payment' : goingStatus(fields, isWaiting),
      price_kind: price.priceKind,
      price_kobo: price.priceKobo,
      paid_with: price.paidWith,
      failure_reason: null,
      sent_at: null,
      opened_at: null,
      reply_text: null,
      replied_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    };
    await repo.insertCard(card);
    // The account's row is locked, so the credit counted above is there to spend.
    if (
      price.paidWith === 'credit' &&
      !(await repo.plans.credits.spendOne({ userId: user.id, cardId: id, key: `card:${id}`, now }))
    ) {
      throw new Error('A credit counted under the account lock could not be spent.');
    }
    if (!isUnpaid && !isWaiting) await queueDelivery(repo, card, now);
    return { card, price };
  });
  const payment =
    card.status === 'awaiting_payment' && deps.payments
      ? await deps.payments.startFirst(card, user)
      : null;
  return { card, price, payment };
}
