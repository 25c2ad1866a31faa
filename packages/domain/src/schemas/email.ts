import { z } from 'zod';

/** The spec's simple e-mail shape: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(254, { error: messages.invalid, abort: true })
    .regex(EMAIL_PATTERN, messages.invalid);
}
