import {
  type CardPriceDecision,
  type CreateCard,
  findTemplate,
  formatOrderNumber,
  premiumEditRefusal,
  type SenderCardGift,
  scheduleInstant,
} from '@greetly/domain';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { IdempotencyClaim } from '../../platform/http/idempotency.ts';
import { newId } from '../../platform/lib/ids.ts';
import { type Action, authorize, can } from '../../platform/policies/policies.ts';
import { enforceRateLimits } from '../../platform/rate-limit/limiter.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import type { Account } from '../accounts/index.ts';
import { hashToken, newSecretToken } from '../accounts/index.ts';
import type { CardPaymentStarter } from '../billing/index.ts';
import {
  featuresOfCard,
  featuresOfInput,
  priceForAccount,
  refundCardPaymentRequest,
} from '../billing/index.ts';
import type { MediaRepo } from '../media/index.ts';
import { cardJobKey, deliverCardJob, openedNoticeJob, replyNoticeJob } from './jobs.ts';
import type { RecentlyReadCards } from './recently-read.ts';
import type { CardRow, CardsRepo, RecipientCardRow } from './repo.ts';
import { stickersColumn } from './stickers.ts';

export interface CardsDeps {
  repo: CardsRepo;
  media: MediaRepo;
  rateLimits: RateLimitStore;
  /**
   * Starts the provider payment of a ₦800 card no credit paid (decision 0034); absent or null
   * when no provider is configured: such a card is refused with 503 before anything is saved.
   */
  payments?: CardPaymentStarter | null;
  /** Cards read for their recipients a moment ago (recently-read.ts); every read goes to the database without it. */
  recentlyRead?: RecentlyReadCards;
  now?: () => Date;
}

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

const clock = (deps: CardsDeps) => (deps.now ?? (() => new Date()))();

export const CARD_NOT_FOUND = 'This card does not exist.';
export const VERIFY_BEFORE_SENDING =
  'Please verify your email address before sending cards. We can send you a new link from your dashboard.';

function assertCanSend(user: Account): void {
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
async function cardFields(deps: CardsDeps, user: Account, input: CreateCard, now: Date) {
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
  const isReleased = await repo.updateCardWhile(card.id, ['awaiting_payment'], {
    status: goingStatus(card, isWaiting),
    paid_with: 'payment',
    send_at: sendAt,
    updated_at: at,
  });
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

/** A card the user may `action` (their own); another user's card is the same 404 as a missing one. */
export async function getOwnCard(
  deps: CardsDeps,
  user: Account,
  id: string,
  action: Action<'card'> = 'view',
): Promise<CardRow> {
  const card = await deps.repo.findCard(id);
  authorize(user, action, 'card', card, { notFound: CARD_NOT_FOUND });
  return card;
}

/** A page of the user's cards, newest first, and the cursor of the next page (null at the end). */
export async function listOwnCards(
  deps: CardsDeps,
  user: Account,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ cards: CardRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await deps.repo.listCards(user.id, { limit: page.limit + 1, after });
  const cards = rows.slice(0, page.limit);
  const last = cards.at(-1);
  return {
    cards,
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  };
}

function encodeCursor(card: CardRow): string {
  return Buffer.from(JSON.stringify([card.created_at, card.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {}
  throw new AppError('validation_failed', 'This page link is not valid.', [
    { path: 'cursor', message: 'This page link is not valid.' },
  ]);
}

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
    const payment = await repo.plans.paidPaymentOfCard(card.id);
    if (payment) await repo.enqueueJob(refundCardPaymentRequest(payment.id), now);
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
  if (card.status === 'waiting' || card.status === 'awaiting_payment') {
    // Nothing is queued for it yet: only the card (and its unfinished payment) changes.
    await deps.repo.transaction(async (repo) => {
      const isCancelled = await repo.updateCardWhile(id, [card.status], {
        status: 'cancelled',
        updated_at: at,
      });
      if (!isCancelled) throw new AppError('card_not_cancellable', NOT_CANCELLABLE);
      if (card.status === 'awaiting_payment') await repo.plans.abandonStartedOfCard(id, at);
      else await giveBackPayment(repo, card, now);
    });
    return getOwnCard(deps, user, id);
  }
  await deps.repo.transaction(async (repo) => {
    const isDequeued = await repo.cancelDelivery(id, now);
    const isCancelled =
      isDequeued &&
      (await repo.updateCardWhile(id, ['scheduled'], {
        status: 'cancelled',
        updated_at: at,
      }));
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
      (await repo.updateCardWhile(id, ['failed'], {
        status: 'sending',
        failure_reason: null,
        updated_at: now.toISOString(),
      }));
    if (!isUpdated)
      throw new AppError('card_not_failed', 'Only a card whose delivery failed can be sent again.');
  });
  return getOwnCard(deps, user, id);
}

/**
 * The gift travelling with each of these cards (the sender's own cards): per card its paid order
 * if it has one, else its newest order still open, with each shop's part.
 */
export async function giftsOf(
  deps: CardsDeps,
  cards: readonly Pick<CardRow, 'id'>[],
): Promise<Map<string, SenderCardGift>> {
  const gifts = new Map<string, SenderCardGift>();
  // Newest first: the first order seen for a card is kept unless a paid one comes later.
  for (const order of await deps.repo.giftOrdersOf(cards.map((card) => card.id))) {
    const kept = gifts.get(order.cardId);
    if (kept && (kept.status === 'paid' || order.status !== 'paid')) continue;
    gifts.set(order.cardId, {
      orderNumber: formatOrderNumber(order.number),
      status: order.status,
      shipments: order.shipments.map((part) => ({ shopName: part.shop_name, status: part.status })),
    });
  }
  return gifts;
}

/** The card behind a recipient's link; unknown, cancelled or not yet delivered cards are not found. */
export async function cardForRecipient(deps: CardsDeps, token: string): Promise<RecipientCardRow> {
  const tokenHash = hashToken(token);
  const recent = deps.recentlyRead?.get(tokenHash);
  if (recent) return recent;
  // Taken before the read: a write that lands while it runs makes what it read stale at once.
  const version = deps.recentlyRead?.version();
  const card = await deps.repo.findCardByTokenHash(tokenHash);
  if (!card || (card.status !== 'sent' && card.status !== 'opened'))
    throw notFound('We could not find this card.');
  if (version !== undefined) deps.recentlyRead?.keep(tokenHash, card, version);
  return card;
}

/** Records the first opening and tells the sender (once). */
export async function recordOpening(deps: CardsDeps, token: string): Promise<void> {
  const card = await cardForRecipient(deps, token);
  const now = clock(deps);
  await deps.repo.transaction(async (repo) => {
    if (await repo.markOpened(card.id, now.toISOString())) {
      await repo.enqueueJob(
        {
          definition: openedNoticeJob,
          payload: { cardId: card.id },
          key: cardJobKey(card.id, 'opened'),
        },
        now,
      );
    }
  });
}

/** Stores the recipient's one thank-you reply and mails it to the sender. */
export async function replyToCard(
  deps: CardsDeps,
  token: string,
  message: string,
): Promise<RecipientCardRow> {
  const card = await cardForRecipient(deps, token);
  const now = clock(deps);
  await deps.repo.transaction(async (repo) => {
    if (!(await repo.saveReply(card.id, message, now.toISOString()))) {
      throw new AppError('already_replied', 'You have already sent a reply to this card.');
    }
    await repo.enqueueJob(
      {
        definition: replyNoticeJob,
        payload: { cardId: card.id },
        key: cardJobKey(card.id, 'reply'),
      },
      now,
    );
  });
  return cardForRecipient(deps, token);
}
