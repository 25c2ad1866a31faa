import { z } from 'zod';
import { emailField } from './email.ts';

export const newsletterSubscribeSchema = z.object({
  email: emailField({
    required: 'Please enter a valid email address',
    invalid: 'Please enter a valid email address',
  }).transform((email) => email.toLowerCase()),
});
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
