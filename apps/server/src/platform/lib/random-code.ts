import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random lower-case letters and digits, each drawn evenly (a shop's slug tail, a product's ref). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** How many codes are drawn before giving up: a clash is already one in billions. */
export const CODE_ATTEMPTS = 5;
