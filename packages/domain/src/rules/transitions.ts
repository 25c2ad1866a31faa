/**
 * A state machine's table: for each status, the statuses it may move to. Every aggregate whose
 * status the server writes has one (orders and shipments in catalog/checkout.ts, products and
 * shops in catalog/products.ts, cards in schemas/card-api.ts); the server's `transition`
 * functions move a row only along it.
 */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Whether the table has the move `from` → `to`. */
export function canMove<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/**
 * Throws when a move the code asks for is not in the table: that is a mistake in the code, not a
 * state the user can be in, so it is a plain Error, never an answer to a request.
 */
export function assertMoves<S extends string>(
  name: string,
  table: Transitions<S>,
  from: readonly S[],
  to: S,
): void {
  const refused = from.filter((status) => !canMove(table, status, to));
  if (from.length === 0 || refused.length > 0) {
    const moves = (from.length === 0 ? ['(nothing)'] : refused).map(
      (status) => `${status} → ${to}`,
    );
    throw new Error(`${name}: ${moves.join(', ')} is not a move of its state machine`);
  }
}
