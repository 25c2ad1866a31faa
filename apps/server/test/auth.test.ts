import { AUTH_MESSAGES } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, newAccount, register, signedInAccount } from './support/accounts.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('accounts on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('register', () => {
    it("takes the original client's exact call to /api/register.php", async () => {
      const account = newAccount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register.php',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          first_name: account.first_name,
          last_name: account.last_name,
          email: account.email,
          password: account.password,
          phone: account.phone,
        }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.signupSuccess });
    });

    it('creates a gifter and sends a verification e-mail with a link', async () => {
      const account = newAccount({ email: `Mixed.Case.${Date.now()}@Example.com` });
      expect((await register(t.app, account)).statusCode).toBe(201);
      const mail = await smtp.waitFor(account.email.toLowerCase(), /Verify your email/);
      expect(
        mail.links.some((link) =>
          /^http:\/\/cards\.test\/verify-email\?token=[\w-]{43}$/.test(link),
        ),
      ).toBe(true);
      expect(mail.parsed.html).toContain('Verify my email');
      const me = await login(t.app, account.email, account.password);
      expect(me.json().user).toMatchObject({
        role: 'gifter',
        email_verified: false,
        email: account.email.toLowerCase(),
      });
    });

    it('answers a taken address like a new one, creates nothing, and tells its owner by e-mail', async () => {
      const account = newAccount();
      await register(t.app, account);
      await smtp.waitFor(account.email, /Verify your email/);
      const again = await register(t.app, {
        ...account,
        email: account.email.toUpperCase(),
        first_name: 'Intruder',
        password: 'Another-Long-Passphrase-42',
      });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ success: true, message: AUTH_MESSAGES.signupSuccess });
      const notice = await smtp.waitFor(account.email, /already have a Greetly account/);
      expect(notice.text).toContain('Amara');
      expect(notice.links.some((link) => link.endsWith('/signin'))).toBe(true);
      const users = await t.db.kysely
        .selectFrom('users')
        .select(['first_name'])
        .where('email', '=', account.email)
        .execute();
      expect(users).toEqual([{ first_name: 'Amara' }]);
      expect((await login(t.app, account.email, 'Another-Long-Passphrase-42')).statusCode).toBe(
        401,
      );
      expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
    });

    it.each([
      [{ first_name: '' }, 'first_name', 'First name is required'],
      [{ first_name: 'A' }, 'first_name', 'Name must be at least 2 characters'],
      [{ last_name: '' }, 'last_name', 'Last name is required'],
      [{ last_name: 'B' }, 'last_name', 'Name must be at least 2 characters'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'amara@' }, 'email', 'Please enter a valid email address'],
      [{ phone: '' }, 'phone', 'Phone Number is required'],
      [{ phone: '1' }, 'phone', 'Number must be at least 2 characters'],
      [{ password: 'short' }, 'password', AUTH_MESSAGES.passwordRule],
      [{ password: 'x'.repeat(129) }, 'password', AUTH_MESSAGES.passwordTooLong],
    ])('refuses %j with its field message', async (override, path, message) => {
      const response = await register(t.app, newAccount(override));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_failed', message });
      expect(response.json().issues).toContainEqual({ path, message });
    });

    it('lists every field issue of an empty payload', async () => {
      const response = await register(t.app, {});
      expect(response.statusCode).toBe(400);
      const paths = response.json().issues.map((issue: { path: string }) => issue.path);
      expect(paths).toEqual(
        expect.arrayContaining(['first_name', 'last_name', 'email', 'password', 'phone']),
      );
    });

    it.each([
      ['password123', AUTH_MESSAGES.weakPassword],
      ['        ', AUTH_MESSAGES.weakPassword],
      ['aaaaaaaa', AUTH_MESSAGES.weakPassword],
      ['Password1!', AUTH_MESSAGES.weakPassword],
      ['qwertyuiop', AUTH_MESSAGES.weakPassword],
    ])('refuses the easily guessed password %j', async (password, message) => {
      const response = await register(t.app, newAccount({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'weak_password', message });
      expect(response.json().issues).toEqual([{ path: 'password', message }]);
    });

    it("refuses the account's own e-mail address or name as its password", async () => {
      const account = newAccount();
      for (const password of [account.email, `${account.first_name}${account.last_name}1`]) {
        const response = await register(t.app, { ...account, password });
        expect(response.statusCode, password).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'weak_password',
          message: AUTH_MESSAGES.personalPassword,
        });
      }
    });

    it('keeps the spec rule and its message for a short password', async () => {
      const response = await register(t.app, newAccount({ password: 'Ab1!' }));
      expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.passwordRule });
    });
  });

  describe('login', () => {
    it('answers the spec shape with the user', async () => {
      const account = newAccount();
      await register(t.app, account);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login.php',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        token: expect.stringMatching(/^[\w-]{43}$/),
        message: expect.any(String),
        user: {
          id: expect.any(String),
          first_name: 'Amara',
          last_name: 'Okafor',
          email: account.email,
          phone: account.phone,
          role: 'gifter',
          roles: ['gifter'],
          email_verified: false,
        },
      });
    });

    it('gives the same 401 for an unknown address and a wrong password', async () => {
      const account = newAccount();
      await register(t.app, account);
      const wrongPassword = await login(t.app, account.email, 'Not-The-Password-1');
      const unknown = await login(t.app, `nobody.${Date.now()}@example.com`, account.password);
      for (const response of [wrongPassword, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          code: 'invalid_credentials',
          message: 'Invalid email or password.',
        });
      }
    });

    it('stores only a hash of the session token and of the password', async () => {
      const { token, account } = await signedInAccount(t.app);
      const sessions = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
      expect(sessions.some((row) => row.token_hash === token)).toBe(false);
      const user = await t.db.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      // The test config's cost (12); production's 17 is asserted in config.test.ts.
      expect(user.password_hash).toMatch(
        new RegExp(`^scrypt\\$${t.config.passwordHashLogN}\\$8\\$1\\$`),
      );
      expect(user.password_hash).not.toContain(account.password);
    });
  });

  describe('sessions', () => {
    it('/api/me answers the signed-in user and 401 without a token', async () => {
      const { token, account } = await signedInAccount(t.app);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(account.email);
      const guest = await t.app.inject({ method: 'GET', url: '/api/me' });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({
        code: 'unauthorized',
        message: AUTH_MESSAGES.signInRequired,
      });
      const nonsense = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer('nonsense'),
      });
      expect(nonsense.statusCode).toBe(401);
    });

    it('logout revokes the token on the server', async () => {
      const { token } = await signedInAccount(t.app);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    });

    it('logout-all revokes every session of the account', async () => {
      const { token, account } = await signedInAccount(t.app);
      const second = (await login(t.app, account.email, account.password)).json().token;
      await t.app.inject({ method: 'POST', url: '/api/logout-all', headers: bearer(second) });
      for (const each of [token, second]) {
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(each) })).statusCode,
        ).toBe(401);
      }
    });

    it('an expired session is refused', async () => {
      const { token } = await signedInAccount(t.app);
      await t.db.kysely
        .updateTable('sessions')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .execute();
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
    });
  });

  describe('change password', () => {
    it('needs the current password', async () => {
      const { token } = await signedInAccount(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: bearer(token),
        payload: { current_password: 'Wrong-Password-9', new_password: 'Hibiscus-Evening-77' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'wrong_password',
        message: AUTH_MESSAGES.wrongCurrentPassword,
      });
    });

    it('changes it, keeps this session and revokes the others', async () => {
      const { token, account } = await signedInAccount(t.app);
      const other = (await login(t.app, account.email, account.password)).json().token;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: bearer(token),
        payload: { current_password: account.password, new_password: 'Hibiscus-Evening-77' },
      });
      expect(response.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode,
      ).toBe(401);
      expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
      expect((await login(t.app, account.email, 'Hibiscus-Evening-77')).statusCode).toBe(200);
    });
  });
});
