import { AUTH_MESSAGES, REFERRAL_REWARD_CAP } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRepo } from '../src/modules/billing/credits-repo.ts';
import { cardJobKey } from '../src/modules/cards/job-types.ts';
import { cardJobHandlers } from '../src/modules/cards/jobs.ts';
import { referralRewardJobKey } from '../src/modules/referrals/job-types.ts';
import { referralJobHandlers } from '../src/modules/referrals/jobs.ts';
import { mailboxOf } from '../src/modules/referrals/mailbox.ts';
import { rewardReferral } from '../src/modules/referrals/service.ts';
import { requeueFinishedJob } from '../src/platform/jobs/queue.ts';
import { createJobWorker, type JobWorker } from '../src/platform/jobs/worker.ts';
import { newId } from '../src/platform/lib/ids.ts';
import { createMailer, type Mailer } from '../src/platform/mail/mailer.ts';
import { events } from '../src/services.ts';
import { bearer, login, newAccount, register, signedInAccount } from './support/accounts.ts';
import { cardPayload, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe('the mailbox an address delivers to', () => {
  it('drops a +tag everywhere, and dots only where the provider ignores them', () => {
    expect(mailboxOf(' Amara+Friends@Example.com ')).toBe('amara@example.com');
    expect(mailboxOf('a.mara+x@googlemail.com')).toBe('amara@gmail.com');
    expect(mailboxOf('A.M.A.R.A@gmail.com')).toBe('amara@gmail.com');
    expect(mailboxOf('a.mara@example.com')).toBe('a.mara@example.com');
  });
});

describe.each(TEST_DATABASES)('referrals on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let mailer: Mailer;
  let worker: JobWorker;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The app's own worker sends the account mails; the test runs card deliveries and rewards.
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Greetly <hello@greetly.test>',
      outboxDir: '/nonexistent',
    });
    worker = createJobWorker({
      db: t.db.kysely,
      handlers: [
        ...cardJobHandlers({ db: t.db.kysely, mailer, publicUrl: 'http://cards.test', events }),
        ...referralJobHandlers({ db: t.db.kysely }),
        ...events.jobHandlers({ db: t.db.kysely }),
      ],
      log: { info: () => {}, warn: () => {}, error: () => {} },
      batchSize: 50,
      concurrency: 8,
      pollMs: 50,
      leaseMs: 60_000,
    });
  });
  afterAll(async () => {
    mailer.close();
    await t.close();
    await smtp.close();
  });

  /** Runs the worker until no job is due: deliveries, then the rewards they queue. */
  async function drainJobs(): Promise<void> {
    while ((await worker.runOnce()) > 0) {
      // each round may queue the next (a delivered card queues its reward)
    }
  }

  const referralsOf = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/referrals', headers: bearer(token) });

  async function codeOf(token: string): Promise<string> {
    const response = await referralsOf(token);
    expect(response.statusCode).toBe(200);
    return response.json().code;
  }

  const balanceOf = (userId: string) => creditRepo(t.db.kysely).balanceOf(userId);

  async function referralRowOf(userId: string) {
    return t.db.kysely
      .selectFrom('referrals')
      .selectAll()
      .where('referred_user_id', '=', userId)
      .executeTakeFirst();
  }

  /** A verified account that came through `code`, still in its trial day (its cards are free). */
  async function referredAccount(code: string, overrides: Record<string, unknown> = {}) {
    return verifiedAccount(t.app, smtp, { referralCode: code, ...overrides });
  }

  async function sendCard(token: string) {
    const payload = cardPayload({ musicUrl: '' });
    const created = await postCard(t.app, token, payload);
    expect(created.statusCode).toBe(201);
    return { id: created.json().card.id as string, payload };
  }

  it('gives every account one link, the same on every ask, and a different one to each', async () => {
    const a = await signedInAccount(t.app);
    const b = await signedInAccount(t.app);
    const first = (await referralsOf(a.token)).json();
    expect(first).toMatchObject({ success: true, invited: [], creditsEarned: 0 });
    expect(first.code).toMatch(/^[a-z0-9]{8}$/);
    expect(first.link).toBe(`http://cards.test/signup?ref=${first.code}`);
    expect((await referralsOf(a.token)).json().code).toBe(first.code);
    expect(await codeOf(b.token)).not.toBe(first.code);
  });

  it('answers 401 without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/referrals' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it("keeps the spec's register.php payload and answer, with or without a code", async () => {
    const spec = newAccount();
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/register.php',
      payload: {
        first_name: spec.first_name,
        last_name: spec.last_name,
        email: spec.email,
        password: spec.password,
        phone: spec.phone,
      },
      remoteAddress: '10.77.0.1',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toEqual({ success: true, message: AUTH_MESSAGES.signupSuccess });

    const owner = await signedInAccount(t.app);
    const referred = newAccount();
    const withCode = await t.app.inject({
      method: 'POST',
      url: '/api/register.php',
      payload: { ...referred, referralCode: await codeOf(owner.token) },
      remoteAddress: '10.77.0.2',
    });
    expect(withCode.statusCode).toBe(201);
    expect(withCode.json()).toEqual({ success: true, message: AUTH_MESSAGES.signupSuccess });
    const signedIn = await login(t.app, referred.email, referred.password);
    expect(await referralRowOf(signedIn.json().user.id)).toMatchObject({
      referrer_id: owner.user.id,
      rewarded_at: null,
    });
  });

  it('ignores an unknown code: the account is made, with no referral', async () => {
    const account = newAccount({ referralCode: 'nosuchcode' });
    expect((await register(t.app, account)).statusCode).toBe(201);
    const signedIn = await login(t.app, account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
    expect(await referralRowOf(signedIn.json().user.id)).toBeUndefined();
  });

  it('rewards both sides once: after the verification and the first delivered card, never twice', async () => {
    const referrer = await verifiedAccount(t.app, smtp);
    const code = await codeOf(referrer.token);

    // Signed up through the link, not verified: its card waits and nothing is rewarded.
    const friend = await signedInAccount(t.app, { first_name: 'Chidinma', referralCode: code });
    expect(await referralRowOf(friend.user.id)).toMatchObject({ referrer_id: referrer.user.id });
    const waiting = await sendCard(friend.token);
    await drainJobs();
    const card = await t.db.kysely
      .selectFrom('cards')
      .select('status')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(card.status).toBe('waiting');
    expect((await referralsOf(referrer.token)).json()).toMatchObject({
      invited: [{ firstName: 'Chidinma', status: 'signed_up' }],
      creditsEarned: 0,
    });
    expect(await balanceOf(friend.user.id)).toBe(0);

    // Verified: the waiting card is released and delivered by the worker; then the reward.
    const mail = await smtp.waitFor(friend.account.email, /Verify your email/);
    const link = mail.links.find((each) => each.includes('/verify-email?token=')) ?? '';
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(verified.statusCode).toBe(200);
    expect((await referralsOf(referrer.token)).json().invited[0].status).toBe('verified');
    // Verified, but no card delivered yet: nothing so far.
    expect(await rewardReferral(t.db.kysely, friend.user.id, new Date())).toBe('no-card-sent');
    expect(await balanceOf(referrer.user.id)).toBe(0);
    await drainJobs();
    await smtp.waitFor(waiting.payload.recipientEmail, /sent you a card/);

    expect(await balanceOf(referrer.user.id)).toBe(1);
    expect(await balanceOf(friend.user.id)).toBe(1);
    const mine = (await referralsOf(referrer.token)).json();
    expect(mine).toMatchObject({
      invited: [{ firstName: 'Chidinma', status: 'rewarded' }],
      creditsEarned: 1,
    });
    expect(JSON.stringify(mine)).not.toContain(friend.account.email);
    expect(JSON.stringify(mine)).not.toContain(friend.account.last_name);
    expect((await referralsOf(friend.token)).json()).toMatchObject({
      invited: [],
      creditsEarned: 1,
    });
    const ledger = await creditRepo(t.db.kysely).historyOf(referrer.user.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: 1,
        reason: 'referral',
        key: `referral:${friend.user.id}:referrer`,
      }),
    ]);

    // The delivery recorded again, the reward job run again, the reward asked for directly:
    // still exactly one credit each.
    const now = new Date();
    expect(await requeueFinishedJob(t.db.kysely, cardJobKey(waiting.id, 'deliver'), now, now)).toBe(
      true,
    );
    expect(
      await requeueFinishedJob(t.db.kysely, referralRewardJobKey(friend.user.id), now, now),
    ).toBe(true);
    await drainJobs();
    expect(await rewardReferral(t.db.kysely, friend.user.id, new Date())).toBe('already-rewarded');

    // A second card earns nothing more.
    const second = await sendCard(friend.token);
    await drainJobs();
    await smtp.waitFor(second.payload.recipientEmail, /sent you a card/);
    expect(await balanceOf(referrer.user.id)).toBe(1);
    expect(await balanceOf(friend.user.id)).toBe(1);
    const rewards = await t.db.kysely
      .selectFrom('card_credits')
      .select('key')
      .where('reason', '=', 'referral')
      .where('key', 'like', `referral:${friend.user.id}:%`)
      .execute();
    expect(rewards).toHaveLength(2);
  });

  it('two rewards of one referral at once give one credit to each side', async () => {
    const referrer = await verifiedAccount(t.app, smtp);
    const friend = await referredAccount(await codeOf(referrer.token));
    // Delivered by a worker that runs card jobs only: the reward job waits, queued.
    const cardsOnly = createJobWorker({
      db: t.db.kysely,
      handlers: cardJobHandlers({
        db: t.db.kysely,
        mailer,
        publicUrl: 'http://cards.test',
        events,
      }),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      batchSize: 50,
      concurrency: 8,
      pollMs: 50,
      leaseMs: 60_000,
    });
    const card = await sendCard(friend.token);
    while ((await cardsOnly.runOnce()) > 0) {
      // until the card is delivered
    }
    await smtp.waitFor(card.payload.recipientEmail, /sent you a card/);
    const outcomes = await Promise.all([
      rewardReferral(t.db.kysely, friend.user.id, new Date()),
      rewardReferral(t.db.kysely, friend.user.id, new Date()),
    ]);
    expect(outcomes.sort()).toEqual(['already-rewarded', 'rewarded']);
    await drainJobs();
    expect(await balanceOf(referrer.user.id)).toBe(1);
    expect(await balanceOf(friend.user.id)).toBe(1);
  });

  it('gives nothing for referring yourself: the same address, or the same mailbox with a +tag', async () => {
    const own = await verifiedAccount(t.app, smtp);
    const code = await codeOf(own.token);

    // The owner's own address: the usual answer, no second account, no referral.
    const again = await register(t.app, { ...own.account, referralCode: code });
    expect(again.statusCode).toBe(201);

    // The same mailbox through a +tag: a new account, but not referred.
    const [local, domain] = own.account.email.split('@');
    const tagged = await referredAccount(code, { email: `${local}+second@${domain}` });
    expect(await referralRowOf(tagged.user.id)).toBeUndefined();
    const card = await sendCard(tagged.token);
    await drainJobs();
    await smtp.waitFor(card.payload.recipientEmail, /sent you a card/);
    expect(await balanceOf(own.user.id)).toBe(0);
    expect(await balanceOf(tagged.user.id)).toBe(0);
    expect((await referralsOf(own.token)).json()).toMatchObject({ invited: [], creditsEarned: 0 });

    // A self-referral row that got in anyway (defence in depth) is never rewarded.
    await t.db.kysely
      .insertInto('referrals')
      .values({
        referred_user_id: own.user.id,
        referrer_id: own.user.id,
        created_at: new Date().toISOString(),
        rewarded_at: null,
      })
      .execute();
    const ownCard = await sendCard(own.token);
    await drainJobs();
    await smtp.waitFor(ownCard.payload.recipientEmail, /sent you a card/);
    expect(await rewardReferral(t.db.kysely, own.user.id, new Date())).toBe('self-referral');
    expect(await balanceOf(own.user.id)).toBe(0);
  });

  it(`stops rewarding a referrer after ${REFERRAL_REWARD_CAP} rewarded referrals`, async () => {
    const referrer = await verifiedAccount(t.app, smtp);
    const code = await codeOf(referrer.token);
    // The referrer's first 50 rewarded referrals, written as the reward leaves them.
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const earlier = Array.from({ length: REFERRAL_REWARD_CAP }, (_, index) => ({
      id: newId(),
      email: `earlier.${index}.${newId().slice(0, 6)}@example.com`,
    }));
    await t.db.kysely
      .insertInto('users')
      .values(
        earlier.map(({ id, email }) => ({
          id,
          email,
          first_name: 'Earlier',
          last_name: 'Friend',
          phone: '+2348000000000',
          password_hash: null,
          email_verified_at: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await t.db.kysely
      .insertInto('referrals')
      .values(
        earlier.map(({ id }) => ({
          referred_user_id: id,
          referrer_id: referrer.user.id,
          created_at: at,
          rewarded_at: at,
        })),
      )
      .execute();

    const late = await referredAccount(code, { first_name: 'Zainab' });
    const card = await sendCard(late.token);
    await drainJobs();
    await smtp.waitFor(card.payload.recipientEmail, /sent you a card/);
    expect(await balanceOf(referrer.user.id)).toBe(0);
    expect(await balanceOf(late.user.id)).toBe(0);
    expect(await referralRowOf(late.user.id)).toMatchObject({ rewarded_at: null });
    const list = (await referralsOf(referrer.token)).json();
    expect(list.invited).toHaveLength(REFERRAL_REWARD_CAP + 1);
    expect(list.invited[0]).toMatchObject({ firstName: 'Zainab', status: 'card_sent' });
    expect(
      list.invited.filter((each: { status: string }) => each.status === 'rewarded'),
    ).toHaveLength(REFERRAL_REWARD_CAP);
  });
});
