import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An opt-out token names a card and proves the server wrote it: `<card id>.<MAC>`, the MAC being
 * HMAC-SHA256 of the card id under a server key (repo.ts signingKey). The card id alone is no
 * secret (its sender sees it); without the key nobody can make the MAC, and 256 bits cannot be
 * guessed. Nothing is stored per mail, so sending a card costs no write.
 */
const TOKEN = /^([\w-]{1,64})\.([\w-]{43})$/;

function macOf(key: Buffer, cardId: string): Buffer {
  return createHmac('sha256', key).update(`card-optout:${cardId}`).digest();
}

/** The token for the stop links of one card's mail. */
export function signOptOutToken(key: Buffer, cardId: string): string {
  return `${cardId}.${macOf(key, cardId).toString('base64url')}`;
}

/** The card a token names, when the token is one this key made; null otherwise. */
export function verifyOptOutToken(key: Buffer, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, cardId = '', mac = ''] = match;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(key, cardId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return cardId;
}
