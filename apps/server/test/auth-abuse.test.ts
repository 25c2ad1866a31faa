import { AUTH_MESSAGES } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HASH_QUIET_MS,
  HASH_SLOTS,
  HASH_WAITING,
  hashPassword,
  verifyPassword,
} from '../src/modules/accounts/passwords.ts';
import { AppError } from '../src/platform/http/errors.ts';
import {
  bearer,
  login,
  newAccount,
  newClientIp,
  register,
  signedInAccount,
} from './support/accounts.ts';
import { watchForcedCollections } from './support/forced-gcs.ts';
import { eventually } from './support/seed-cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const WRONG = 'Not-The-Password-9';

describe('password hashing', () => {
  it('uses the OWASP cost (N=2^17, r=8, p=1) unless a lower one is passed', async () => {
    expect(await hashPassword('Sunflower-Lagos-2026')).toMatch(/^scrypt\$17\$8\$1\$/);
  });

  it('checks a bounded number of passwords at a time with a bounded line, and refuses the rest at once with a 503', async () => {
    const stored = await hashPassword('Sunflower-Lagos-2026', 14);
    const extra = 6;
    const results = await Promise.all(
      Array.from({ length: HASH_SLOTS + HASH_WAITING + extra }, () =>
        verifyPassword(WRONG, stored).then(
          (matches) => (matches ? 'matched' : 'checked'),
          (error: unknown) => error,
        ),
      ),
    );
    expect(results.filter((result) => result === 'checked')).toHaveLength(
      HASH_SLOTS + HASH_WAITING,
    );
    const refused = results.filter((result) => result instanceof AppError);
    expect(refused).toHaveLength(extra);
    expect(refused[0]).toMatchObject({
      statusCode: 503,
      code: 'auth_busy',
      message: AUTH_MESSAGES.busy,
      headers: { 'Retry-After': '2' },
    });
    // Once the line is short again, passwords are checked as before.
    expect(await verifyPassword('Sunflower-Lagos-2026', stored)).toBe(true);
  });
});

// The memory a storm leaves is the process's, whatever the database: checked once, on SQLite.
describe('after a storm of sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { jobs: 'none' });
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'gives back the memory of a storm once no password has been checked for a while, and signs in as before',
    async () => {
      const forced = watchForcedCollections();
      try {
        const { account } = await signedInAccount(t.app);
        const stored = await hashPassword('Sunflower-Lagos-2026', 14);
        const storm = Array.from({ length: HASH_SLOTS + HASH_WAITING }, () =>
          verifyPassword(WRONG, stored),
        );
        const busy = await login(t.app, account.email, WRONG, newClientIp());
        expect(busy.statusCode).toBe(503);
        await Promise.all(storm);
        const stormEnded = performance.now();
        await vi.waitFor(() => expect(forced.times.length).toBeGreaterThan(0), {
          timeout: HASH_QUIET_MS + 5_000,
          interval: 100,
        });
        // Only after the quiet spell (timers may fire a little early), and only once.
        expect(forced.times[0]).toBeGreaterThanOrEqual(stormEnded + HASH_QUIET_MS - 50);
        const later = await login(t.app, account.email, account.password, newClientIp());
        expect(later.statusCode).toBe(200);
        await new Promise((wake) => setTimeout(wake, 200));
        expect(forced.times).toHaveLength(1);
      } finally {
        forced.stop();
      }
    },
    HASH_QUIET_MS + 20_000,
  );
});

