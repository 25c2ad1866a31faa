import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AUTH_MESSAGES } from '@greetly/domain';
import { PRODUCTION_SCRYPT_LOG_N } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createGate, GateFullError } from '../../platform/lib/gate.ts';
import { onDemand } from '../../platform/lib/on-demand.ts';
import { reclaimMemory } from '../../platform/lib/reclaim-memory.ts';

// The cost (log2 N) comes from the configuration (PRODUCTION_SCRYPT_LOG_N); r, p and the key length are fixed. All of them
// are stored with each hash, so the cost can rise later.
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Hashes run at most one per core but one at a time in this process (at most three: libuv has four
 * threads), with eight per slot waiting (about two seconds of work at the production cost); past
 * that a sign-in, sign-up or reset answers 503 at once. Unbounded, a storm of wrong-password
 * attempts held all four of libuv's threads, which also read the app's files, and every core:
 * pages took half a minute to load (bench/login-storm), and each hash in flight holds 128 MiB.
 */
export const HASH_SLOTS = Math.min(3, Math.max(1, availableParallelism() - 1));
export const HASH_WAITING = 8 * HASH_SLOTS;
/**
 * After a storm (the line was full at least once), once no password has been checked for this
 * long, one garbage collection gives back the memory V8 grew to while answering the storm: without
 * it the server stayed up to 30 MiB above its baseline for minutes (bench/login-storm).
 */
export const HASH_QUIET_MS = 5_000;
const hashing = createGate(HASH_SLOTS, HASH_WAITING, {
  afterOverflow: { quietMs: HASH_QUIET_MS, run: reclaimMemory },
});

function derive(
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const work = () =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(
        password.normalize('NFKC'),
        salt,
        KEY_LENGTH,
        { N: 2 ** logN, r, p, maxmem: MAX_MEMORY },
        (error, key) => (error ? reject(error) : resolve(key)),
      );
    });
  return hashing.run(work).catch((error: unknown) => {
    if (error instanceof GateFullError) throw hashingBusy();
    throw error;
  });
}

const hashingBusy = () =>
  new AppError('auth_busy', AUTH_MESSAGES.busy, undefined, { 'Retry-After': '2' });

/**
 * For the routes that check a password, before anything else (body, limits, database): while
 * the line is full their answer is this 503 anyway, and a storm's every attempt then costs the
 * server almost nothing, so pages and files keep loading.
 */
export async function refuseWhileHashingIsFull(): Promise<void> {
  if (hashing.isFull()) throw hashingBusy();
}

/** Hashes a password for storage: 'scrypt$logN$r$p$salt$hash' (base64url). */
export async function hashPassword(
  password: string,
  logN: number = PRODUCTION_SCRYPT_LOG_N,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(logN),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of a random password, checked when an e-mail is unknown so both answers take as long. */
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(logN: number = PRODUCTION_SCRYPT_LOG_N): Promise<string> {
  let decoy = decoyHashes.get(logN);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), logN);
    decoyHashes.set(logN, decoy);
    // Made while the line was full: the next sign-in makes it again rather than fail forever.
    decoy.catch(() => decoyHashes.delete(logN));
  }
  return decoy;
}

/**
 * zxcvbn with its dictionaries, loaded at the first password that needs an estimate: unpacking
 * them took a third of the server's start and about 30 MiB that most processes (a worker, an API
 * process that only serves cards) never use.
 */
const loadEstimator = onDemand(() =>
  Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        // Substitution search is exponential (0.7 s for some 128-character inputs on the event
        // loop); common l33t spellings are still caught by the dictionaries.
        l33tMaxSubstitutions: 0,
      }),
  ),
);

/** zxcvbn's score 3: 'safely unguessable', about 10^8–10^10 guesses, enough behind scrypt. */
export const PASSWORD_MIN_SCORE = 3;
/** Only the start is estimated: its cost grows with length, and a strong start makes a strong whole. */
const ESTIMATED_LENGTH = 32;

export type PasswordWeakness = 'weak' | 'personal';

/**
 * Why a new password is too easy to guess, if it is: zxcvbn's estimate below score 3 (common
 * passwords, repeats, keyboard runs, dates, 'Password1!' variants), or built from the account's
 * own e-mail or name (`userInputs`).
 */
export async function passwordWeakness(
  password: string,
  userInputs: string[],
): Promise<PasswordWeakness | undefined> {
  const lower = password.toLowerCase();
  // The estimate sees only the start; an e-mail address (or its local part) anywhere is personal.
  const containsAddress = userInputs.some((input) => {
    const value = input.toLowerCase();
    const local = value.split('@')[0] ?? '';
    return (
      value.includes('@') && (lower.includes(value) || (local.length >= 4 && lower.includes(local)))
    );
  });
  if (containsAddress) return 'personal';
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]);
  const estimated = password.slice(0, ESTIMATED_LENGTH);
  const result = (await loadEstimator()).check(estimated, inputs.filter(Boolean));
  // zxcvbn rates 'AmaraOkafor1' as strong (two rare words), but to anyone who knows the account
  // it is the name: half the password or more made of the account's own details is refused.
  const personalLength = result.sequence
    .filter((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + match.token.length, 0);
  if (personalLength * 2 >= estimated.length) return 'personal';
  return result.score >= PASSWORD_MIN_SCORE ? undefined : 'weak';
}
