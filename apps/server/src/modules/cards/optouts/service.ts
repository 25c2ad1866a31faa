import { OPT_OUT_MESSAGES, type OptOutBlocks, type OptOutScope } from '@greetly/domain';
import { AppError } from '../../../platform/http/errors.ts';
import { ALL_SENDERS, type OptOutsRepo } from './repo.ts';
import { signOptOutToken, verifyOptOutToken } from './tokens.ts';

/** The failure a sender sees on a card its recipient refused: it does not say why. */
export const NOT_DELIVERED = 'Not delivered';

/** Addresses are compared as the recipient would: case does not matter. */
export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

export interface CardOptOut {
  /** The recipient refuses cards from this sender, or all cards. */
  isBlocked: boolean;
  /** Signs the stop links of the card's mail. */
  token: string;
}

/**
 * Before a batch of cards goes out: for each card, whether its recipient refuses cards from its
 * sender (or all cards), and the token for the stop links of its mail. One read per batch;
 * nothing is written per card.
 */
export async function cardOptOuts(
  repo: OptOutsRepo,
  cards: { id: string; user_id: string; recipient_email: string }[],
): Promise<Map<string, CardOptOut>> {
  const [key, blocks] = await Promise.all([
    repo.signingKey(),
    repo.blocksOf([...new Set(cards.map((card) => normaliseAddress(card.recipient_email)))]),
  ]);
  return new Map(
    cards.map((card) => {
      const refused = blocks.get(normaliseAddress(card.recipient_email));
      const isBlocked = refused?.has(card.user_id) === true || refused?.has(ALL_SENDERS) === true;
      return [card.id, { isBlocked, token: signOptOutToken(key, card.id) }];
    }),
  );
}

/** The address and sending account a link speaks for; a token the server did not make is refused. */
async function resolve(repo: OptOutsRepo, token: string) {
  const cardId = verifyOptOutToken(await repo.signingKey(), token);
  const card = cardId ? await repo.findCard(cardId) : undefined;
  if (!card) throw new AppError('token_invalid', OPT_OUT_MESSAGES.linkInvalid);
  return { email: normaliseAddress(card.recipient_email), senderId: card.user_id };
}

const blockedSender = (scope: OptOutScope, senderId: string) =>
  scope === 'all' ? ALL_SENDERS : senderId;

/** Which blocks hold for the link's address; changes nothing (mail scanners follow links). */
export async function optOutBlocks(options: {
  repo: OptOutsRepo;
  token: string;
}): Promise<OptOutBlocks> {
  const { email, senderId } = await resolve(options.repo, options.token);
  return options.repo.blocksFor(email, senderId);
}

/** Stops cards to the link's address: from its card's sender, or from everyone. Idempotent. */
export async function stopCards(options: {
  repo: OptOutsRepo;
  token: string;
  scope: OptOutScope;
  now?: Date;
}): Promise<{ blocks: OptOutBlocks; message: string }> {
  const { repo, scope } = options;
  const { email, senderId } = await resolve(repo, options.token);
  await repo.addBlock(email, blockedSender(scope, senderId), options.now ?? new Date());
  return {
    blocks: await repo.blocksFor(email, senderId),
    message: scope === 'all' ? OPT_OUT_MESSAGES.stoppedAll : OPT_OUT_MESSAGES.stoppedSender,
  };
}

/** Undoes one stop: cards of that scope may reach the address again. Idempotent. */
export async function undoStopCards(options: {
  repo: OptOutsRepo;
  token: string;
  scope: OptOutScope;
}): Promise<{ blocks: OptOutBlocks; message: string }> {
  const { repo, scope } = options;
  const { email, senderId } = await resolve(repo, options.token);
  await repo.removeBlock(email, blockedSender(scope, senderId));
  return {
    blocks: await repo.blocksFor(email, senderId),
    message: scope === 'all' ? OPT_OUT_MESSAGES.undoneAll : OPT_OUT_MESSAGES.undoneSender,
  };
}