describe.each(TEST_DATABASES)('abuse of the account endpoints on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const forgot = (email: string, ip = newClientIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password: string, ip = newClientIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password },
      remoteAddress: ip,
    });
  async function resetLink(email: string, nth: number): Promise<string> {
    await eventually(async () => {
      expect(smtp.mailsTo(email).filter((mail) => /Reset your/.test(mail.subject)).length).toBe(
        nth,
      );
    });
    const mail = smtp.mailsTo(email).filter((each) => /Reset your/.test(each.subject))[nth - 1];
    const link = mail?.links.find((each) => each.includes('/reset-password?token=')) ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  }

  it('answers a sign-in with 503, Retry-After and its message while the password line is full', async () => {
    // The line is the process's own: fill it with slow checks, as a storm of attempts would.
    const stored = await hashPassword('Sunflower-Lagos-2026', 15);
    const storm = Array.from({ length: HASH_SLOTS + HASH_WAITING }, () =>
      verifyPassword(WRONG, stored),
    );
    const busy = await login(t.app, 'someone.busy@example.com', WRONG, newClientIp());
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toMatchObject({ code: 'auth_busy', message: AUTH_MESSAGES.busy });
    // Refused before the body is even read: a storm's attempts cost next to nothing.
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'not-even-valid' },
      remoteAddress: newClientIp(),
    });
    expect(unread.statusCode).toBe(503);
    await Promise.all(storm);
    const calm = await login(t.app, 'someone.busy@example.com', WRONG, newClientIp());
    expect(calm.statusCode).toBe(401);
  });

  it('counts refused sign-ins without a disk write on SQLite (one server), in shared rows on PostgreSQL', async () => {
    const rows = async () =>
      (await t.db.kysely.selectFrom('rate_limits').select('key').execute()).length;
    const before = await rows();
    const refused = await login(t.app, 'nobody.counted@example.com', WRONG, newClientIp());
    expect(refused.statusCode).toBe(401);
    expect((await rows()) - before).toBe(kind === 'sqlite' ? 0 : 3);
  });

  describe('client addresses', () => {
    it('ignores X-Forwarded-For unless TRUST_PROXY is set: a rotating header does not dodge the limit', async () => {
      const socket = newClientIp();
      for (let i = 0; i < 25; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `sprayed${i}@example.com`, password: WRONG },
          remoteAddress: socket,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'sprayed-more@example.com', password: WRONG },
        remoteAddress: socket,
        headers: { 'x-forwarded-for': '198.51.100.250' },
      });
      expect(refused.statusCode).toBe(429);
    });

    it('believes the nearest proxy hops when TRUST_PROXY says so, and refuses an overlong header', async () => {
      const proxied = await createTestApp(kind, { trustProxy: 1 }, { jobs: 'none' });
      try {
        let attempt = 0;
        const from = (xff: string) =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: `someone${++attempt}@example.com`, password: WRONG },
            remoteAddress: '10.9.9.9',
            headers: { 'x-forwarded-for': xff },
          });
        for (let i = 0; i < 25; i++) expect((await from('203.0.113.5')).statusCode).toBe(401);
        expect((await from('203.0.113.5')).statusCode).toBe(429);
        // A client may prepend anything; only the hop the proxy added counts.
        expect((await from('1.2.3.4, 203.0.113.5')).statusCode).toBe(429);
        expect((await from('203.0.113.6')).statusCode).toBe(401);
        const overlong = await from(
          Array.from({ length: 100 }, (_, i) => `10.0.0.${i}`).join(', '),
        );
        expect(overlong.statusCode).toBe(400);
        expect(overlong.json().code).toBe('bad_request');
      } finally {
        await proxied.close();
      }
    });
  });

  describe('lockout', () => {
    it('counts failures only: the owner signs in after many successes', async () => {
      const account = newAccount();
      await register(t.app, account);
      const ip = newClientIp();
      for (let i = 0; i < 30; i++) {
        expect((await login(t.app, account.email, account.password, ip)).statusCode).toBe(200);
      }
    });

    it('limits one place strictly, but a distributed attack cannot lock the owner out', async () => {
      const account = newAccount();
      await register(t.app, account);
      const home = newClientIp();
      expect((await login(t.app, account.email, account.password, home)).statusCode).toBe(200);

      // One attacker address: 10 failures, then 429 for it (even with the right password).
      const attacker = newClientIp();
      for (let i = 0; i < 10; i++) {
        expect((await login(t.app, account.email, WRONG, attacker)).statusCode).toBe(401);
      }
      expect((await login(t.app, account.email, account.password, attacker)).statusCode).toBe(429);

      // Many addresses: past 50 failures an hour, new places are refused...
      for (let i = 0; i < 40; i++) {
        expect((await login(t.app, account.email, WRONG, newClientIp())).statusCode).toBe(401);
      }
      const newPlace = await login(t.app, account.email, account.password, newClientIp());
      expect(newPlace.statusCode).toBe(429);
      expect(newPlace.json().message).toMatch(/reset your password/);
      // ...while the owner's known place still gets in with the right password.
      expect((await login(t.app, account.email, account.password, home)).statusCode).toBe(200);

      // And the reset link always works; afterwards the owner gets in from anywhere.
      const ownerPhone = newClientIp();
      expect((await forgot(account.email, ownerPhone)).statusCode).toBe(200);
      const token = await resetLink(account.email, 1);
      expect((await reset(token, 'Hibiscus-Evening-77', ownerPhone)).statusCode).toBe(200);
      expect(
        (await login(t.app, account.email, 'Hibiscus-Evening-77', ownerPhone)).statusCode,
      ).toBe(200);
    });
  });

  describe('reset links', () => {
    it('a newer link used makes every older one worthless', async () => {
      const account = newAccount();
      await register(t.app, account);
      await forgot(account.email);
      const older = await resetLink(account.email, 1);
      await forgot(account.email);
      const newer = await resetLink(account.email, 2);
      expect((await reset(newer, 'Hibiscus-Evening-77')).statusCode).toBe(200);
      const stale = await reset(older, 'Baobab-Morning-2031');
      expect(stale.statusCode).toBe(409);
      expect((await login(t.app, account.email, 'Hibiscus-Evening-77')).statusCode).toBe(200);
    });

    it('a password change revokes a link mailed before it', async () => {
      const { account, token } = await signedInAccount(t.app);
      await forgot(account.email);
      const link = await resetLink(account.email, 1);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: bearer(token),
        payload: { current_password: account.password, new_password: 'Hibiscus-Evening-77' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await reset(link, 'Baobab-Morning-2031')).statusCode).toBe(409);
      expect((await login(t.app, account.email, 'Hibiscus-Evening-77')).statusCode).toBe(200);
    });
  });

  describe('enumeration', () => {
    it('forgot-password answers and works the same for a real and an unknown address', async () => {
      const account = newAccount();
      await register(t.app, account);
      const unknown = `nobody.${Date.now()}@example.com`;
      const jobsOf = async () =>
        Number(
          (
            await t.db.kysely
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('type', '=', 'auth.password-reset-mail')
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await jobsOf();
      const real = await forgot(account.email);
      const none = await forgot(unknown);
      expect(real.statusCode).toBe(200);
      expect(none.statusCode).toBe(200);
      expect(real.json()).toEqual(none.json());
      expect(real.json().message).toBe(AUTH_MESSAGES.forgotSent);
      // The request path does the same work for both: one queued job each, mail off the path.
      expect(await jobsOf()).toBe(before + 2);
      await resetLink(account.email, 1);
      await eventually(async () => {
        const finished = await t.db.kysely
          .selectFrom('jobs')
          .select('status')
          .where('type', '=', 'auth.password-reset-mail')
          .where('payload', 'like', `%${unknown}%`)
          .executeTakeFirstOrThrow();
        expect(finished.status).toBe('cancelled');
      });
      expect(smtp.mailsTo(unknown)).toEqual([]);
    });
  });

  describe('throttles', () => {
    it('lets one address create 10 accounts an hour', async () => {
      const ip = newClientIp();
      for (let i = 0; i < 10; i++)
        expect((await register(t.app, newAccount(), ip)).statusCode).toBe(201);
      const refused = await register(t.app, newAccount(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many accounts were created from your network\./);
      expect((await register(t.app, newAccount(), newClientIp())).statusCode).toBe(201);
    });

    it('mails one address at most 5 reset links an hour, and one client at most 20', async () => {
      const account = newAccount();
      await register(t.app, account);
      for (let i = 0; i < 5; i++) expect((await forgot(account.email)).statusCode).toBe(200);
      expect((await forgot(account.email)).statusCode).toBe(429);
      const client = newClientIp();
      for (let i = 0; i < 20; i++) {
        expect((await forgot(`someone${i}.${Date.now()}@example.com`, client)).statusCode).toBe(
          200,
        );
      }
      expect((await forgot(`someone-else.${Date.now()}@example.com`, client)).statusCode).toBe(429);
    });

    it('subscribes one address to the newsletter at most 3 times a day, and one client 20 an hour', async () => {
      const subscribe = (email: string, ip = newClientIp()) =>
        t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email },
          remoteAddress: ip,
        });
      const email = `reader.${Date.now()}@example.com`;
      for (let i = 0; i < 3; i++) expect((await subscribe(email)).statusCode).toBe(200);
      expect((await subscribe(email)).statusCode).toBe(429);
      const client = newClientIp();
      for (let i = 0; i < 20; i++) {
        expect((await subscribe(`r${i}.${Date.now()}@example.com`, client)).statusCode).toBe(200);
      }
      expect((await subscribe(`r-more.${Date.now()}@example.com`, client)).statusCode).toBe(429);
    });
  });

  describe('ordinary input that used to fail', () => {
    it.each([
      ['GET', '/api/cards/%00'],
      ['GET', '/api/c/%00'],
      ['GET', '/api/c/abc%00def'],
      ['POST', '/api/c/%00/open'],
      ['GET', '/media/abc?t=%00'],
    ])('refuses a NUL in %s %s with 400', async (method, url) => {
      const { token } = await signedInAccount(t.app);
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    });

    it.each([
      ['/api/newsletter', { email: 'a\u0000b@example.com' }, 'email'],
      ['/api/login', { email: 'x@example.com', password: 'pass\u0000word' }, 'password'],
      ['/api/register', { ...newAccount(), first_name: 'Am\u0007ara' }, 'first_name'],
    ])(
      'refuses a control character in the body of %s with 400 naming the field',
      async (url, payload, path) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: newClientIp(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toContainEqual({ path, message: expect.any(String) });
      },
    );

    it('signs up and in with the longest valid e-mail address', async () => {
      const local = 'a'.repeat(64);
      const email = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
      expect(email.length).toBe(254);
      const account = newAccount({ email });
      expect((await register(t.app, account)).statusCode).toBe(201);
      expect((await login(t.app, email, account.password)).statusCode).toBe(200);
      expect((await login(t.app, email, WRONG)).statusCode).toBe(401);
      expect((await forgot(email)).statusCode).toBe(200);
    });
  });

  describe('responses with secrets or personal data', () => {
    it('are never cached', async () => {
      const { token, account } = await signedInAccount(t.app);
      const answers = [
        await login(t.app, account.email, account.password),
        await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) }),
        await t.app.inject({ method: 'GET', url: '/api/cards', headers: bearer(token) }),
        await t.app.inject({ method: 'GET', url: '/api/c/unknown-token' }),
      ];
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });
  });
});
