import { AUTH_MESSAGES } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, newAccount, register, signedInAccount } from './support/accounts.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe.each(TEST_DATABASES)('e-mail verification and password reset on %s', (kind) => {
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

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function verificationLink(email: string): Promise<string> {
    const mail = await smtp.waitFor(email, /Verify your email/);
    const link = mail.links.find((each) => each.includes('/verify-email?token='));
    if (!link) throw new Error('no verification link');
    return link;
  }

  describe('verification', () => {
    it('verifies once; the same link then says it was used', async () => {
      const { account, token } = await signedInAccount(t.app);
      const link = await verificationLink(account.email);
      const first = await post('/api/verify-email', { token: tokenOf(link) });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, message: AUTH_MESSAGES.verified });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(me.json().user.email_verified).toBe(true);

      const again = await post('/api/verify-email', { token: tokenOf(link) });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'token_used', message: AUTH_MESSAGES.tokenUsed });
    });

    it('refuses an expired link and an unknown one', async () => {
      const account = newAccount();
      await register(t.app, account);
      const link = await verificationLink(account.email);
      await t.db.kysely
        .updateTable('email_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('purpose', '=', 'verify_email')
        .execute();
      const expired = await post('/api/verify-email', { token: tokenOf(link) });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        code: 'token_expired',
        message: AUTH_MESSAGES.tokenExpired,
      });
      const unknown = await post('/api/verify-email', { token: 'not-a-token' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'token_invalid',
        message: AUTH_MESSAGES.tokenInvalid,
      });
    });

    it('makes a verification link that expires after 24 hours', async () => {
      const account = newAccount();
      await register(t.app, account);
      // The link is made when the queued mail is sent.
      await verificationLink(account.email);
      const user = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      const row = await t.db.kysely
        .selectFrom('email_tokens')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
      expect(lifetime).toBe(24 * 3_600_000);
    });

    it('resends a new link to a signed-in account', async () => {
      const { account, token } = await signedInAccount(t.app);
      await verificationLink(account.email);
      const response = await post('/api/verify-email/resend', {}, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(AUTH_MESSAGES.verificationSent);
      await expect.poll(() => smtp.mailsTo(account.email).length).toBe(2);
      const guest = await post('/api/verify-email/resend', {});
      expect(guest.statusCode).toBe(401);
    });

    it('sends at most 5 verification e-mails per 30 minutes per address', async () => {
      const { account, token } = await signedInAccount(t.app);
      // Sign-up sent the first; four more are allowed, the sixth is refused.
      for (let i = 0; i < 4; i++) {
        expect((await post('/api/verify-email/resend', {}, bearer(token))).statusCode).toBe(200);
      }
      const refused = await post('/api/verify-email/resend', {}, bearer(token));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many verification emails requested\. Try again in \d+ (minutes?|seconds?)\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await expect.poll(() => smtp.mailsTo(account.email).length).toBe(5);
    });
  });

  describe('password reset', () => {
    it('answers the same for a known and an unknown address, mailing only the known one', async () => {
      const account = newAccount();
      await register(t.app, account);
      const unknownAddress = `nobody.${Date.now()}@example.com`;
      const known = await post('/api/password/forgot', { email: account.email });
      const unknown = await post('/api/password/forgot', { email: unknownAddress });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toBe(AUTH_MESSAGES.forgotSent);
      await smtp.waitFor(account.email, /Reset your/);
      expect(smtp.mailsTo(unknownAddress)).toHaveLength(0);
    });

    it('resets once, revokes every session, and the old password stops working', async () => {
      const { account, token } = await signedInAccount(t.app);
      await post('/api/password/forgot', { email: account.email });
      const mail = await smtp.waitFor(account.email, /Reset your/);
      const link = mail.links.find((each) => each.includes('/reset-password?token='));
      expect(link).toMatch(/^http:\/\/cards\.test\/reset-password\?token=[\w-]{43}$/);

      const reset = await post('/api/password/reset', {
        token: tokenOf(link ?? ''),
        password: 'Jacaranda-Morning-88',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe(AUTH_MESSAGES.resetDone);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
      expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
      expect((await login(t.app, account.email, 'Jacaranda-Morning-88')).statusCode).toBe(200);

      const reused = await post('/api/password/reset', {
        token: tokenOf(link ?? ''),
        password: 'Another-Fine-Pass-9',
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('token_used');
    });

    it('refuses an expired reset link (valid 1 hour) and a weak new password', async () => {
      const account = newAccount();
      await register(t.app, account);
      await post('/api/password/forgot', { email: account.email });
      const mail = await smtp.waitFor(account.email, /Reset your/);
      const token = tokenOf(mail.links.find((each) => each.includes('/reset-password')) ?? '');

      const weak = await post('/api/password/reset', { token, password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().issues).toContainEqual({
        path: 'password',
        message: AUTH_MESSAGES.passwordRule,
      });
      const common = await post('/api/password/reset', { token, password: 'iloveyou123' });
      expect(common.json().code).toBe('weak_password');

      const row = await t.db.kysely
        .selectFrom('email_tokens')
        .selectAll()
        .where('purpose', '=', 'reset_password')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
      await t.db.kysely
        .updateTable('email_tokens')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('id', '=', row.id)
        .execute();
      const expired = await post('/api/password/reset', {
        token,
        password: 'Jacaranda-Morning-88',
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('token_expired');
    });

    it('a verification token cannot reset a password', async () => {
      const account = newAccount();
      await register(t.app, account);
      const link = await verificationLink(account.email);
      const response = await post('/api/password/reset', {
        token: tokenOf(link),
        password: 'Jacaranda-Morning-88',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('token_invalid');
    });
  });
});
