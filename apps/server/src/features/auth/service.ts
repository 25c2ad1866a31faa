import { AUTH_MESSAGES, type PublicUser, type RegisterPayload } from '@greetly/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailTokenPurpose } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { passwordResetMail, verificationMail } from '../../mail/account-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { enforceRateLimits, RATE_LIMITS } from '../../rate-limit/limiter.ts';
import type { RateLimitStore } from '../../rate-limit/store.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { AuthRepo, UserRow } from './repo.ts';
import { isUniqueViolation } from './repo.ts';
import { hashToken, newSecretToken } from './secrets.ts';

const HOUR = 3_600_000;
export const SESSION_LIFETIME_MS = 30 * 24 * HOUR;
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
};

export interface AuthDeps {
  repo: AuthRepo;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const clock = (deps: AuthDeps) => (deps.now ?? (() => new Date()))();

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    email_verified: user.email_verified_at !== null,
  };
}

function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'common_password', AUTH_MESSAGES.commonPassword, [
      { path: field, message: AUTH_MESSAGES.commonPassword },
    ]);
  }
}

async function issueEmailToken(
  deps: AuthDeps,
  user: UserRow,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = newSecretToken();
  const now = clock(deps);
  await deps.repo.insertEmailToken({
    id: newId(),
    user_id: user.id,
    purpose,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/** Sends account mail without failing the request: the person can always ask for it again. */
async function sendAccountMail(
  deps: AuthDeps,
  to: string,
  content: { subject: string; html: string; text: string },
) {
  try {
    await deps.mailer.send({ to, ...content });
  } catch (error) {
    deps.log.error({ err: error, subject: content.subject }, 'account mail could not be sent');
  }
}

async function sendVerificationMail(deps: AuthDeps, user: UserRow): Promise<void> {
  await enforceRateLimits(deps.rateLimits, [
    { rule: RATE_LIMITS.verificationMailPerAddress, subject: user.email },
  ]);
  const token = await issueEmailToken(deps, user, 'verify_email');
  const url = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await sendAccountMail(deps, user.email, verificationMail(user.first_name, url));
}

/** Creates an account (gifter unless asked for vendor) and sends its verification mail; 409 when the address is taken. */
export async function registerAccount(
  deps: AuthDeps,
  payload: RegisterPayload & { email: string },
): Promise<UserRow> {
  refuseCommonPassword(payload.password, 'password');
  const now = clock(deps).toISOString();
  const user: UserRow = {
    id: newId(),
    email: payload.email,
    first_name: payload.first_name.trim(),
    last_name: payload.last_name.trim(),
    phone: payload.phone.trim(),
    role: payload.role ?? 'gifter',
    password_hash: await hashPassword(payload.password),
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await deps.repo.insertUser(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'email_taken', AUTH_MESSAGES.emailTaken);
    throw error;
  }
  await sendVerificationMail(deps, user);
  return user;
}

/** Checks the credentials (rate-limited per IP and per address) and opens a 30-day session. */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; user: UserRow }> {
  await enforceRateLimits(deps.rateLimits, [
    { rule: RATE_LIMITS.signinPerIp, subject: input.ip },
    { rule: RATE_LIMITS.signinPerEmail, subject: input.email },
  ]);
  const user = await deps.repo.findUserByEmail(input.email);
  // An unknown address costs the same scrypt work as a wrong password, so timing reveals nothing.
  const matches = await verifyPassword(
    input.password,
    user?.password_hash ?? (await decoyPasswordHash()),
  );
  if (!user || !matches)
    throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);

  const token = newSecretToken();
  const now = clock(deps);
  await deps.repo.insertSession({
    id: newId(),
    user_id: user.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  });
  return { token, user };
}

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/** The signed-in user for a bearer token, or undefined when the token is unknown, revoked or expired. */
export async function authenticate(
  deps: Pick<AuthDeps, 'repo' | 'now'>,
  token: string,
): Promise<Authenticated | undefined> {
  const row = await deps.repo.findLiveSession(
    hashToken(token),
    (deps.now ?? (() => new Date()))().toISOString(),
  );
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { user, sessionId: session_id };
}

export async function signOut(deps: AuthDeps, sessionId: string): Promise<void> {
  await deps.repo.revokeSession(sessionId, clock(deps).toISOString());
}

export async function signOutEverywhere(deps: AuthDeps, userId: string): Promise<void> {
  await deps.repo.revokeUserSessions(userId, clock(deps).toISOString());
}

/** Changes the password after checking the current one; every other session is signed out. */
export async function changePassword(
  deps: AuthDeps,
  input: { auth: Authenticated; currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, input.auth.user.password_hash))) {
    throw new AppError(400, 'wrong_password', AUTH_MESSAGES.wrongCurrentPassword, [
      { path: 'current_password', message: AUTH_MESSAGES.wrongCurrentPassword },
    ]);
  }
  refuseCommonPassword(input.newPassword, 'new_password');
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock(deps).toISOString();
  await deps.repo.transaction(async (repo) => {
    await repo.setPasswordHash(input.auth.user.id, passwordHash, now);
    await repo.revokeUserSessions(input.auth.user.id, now, input.auth.sessionId);
  });
}

/** Consumes a single-use e-mail token; 400 unknown, 409 already used, 410 expired. */
async function consumeEmailToken(
  repo: AuthRepo,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  const row = await repo.findEmailToken(hashToken(token), purpose);
  if (!row) throw new AppError(400, 'token_invalid', AUTH_MESSAGES.tokenInvalid);
  if (row.used_at) throw new AppError(409, 'token_used', AUTH_MESSAGES.tokenUsed);
  if (row.expires_at <= now.toISOString())
    throw new AppError(410, 'token_expired', AUTH_MESSAGES.tokenExpired);
  if (!(await repo.useEmailToken(row.id, now.toISOString()))) {
    throw new AppError(409, 'token_used', AUTH_MESSAGES.tokenUsed);
  }
  return row;
}

/** Marks the address of the token's account verified; the link works once within 24 hours. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  const now = clock(deps);
  await deps.repo.transaction(async (repo) => {
    const row = await consumeEmailToken(repo, token, 'verify_email', now);
    await repo.markEmailVerified(row.user_id, now.toISOString());
  });
}

/** Sends a new verification link to a signed-in, unverified account (at most 5 per 30 minutes). */
export async function resendVerification(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.email_verified_at) return;
  await sendVerificationMail(deps, user);
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  await enforceRateLimits(deps.rateLimits, [
    { rule: RATE_LIMITS.resetMailPerAddress, subject: email },
  ]);
  const user = await deps.repo.findUserByEmail(email);
  if (!user) return;
  const token = await issueEmailToken(deps, user, 'reset_password');
  const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await sendAccountMail(deps, user.email, passwordResetMail(user.first_name, url));
}

/** Sets a new password with a single-use, one-hour link and signs out every session of the account. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
): Promise<void> {
  refuseCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = clock(deps);
  await deps.repo.transaction(async (repo) => {
    const row = await consumeEmailToken(repo, input.token, 'reset_password', now);
    await repo.setPasswordHash(row.user_id, passwordHash, now.toISOString());
    await repo.revokeUserSessions(row.user_id, now.toISOString());
    // Whoever can open the reset link controls the mailbox, so the address is proven too.
    await repo.markEmailVerified(row.user_id, now.toISOString());
  });
}
