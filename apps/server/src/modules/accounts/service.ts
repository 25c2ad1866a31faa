import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, type PublicUser, type RegisterPayload } from '@greetly/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/errors.ts';
import { newId } from '../../platform/lib/ids.ts';
import {
  assertUnderLimits,
  clearRateLimits,
  enforceRateLimits,
  isAtLimit,
  isWithinRateLimits,
  RATE_LIMITS,
  recordFailures,
} from '../../platform/rate-limit/limiter.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { accountCreated } from './events.ts';
import { accountExistsMailJob, verificationMailJob } from './job-types.ts';
import { decoyPasswordHash, hashPassword, passwordWeakness, verifyPassword } from './passwords.ts';
import type { Account, AuthRepo, UserRow } from './repo.ts';
import { isUniqueViolation } from './repo.ts';
import { hashToken, newSecretToken } from './secrets.ts';

const DAY = 24 * 3_600_000;
export const SESSION_LIFETIME_MS = 30 * DAY;
/** A place (client address) the account signed in from within this long counts as known. */
const KNOWN_PLACE_MS = 90 * DAY;

export interface AuthDeps {
  repo: AuthRepo;
  rateLimits: RateLimitStore;
  /** scrypt's cost (log2 N): the production value except in tests. */
  passwordHashLogN: number;
  log: FastifyBaseLogger;
  /** Where the account's events go (sign-up, a proven address): other modules react to them. */
  events: Events;
  now?: () => Date;
}

export const clock = (deps: Pick<AuthDeps, 'now'>) => (deps.now ?? (() => new Date()))();

export function toPublicUser(user: Account): PublicUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role: user.roles.includes('vendor') ? 'vendor' : 'gifter',
    roles: user.roles,
    email_verified: user.email_verified_at !== null,
  };
}

/** Refuses a password that is easy to guess or made of the account's own details (400). */
export async function refuseWeakPassword(
  password: string,
  field: string,
  account: { email: string; first_name: string; last_name: string },
): Promise<void> {
  const weakness = await passwordWeakness(password, [
    account.email,
    account.first_name,
    account.last_name,
  ]);
  if (!weakness) return;
  const message =
    weakness === 'personal' ? AUTH_MESSAGES.personalPassword : AUTH_MESSAGES.weakPassword;
  throw new AppError('weak_password', message, [{ path: field, message }]);
}

/** What is kept of a client address: its hash, enough to recognise it again. */
export function clientHash(ip: string): string {
  return createHash('sha256').update(`client:${ip}`).digest('hex');
}

/**
 * Creates an account (gifter unless asked for vendor) and queues its verification mail. An
 * address that already has an account gets the same answer, and its owner an e-mail instead,
 * so sign-up cannot tell who has an account. Both paths do the same work (hash, one counter,
 * one transaction), so they take the same time.
 */
export async function registerAccount(
  deps: AuthDeps,
  payload: RegisterPayload & { email: string },
  ip: string,
): Promise<void> {
  const now = clock(deps);
  await enforceRateLimits(deps.rateLimits, [{ rule: RATE_LIMITS.signupPerIp, subject: ip }], now);
  const user: UserRow = {
    id: newId(),
    email: payload.email,
    first_name: payload.first_name.trim(),
    last_name: payload.last_name.trim(),
    phone: payload.phone.trim(),
    password_hash: '',
    email_verified_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await refuseWeakPassword(payload.password, 'password', user);
  user.password_hash = await hashPassword(payload.password, deps.passwordHashLogN);
  // An owner is told at most as often as verification mails may be sent; past that, quietly nothing.
  const mayMail = await isWithinRateLimits(
    deps.rateLimits,
    [{ rule: RATE_LIMITS.verificationMailPerAddress, subject: user.email }],
    now,
  );
  const existing = await deps.repo.findUserByEmail(user.email);
  if (!existing) {
    try {
      await deps.repo.transaction(async (repo) => {
        await repo.insertUser(user, [payload.role ?? 'gifter']);
        await deps.events.emit(
          repo.db,
          {
            event: accountCreated,
            payload: {
              userId: user.id,
              email: user.email,
              referralCode: payload.referralCode ?? null,
            },
            key: user.id,
          },
          now,
        );
        await repo.enqueueJob(
          { definition: verificationMailJob, payload: { userId: user.id } },
          now,
        );
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const owner = existing ?? (await deps.repo.findUserByEmail(user.email));
  if (owner && mayMail) {
    await deps.repo.enqueueJob(
      { definition: accountExistsMailJob, payload: { userId: owner.id } },
      now,
    );
  }
}

/**
 * Checks the credentials and opens a 30-day session. Only failures count against the limits:
 * per client, strictly per account and client, and softly per account (past it, only places the
 * account signed in from before may still try), so nobody can lock an owner out.
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; user: Account }> {
  const now = clock(deps);
  const place = clientHash(input.ip);
  const perPair = {
    rule: RATE_LIMITS.signinFailuresPerAccountAndIp,
    subject: `${input.email}|${input.ip}`,
  };
  const perPlace = [{ rule: RATE_LIMITS.signinFailuresPerIp, subject: input.ip }, perPair];
  const perAccount = { rule: RATE_LIMITS.signinFailuresPerAccount, subject: input.email };
  await assertUnderLimits(deps.rateLimits, perPlace, now);
  const user = await deps.repo.findUserByEmail(input.email);
  if (await isAtLimit(deps.rateLimits, perAccount, now)) {
    const since = new Date(now.getTime() - KNOWN_PLACE_MS).toISOString();
    const isKnownPlace = user ? await deps.repo.hasSignedInFrom(user.id, place, since) : false;
    if (!isKnownPlace) await assertUnderLimits(deps.rateLimits, [perAccount], now);
  }
  // An unknown address costs the same scrypt work as a wrong password, so timing reveals nothing.
  const matches = await verifyPassword(
    input.password,
    user?.password_hash ?? (await decoyPasswordHash(deps.passwordHashLogN)),
  );
  if (!user || !matches) {
    await recordFailures(deps.rateLimits, [...perPlace, perAccount], now);
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  // The right password from here proves this place: its earlier typos no longer count.
  await clearRateLimits(deps.rateLimits, [perPair], now);

  const token = newSecretToken();
  await deps.repo.insertSession({
    id: newId(),
    user_id: user.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    client_hash: place,
  });
  return { token, user: { ...user, roles: await deps.repo.rolesOf(user.id) } };
}

export interface Authenticated {
  user: Account;
  sessionId: string;
}

/** The signed-in user for a bearer token, or undefined when the token is unknown, revoked or expired. */
export async function authenticate(
  deps: Pick<AuthDeps, 'repo' | 'now'>,
  token: string,
): Promise<Authenticated | undefined> {
  const row = await deps.repo.findLiveSession(hashToken(token), clock(deps).toISOString());
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { user: { ...user, roles: await deps.repo.rolesOf(user.id) }, sessionId: session_id };
}

export async function signOut(deps: AuthDeps, sessionId: string): Promise<void> {
  await deps.repo.revokeSession(sessionId, clock(deps).toISOString());
}

export async function signOutEverywhere(deps: AuthDeps, userId: string): Promise<void> {
  await deps.repo.revokeUserSessions(userId, clock(deps).toISOString());
}
