// The one way a card's status changes: along CARD_TRANSITIONS, with its row in card_history.
import { assertMoves, CARD_TRANSITIONS } from '@greetly/domain';
import type { Expression, Kysely, Updateable } from 'kysely';
import { type ForUpdate, lockedForMove } from '../../platform/db/locked-move.ts';
import type { CardActor, CardStatus, CardTable, Database } from '../../platform/db/schema.ts';
import type { RecordWrite } from '../../platform/jobs/repo.ts';

/** A move of a card's status, with its history row. */
export interface CardMove {
  cardId: string;
  /** It moves only while it has one of these statuses; each `from` → `to` must be in the table. */
  from: readonly CardStatus[];
  to: CardStatus;
  at: string;
  actor: CardActor;
  actorId?: string | null;
  note?: string | null;
  /** The columns that go with the move. */
  set?: Pick<
    Updateable<CardTable>,
    'failure_reason' | 'paid_with' | 'send_at' | 'sent_at' | 'opened_at' | 'link_token'
  >;
}

/**
 * The history rows of the cards `cardIds` picks that are in one of `move.from`, each with the
 * status it has now: run before the UPDATE that moves them, it records exactly the cards that
 * UPDATE will move (see the callers for why).
 */
function historyOfMove(
  db: Kysely<Database>,
  cardIds: string | Expression<string>,
  move: Omit<CardMove, 'cardId' | 'set'>,
  forUpdate: ForUpdate = (query) => query,
) {
  const source = db
    .selectFrom('cards')
    .select((eb) => [
      'id as card_id',
      'status as from_status',
      eb.val(move.to).as('to_status'),
      eb.val(move.actor).as('actor'),
      eb.val(move.actorId ?? null).as('actor_id'),
      eb.val(move.note ?? null).as('note'),
      eb.val(move.at).as('at'),
    ])
    .where('id', typeof cardIds === 'string' ? '=' : 'in', cardIds)
    .where('status', 'in', [...move.from]);
  return db
    .insertInto('card_history')
    .columns(['card_id', 'from_status', 'to_status', 'actor', 'actor_id', 'note', 'at'])
    .expression(forUpdate(source));
}

/**
 * Moves one card from one of `from` to `to` (each move must be in CARD_TRANSITIONS, or it
 * throws), only while it is still in one of them, with its history row, in one transaction (the
 * caller's when it is one). The history row is written first, from a read of the card's status
 * that locks its row (FOR UPDATE on PostgreSQL; on SQLite the INSERT takes the one write lock),
 * so the status it records is the one the card moves from. Returns that status, or null when the
 * card was in none of `from` (nothing is written then).
 */
export async function transitionCard(
  db: Kysely<Database>,
  move: CardMove,
): Promise<CardStatus | null> {
  assertMoves('card', CARD_TRANSITIONS, move.from, move.to);
  return lockedForMove(db, async (trx, forUpdate) => {
    const written = await historyOfMove(trx, move.cardId, move, forUpdate)
      .returning('from_status')
      .executeTakeFirst();
    const from = move.from.find((status) => status === written?.from_status);
    if (!from) return null;
    const moved = await trx
      .updateTable('cards')
      .set({ ...move.set, status: move.to, updated_at: move.at })
      .where('id', '=', move.cardId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw new Error(`card ${move.cardId} moved while locked`);
    return from;
  });
}

/**
 * The move of a group of cards, set-based, as the delivery worker records a group's outcome:
 * built, not run, to join the record of the group's jobs (jobs/repo.ts `finish`), one INSERT of
 * every card's history row and one UPDATE of the cards, never a statement per card. On SQLite
 * they run in that order in the record's transaction, so the INSERT reads the statuses the
 * UPDATE moves from. On PostgreSQL they are parts of one statement and read the same snapshot;
 * they could disagree only if another transaction moved one of these cards in between, and none
 * does while the card's delivery job is claimed (the sender's cancel needs that job pending,
 * every other move starts from a status the worker does not deliver).
 */
export function transitionCardsWrites(
  db: Kysely<Database>,
  cardIds: Expression<string>,
  move: Omit<CardMove, 'cardId'>,
): RecordWrite[] {
  assertMoves('card', CARD_TRANSITIONS, move.from, move.to);
  return [
    historyOfMove(db, cardIds, move),
    db
      .updateTable('cards')
      .set({ ...move.set, status: move.to, updated_at: move.at })
      .where('id', 'in', cardIds)
      .where('status', 'in', [...move.from]),
  ];
}
