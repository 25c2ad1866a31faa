import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { creditRepo } from '../../src/modules/billing/credits-repo.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { bearer, signedInAccount } from './accounts.ts';
import type { SmtpSink } from './smtp-sink.ts';

export const MESSAGE = Array.from({ length: 30 }, (_, i) =>
  i % 3 === 0 ? 'happy' : 'birthday',
).join(' ');

/** A valid card payload to send now; pass `schedule` to schedule it. */
export function cardPayload(overrides: Record<string, unknown> = {}) {
  return {
    templateId: 3,
    isAnonymous: false,
    sendYourself: true,
    recipientName: 'Amara',
    recipientEmail: `amara.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    senderName: 'Tunde',
    senderEmail: 'tunde@example.com',
    effect: 'balloons',
    textColor: '#f02c2c',
    fontFamily: 'Pacifico',
    fontSize: '18px',
    message: MESSAGE,
    musicUrl: 'https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT',
    quote: 'Sunshine',
    ...overrides,
  };
}

/** Card credits of a month-old test account: more than any suite sends cards. */
export const ESTABLISHED_ACCOUNT_CREDITS = 1000;

/**
 * A signed-in account whose address is verified (through the real verification mail). Unless
 * `isNew`, it is made a month old, so it sends under the established account's allowance (the
 * new-account allowance has its own tests). Being a month old it is past its free first day
 * (decision 0034), so it also holds ESTABLISHED_ACCOUNT_CREDITS card credits (a bought pack's
 * ledger row): its ₦800 cards are paid with a credit and go out at once, as these suites expect.
 * What a card costs has its own suites (plans-*.test.ts).
 */
export async function verifiedAccount(
  app: FastifyInstance,
  smtp: SmtpSink,
  overrides: Record<string, unknown> = {},
  options: { db?: Kysely<Database>; isNew?: boolean } = {},
) {
  const session = await signedInAccount(app, overrides);
  const mail = await smtp.waitFor(session.account.email, /Verify your email/);
  const link = mail.links.find((each) => each.includes('/verify-email?token=')) ?? '';
  const token = new URL(link).searchParams.get('token');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  if (options.db && !options.isNew) {
    const monthAgo = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString();
    await options.db
      .updateTable('users')
      .set({ created_at: monthAgo })
      .where('id', '=', session.user.id)
      .execute();
    await creditRepo(options.db).grant({
      userId: session.user.id,
      amount: ESTABLISHED_ACCOUNT_CREDITS,
      reason: 'pack',
      key: `test-support:${session.user.id}`,
      now: new Date(),
    });
  }
  return session;
}

export async function postCard(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/cards', headers: bearer(token), payload });
}

export function linkToken(link: string): string {
  return new URL(link).pathname.replace('/c/', '');
}

/**
 * A card `senderToken` sends now, delivered by `worker` as the only job due (expected exactly
 * once): its id and the recipient's link token, read from the mail.
 */
export async function deliveredCard(
  context: {
    app: FastifyInstance;
    smtp: SmtpSink;
    worker: { worker: { runOnce: () => Promise<number> } };
    clock: { now: Date };
  },
  senderToken: string,
) {
  const { app, smtp, worker, clock } = context;
  const payload = cardPayload();
  const created = await postCard(app, senderToken, payload);
  expect(created.statusCode).toBe(201);
  clock.now = new Date();
  expect(await worker.worker.runOnce()).toBe(1);
  const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
  return {
    id: created.json().card.id as string,
    token: linkToken(mail.links.find((each) => each.includes('/c/')) ?? ''),
  };
}
