import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.ts';
import { cardPayload, linkToken, postCard, verifiedAccount } from './support/cards.ts';
import { captureLogs } from './support/logs.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('the logs hold no secrets', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  const logs = captureLogs();
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp('sqlite', { logLevel: 'info' }, { smtp, logStream: logs.stream });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('redacts card links, media tokens, reset and verification tokens, and never logs Authorization', async () => {
    const { token: session, account } = await verifiedAccount(t.app, smtp);
    const verifyMail = smtp.mailsTo(account.email).find((mail) => /Verify/.test(mail.subject));
    const verifyToken =
      new URL(verifyMail?.links.find((link) => link.includes('token=')) ?? '').searchParams.get(
        'token',
      ) ?? '';

    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: account.email },
    });
    const resetMail = await smtp.waitFor(account.email, /Reset your/);
    const resetToken =
      new URL(resetMail.links.find((link) => link.includes('token=')) ?? '').searchParams.get(
        'token',
      ) ?? '';

    const payload = cardPayload();
    expect((await postCard(t.app, session, payload)).statusCode).toBe(201);
    const cardMail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    const cardToken = linkToken(cardMail.links.find((link) => link.includes('/c/')) ?? '');

    for (const url of [
      `/c/${cardToken}`,
      `/api/c/${cardToken}`,
      `/api/c/${cardToken}/open`,
      `/media/unknown?t=${cardToken}`,
      `/verify-email?token=${verifyToken}`,
      `/reset-password?token=${resetToken}`,
    ]) {
      await t.app.inject({ method: url.endsWith('/open') ? 'POST' : 'GET', url });
    }
    await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });
    await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: verifyToken },
    });

    const written = logs.text();
    expect(written).toContain('/api/c/[redacted]');
    expect(written).toContain('t=[redacted]');
    for (const secret of [cardToken, verifyToken, resetToken, session]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(written).not.toContain(secret);
    }
    expect(written.toLowerCase()).not.toContain('bearer');
  });
});

describe('the access log', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: logs.stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The access lines written while `act` runs, parsed. */
  async function accessLines(act: () => Promise<unknown>) {
    const before = logs.text().length;
    await act();
    return logs
      .text()
      .slice(before)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.req || line.res);
  }

  it('writes one line per answered request: method, path, status and time', async () => {
    const requestLines = await accessLines(async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `reader.${process.pid}@example.com` },
      });
      await t.app.inject({ method: 'GET', url: '/api/cards/nothing-here' });
    });
    expect(requestLines).toHaveLength(2);
    const [subscribed, missing] = requestLines;
    expect(subscribed).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/api/newsletter' },
      res: { statusCode: 200 },
    });
    expect(subscribed.responseTime).toBeTypeOf('number');
    // The line pino itself writes for a request: its level, time and bindings, the request's id.
    expect(subscribed).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: subscribed.req.id,
      hostname: expect.any(String),
    });
    expect(subscribed.time).toBeTypeOf('number');
    expect(Object.keys(subscribed)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(missing).toMatchObject({
      req: { method: 'GET', url: '/api/cards/nothing-here' },
      res: { statusCode: 401 },
    });
  });

  it("leaves out a health check's successful answers, not its failures (decision 0026)", async () => {
    expect(
      await accessLines(async () => {
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
      }),
    ).toEqual([]);
    // Anything else on that path is logged: another method, a query string, a failed check.
    const others = await accessLines(async () => {
      await t.app.inject({ method: 'POST', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/health?from=monitor' });
    });
    expect(others).toMatchObject([
      { req: { method: 'POST', url: '/api/health' }, res: { statusCode: 404 } },
      { req: { method: 'GET', url: '/api/health?from=monitor' }, res: { statusCode: 200 } },
    ]);
  });

  it('logs a failing health check', async () => {
    const failing = await accessLines(async () => {
      await t.db.close();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    });
    expect(failing).toMatchObject([{ req: { url: '/api/health' }, res: { statusCode: 503 } }]);
  });
});
