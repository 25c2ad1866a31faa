import type { CardReportInput, CardReportItem } from '@greetly/domain';
import { cardReportSchema } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/lib/ids.ts';
import { type Actor, authorize } from '../../../platform/policies/policies.ts';
import { enforceRateLimits, RATE_LIMITS } from '../../../platform/rate-limit/limiter.ts';
import type { RateLimitStore } from '../../../platform/rate-limit/store.ts';
import { cardForRecipient } from '../recipient.ts';
import type { CardsDeps } from '../service.ts';

export interface ReportsDeps {
  db: Kysely<Database>;
  cards: CardsDeps;
  rateLimits: RateLimitStore;
  now?: () => Date;
}

export const REPORT_RECEIVED =
  'Thank you for telling us. We will look at this card; its sender is not told who reported it.';

/** A recipient reports the card their link opens; kept for admins, never shown to the sender. */
export async function reportCard(
  deps: ReportsDeps,
  input: { token: string; ip: string; report: CardReportInput },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const card = await cardForRecipient(deps.cards, input.token);
  await enforceRateLimits(
    deps.rateLimits,
    [{ rule: RATE_LIMITS.cardReportsPerIp, subject: input.ip }],
    now,
  );
  const report = cardReportSchema.parse(input.report);
  await deps.db
    .insertInto('card_reports')
    .values({
      id: newId(),
      card_id: card.id,
      reason: report.reason,
      details: report.details,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The latest 200 reports with whom each card was from and for (admins only). */
export async function listCardReports(deps: ReportsDeps, actor: Actor): Promise<CardReportItem[]> {
  authorize(
    actor,
    'review',
    'cardReports',
    {},
    {
      notFound: 'There is nothing here.',
      forbidden: 'Only admins review reported cards.',
    },
  );
  const rows = await deps.db
    .selectFrom('card_reports')
    .leftJoin('cards', 'cards.id', 'card_reports.card_id')
    .leftJoin('users', 'users.id', 'cards.user_id')
    .select([
      'card_reports.id',
      'card_reports.card_id',
      'card_reports.reason',
      'card_reports.details',
      'card_reports.created_at',
      'users.email as sender_email',
      'cards.recipient_email',
    ])
    .orderBy('card_reports.created_at', 'desc')
    .orderBy('card_reports.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cardId: row.card_id,
    reason: row.reason,
    details: row.details,
    senderEmail: row.sender_email ?? '',
    recipientEmail: row.recipient_email ?? '',
    createdAt: row.created_at,
  }));
}
