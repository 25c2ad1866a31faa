import { z } from 'zod';
import { EMAIL_PATTERN } from '../rules/email.ts';

export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(254, { error: messages.invalid, abort: true })
    .regex(EMAIL_PATTERN, messages.invalid);
}
