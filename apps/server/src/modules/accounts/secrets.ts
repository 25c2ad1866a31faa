import { hash, randomBytes } from 'node:crypto';

/** A new secret for a URL or bearer token: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex (one call: half the cost of a Hash object). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
