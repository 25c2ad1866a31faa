import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a URL or bearer token: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
