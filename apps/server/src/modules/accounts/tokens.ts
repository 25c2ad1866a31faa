import { AUTH_MESSAGES } from '@greetly/domain';
import type { EmailTokenPurpose } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { newId } from '../../platform/lib/ids.ts';
import type { AuthRepo } from './repo.ts';
import { hashToken, newSecretToken } from './secrets.ts';

const HOUR = 3_600_000;
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
};

/** Stores a new single-use link token (its hash only) and returns the token for the mail. */
export async function issueEmailToken(
  repo: AuthRepo,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await repo.insertEmailToken({
    id: newId(),
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/** The live token row, without using it; 400 unknown, 409 already used, 410 expired. */
export async function findLiveEmailToken(
  repo: AuthRepo,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  const row = await repo.findEmailToken(hashToken(token), purpose);
  if (!row) throw new AppError('token_invalid', AUTH_MESSAGES.tokenInvalid);
  if (row.used_at) throw new AppError('token_used', AUTH_MESSAGES.tokenUsed);
  if (row.expires_at <= now.toISOString())
    throw new AppError('token_expired', AUTH_MESSAGES.tokenExpired);
  return row;
}

/** Uses a single-use e-mail token once, even when two requests race for it. */
export async function consumeEmailToken(
  repo: AuthRepo,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  const row = await findLiveEmailToken(repo, token, purpose, now);
  if (!(await repo.spendEmailToken(row.id, now.toISOString()))) {
    throw new AppError('token_used', AUTH_MESSAGES.tokenUsed);
  }
  return row;
}
