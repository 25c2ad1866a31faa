// The cards module's services, part one: what they need, and a sender reading their own cards.
// Making a card is create.ts, changing one changes.ts, the recipient's side recipient.ts.
import { formatOrderNumber, type SenderCardGift } from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import { type Action, authorize } from '../../platform/policies/policies.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import type { Account } from '../accounts/index.ts';
import type { CardPaymentStarter } from '../billing/index.ts';
import type { MediaRepo } from '../media/index.ts';
import type { RecentlyReadCards } from './recently-read.ts';
import type { CardRow, CardsRepo } from './repo.ts';

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

/** The cards' clock (tests move it); the real one when absent. */
export const clock = (deps: CardsDeps) => (deps.now ?? (() => new Date()))();

export const CARD_NOT_FOUND = 'This card does not exist.';

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
