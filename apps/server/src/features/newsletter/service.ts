import type { NewsletterRepo } from './repo.ts';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Look out for our next letter.';

/** Subscribes an address once; subscribing again succeeds with the same answer and no new row. */
export async function subscribeToNewsletter(options: {
  email: string;
  repo: NewsletterRepo;
}): Promise<{ message: string }> {
  await options.repo.addIfAbsent(options.email);
  return { message: SUBSCRIBED_MESSAGE };
}
