import { randomBytes } from 'node:crypto';

/** A random, unguessable id (128 bits, URL-safe) for rows whose id may appear in a URL. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
