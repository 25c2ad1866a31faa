import { AUTH_MESSAGES } from '@greetly/domain';
import { AppError } from '../../platform/http/errors.ts';
import {
  clearRateLimits,
  enforceRateLimits,
  RATE_LIMITS,
} from '../../platform/rate-limit/limiter.ts';
import { accountVerified } from './events.ts';
import { passwordResetMailJob, verificationMailJob } from './job-types.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Account, AuthRepo } from './repo.ts';
import { type AuthDeps, type Authenticated, clock, refuseWeakPassword } from './service.ts';
import { consumeEmailToken, findLiveEmailToken } from './tokens.ts';

/** Changes the password after checking the current one; every other session and reset link is revoked. */
export async function changePassword(
  deps: AuthDeps,
  input: { auth: Authenticated; currentPassword: string; newPassword: string },
): Promise<void> {
  const { user, sessionId } = input.auth;
  // An account without a password (a provider's sign-in only) sets one through a reset link.
  const matches =
    user.password_hash !== null &&
    (await verifyPassword(input.currentPassword, user.password_hash));
  if (!matches) {
    throw new AppError('wrong_password', AUTH_MESSAGES.wrongCurrentPassword, [
      { path: 'current_password', message: AUTH_MESSAGES.wrongCurrentPassword },
    ]);
  }
  await refuseWeakPassword(input.newPassword, 'new_password', user);
  const passwordHash = await hashPassword(input.newPassword, deps.passwordHashLogN);
  const now = clock(deps).toISOString();
  await deps.repo.transaction(async (repo) => {
    await repo.setPasswordHash(user.id, passwordHash, now);
    await repo.revokeUserSessions(user.id, now, sessionId);
    await repo.revokeEmailTokens(user.id, 'reset_password', now);
  });
}

/** Says the address is proven, in the transaction that marked it (what waited for it may go). */
function emitVerified(deps: AuthDeps, repo: AuthRepo, userId: string, now: Date): Promise<void> {
  return deps.events.emit(
    repo.db,
    { event: accountVerified, payload: { userId }, key: userId },
    now,
  );
}

/**
 * Marks the address of the token's account verified (the link works once within 24 hours) and
 * says so (`account.verified`: the cards that waited for it go).
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  const now = clock(deps);
  await deps.repo.transaction(async (repo) => {
    const row = await consumeEmailToken(repo, token, 'verify_email', now);
    if (await repo.markEmailVerified(row.user_id, now.toISOString())) {
      await emitVerified(deps, repo, row.user_id, now);
    }
  });
}

/** Queues a new verification link for a signed-in, unverified account (at most 5 per 30 minutes). */
export async function resendVerification(deps: AuthDeps, user: Account): Promise<void> {
  if (user.email_verified_at) return;
  const now = clock(deps);
  await enforceRateLimits(
    deps.rateLimits,
    [{ rule: RATE_LIMITS.verificationMailPerAddress, subject: user.email }],
    now,
  );
  await deps.repo.enqueueJob(
    { definition: verificationMailJob, payload: { userId: user.id } },
    now,
  );
}

/**
 * Queues a reset mail for the address. The request does the same work whether or not the
 * address has an account (two counters, one queued job); only the job finds out, off the
 * request path, so neither the answer nor its timing tells.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; ip: string },
): Promise<void> {
  const now = clock(deps);
  await enforceRateLimits(
    deps.rateLimits,
    [
      { rule: RATE_LIMITS.resetMailPerIp, subject: input.ip },
      { rule: RATE_LIMITS.resetMailPerAddress, subject: input.email },
      { rule: RATE_LIMITS.resetMailPerAddressDaily, subject: input.email },
    ],
    now,
  );
  await deps.repo.enqueueJob(
    { definition: passwordResetMailJob, payload: { email: input.email } },
    now,
  );
}

/**
 * Sets a new password with a single-use, one-hour link: every session and every other reset link
 * of the account is revoked, and its failed sign-ins are forgotten, so the owner is always let in.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const now = clock(deps);
  // The link is checked before the (costly) strength estimate and hash, which only its holder earns.
  const live = await findLiveEmailToken(deps.repo, input.token, 'reset_password', now);
  const user = await deps.repo.findUserById(live.user_id);
  if (!user) throw new AppError('token_invalid', AUTH_MESSAGES.tokenInvalid);
  await refuseWeakPassword(input.password, 'password', user);
  const passwordHash = await hashPassword(input.password, deps.passwordHashLogN);
  const at = now.toISOString();
  await deps.repo.transaction(async (repo) => {
    const row = await consumeEmailToken(repo, input.token, 'reset_password', now);
    await repo.setPasswordHash(row.user_id, passwordHash, at);
    await repo.revokeUserSessions(row.user_id, at);
    await repo.revokeEmailTokens(row.user_id, 'reset_password', at);
    // Whoever can open the reset link controls the mailbox, so the address is proven too.
    if (await repo.markEmailVerified(row.user_id, at)) {
      await emitVerified(deps, repo, row.user_id, now);
    }
  });
  await clearRateLimits(
    deps.rateLimits,
    [
      { rule: RATE_LIMITS.signinFailuresPerAccount, subject: user.email },
      { rule: RATE_LIMITS.signinFailuresPerAccountAndIp, subject: `${user.email}|${input.ip}` },
    ],
    now,
  );
}
