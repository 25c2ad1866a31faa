// The recipient's side of a card: reading it from its link, opening it, and the one thank-you reply.
import { AppError, notFound } from '../../platform/http/errors.ts';
import { hashToken } from '../accounts/index.ts';
import { cardJobKey, openedNoticeJob, replyNoticeJob } from './job-types.ts';
import type { RecipientCardRow } from './repo.ts';
import { type CardsDeps, clock } from './service.ts';

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
    const at = now.toISOString();
    const opened = await repo.transition({
      cardId: card.id,
      from: ['sent'],
      to: 'opened',
      at,
      actor: 'recipient',
      set: { opened_at: at },
    });
    if (opened) {
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
