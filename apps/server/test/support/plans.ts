import type { FastifyInstance } from 'fastify';
import { choosePaymentProvider } from '../../src/modules/billing/provider/choose-provider.ts';
import { createJobWorker } from '../../src/platform/jobs/worker.ts';
import { createMailer } from '../../src/platform/mail/mailer.ts';
import { jobHandlers } from '../../src/services.ts';
import { bearer } from './accounts.ts';
import { cardPayload, verifiedAccount } from './cards.ts';
import type { PaystackStub } from './paystack-stub.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { createTestApp, type TestApp, type TestDatabaseKind } from './test-app.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A clock the app, its card jobs and the test share; tests move `now`. */
export interface TestClock {
  now: Date;
}

/**
 * The test app paying through the Paystack adapter against `stub`, its cards and plans on
 * `clock`, listening for webhooks; the account mails run on its own worker.
 */
export async function plansApp(
  kind: TestDatabaseKind,
  stub: PaystackStub,
  smtp: SmtpSink,
  clock: TestClock,
): Promise<TestApp> {
  const t = await createTestApp(
    kind,
    { paystack: { secretKey: stub.secretKey, baseUrl: stub.baseUrl } },
    { smtp, jobs: 'accounts', now: () => clock.now },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** A worker for every job type on the app's database and clock, mailing to `smtpUrl`. */
export function plansWorker(t: TestApp, smtpUrl: string, clock: TestClock) {
  const mailer = createMailer({
    smtpUrl,
    from: 'Greetly <hello@greetly.test>',
    outboxDir: '/nonexistent',
  });
  const now = () => clock.now;
  const worker = createJobWorker({
    db: t.db.kysely,
    handlers: jobHandlers({
      db: t.db,
      mailer,
      publicUrl: t.config.publicUrl,
      paymentProvider: choosePaymentProvider(t.config),
      now,
    }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    batchSize: 50,
    concurrency: 8,
    pollMs: 50,
    leaseMs: 60_000,
    now,
  });
  return {
    /** Runs rounds until no job is due (a job may queue others). */
    async drain(): Promise<void> {
      while ((await worker.runOnce()) > 0) {
        // another round
      }
    },
    close: () => mailer.close(),
  };
}

/**
 * A verified account made at `createdAt` (its trial day is counted from there), with no credits.
 */
export async function accountMadeAt(t: TestApp, smtp: SmtpSink, createdAt: Date) {
  const session = await verifiedAccount(t.app, smtp);
  await t.db.kysely
    .updateTable('users')
    .set({ created_at: createdAt.toISOString() })
    .where('id', '=', session.user.id)
    .execute();
  return session;
}

/** A card with no premium feature (no music, voice note or sticker). */
export const plainCard = (overrides: Record<string, unknown> = {}) =>
  cardPayload({ musicUrl: '', ...overrides });

export const STICKER = { id: 'heart', x: 0.5, y: 0.5, size: 0.2, rotation: 0 };

/** A schedule far ahead (the same wall-clock choice the card suites use). */
export const LATER = {
  timezone: 'Africa/Lagos',
  scheduleDate: '2099-12-24',
  scheduleTime: '09:00',
};

export function api(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    call,
    createCard: (payload: object) => call('POST', '/api/cards', payload),
    price: (features: object) => call('POST', '/api/cards/price', features),
    card: (id: string) => call('GET', `/api/cards/${id}`),
    cancel: (id: string) => call('POST', `/api/cards/${id}/cancel`),
    pay: (id: string) => call('POST', `/api/cards/${id}/pay`),
    verify: (id: string, reference: string) =>
      call('POST', `/api/cards/${id}/verify-payment`, { reference }),
    credits: () => call('GET', '/api/credits'),
    payments: () => call('GET', '/api/payments'),
    buyPack: () => call('POST', '/api/credits/packs'),
    verifyPack: (reference: string) => call('POST', '/api/credits/packs/verify', { reference }),
  };
}

/** The newest payment reference of a card, or of an account's packs. */
export async function latestCardReference(t: TestApp, cardId: string): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('payments')
    .select('reference')
    .where('purpose', '=', 'card')
    .where('target_id', '=', cardId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.reference;
}

export async function latestPackReference(t: TestApp, userId: string): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('payments')
    .select('reference')
    .where('payer_id', '=', userId)
    .where('purpose', '=', 'pack')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.reference;
}

/** The jobs of a type whose payload names `id`. */
export async function jobsFor(t: TestApp, type: string, id: string) {
  const rows = await t.db.kysely
    .selectFrom('jobs')
    .select(['payload', 'status'])
    .where('type', '=', type)
    .execute();
  return rows.filter((row) => row.payload.includes(id));
}
