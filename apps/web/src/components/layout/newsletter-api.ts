import { newsletterEndpoints } from '@greetly/domain/contracts/newsletter';
import { newsletterSubscribeSchema } from '@greetly/domain/schemas/newsletter';
import { api } from '../../lib/api';

// Loaded by the footer's form when a visitor first reaches for it, not with every page.

/** The address as the subscription sends it, or the schema's message saying why it cannot be. */
export function checkAddress(email: string): { email: string } | { problem: string } {
  const parsed = newsletterSubscribeSchema.safeParse({ email });
  if (parsed.success) return { email: parsed.data.email };
  return { problem: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' };
}

/** Subscribes a checked address (POST /api/newsletter); the answer is parsed with its contract. */
export function subscribe(email: string) {
  return api(newsletterEndpoints.subscribe, { body: { email } });
}
