import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRepo } from '../src/modules/accounts/repo.ts';
import { grantRoleByEmail, revokeRoleByEmail } from '../src/modules/accounts/roles.ts';
import { connectDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { newId } from '../src/platform/lib/ids.ts';
import { bearer, login, newAccount, register, signedInAccount } from './support/accounts.ts';
import { seedSender } from './support/seed-cards.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const serverDir = join(import.meta.dirname, '..');

describe.each(TEST_DATABASES)('roles and identities on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user;

  it('a new account holds the role it signed up as', async () => {
    const gifter = await signedInAccount(t.app);
    expect(gifter.user).toMatchObject({ role: 'gifter', roles: ['gifter'] });
    const vendor = await signedInAccount(t.app, { role: 'vendor' });
    expect(vendor.user).toMatchObject({ role: 'vendor', roles: ['vendor'] });
  });

  it('grants admin to a verified account only, once; the spec role stays as it was', async () => {
    const repo = authRepo(t.db.kysely);
    const unknown = await grantRoleByEmail(repo, { email: 'nobody@example.com', role: 'admin' });
    expect(unknown).toEqual({ ok: false, reason: expect.stringContaining('No account uses') });

    const { account, token } = await signedInAccount(t.app);
    const unverified = await grantRoleByEmail(repo, { email: account.email, role: 'admin' });
    expect(unverified).toEqual({ ok: false, reason: expect.stringContaining('not verified') });

    await t.db.kysely
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('email', '=', account.email)
      .execute();
    const granted = await grantRoleByEmail(repo, {
      email: account.email.toUpperCase(),
      role: 'admin',
    });
    expect(granted).toMatchObject({ ok: true, changed: true, role: 'admin' });
    expect(await grantRoleByEmail(repo, { email: account.email, role: 'admin' })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(await me(token)).toMatchObject({ role: 'gifter', roles: ['admin', 'gifter'] });
    expect(await grantRoleByEmail(repo, { email: account.email, role: 'root' })).toEqual({
      ok: false,
      reason: 'Unknown role "root".',
    });

    expect(await revokeRoleByEmail(repo, { email: account.email, role: 'admin' })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await revokeRoleByEmail(repo, { email: account.email, role: 'gifter' })).toEqual({
      ok: false,
      reason: expect.stringContaining('holds only the gifter role'),
    });
    expect(await me(token)).toMatchObject({ roles: ['gifter'] });
  });

  it('a vendor who also sends cards is both; before onboarding either has no business profile', async () => {
    const { account, token } = await signedInAccount(t.app);
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/api/vendor/profile', headers: bearer(token) });
    // Any account may open a shop, so a gifter asks too, and has none yet.
    expect((await profile()).json()).toEqual({ success: true, profile: null, shop: null });
    const user = await authRepo(t.db.kysely).findUserByEmail(account.email);
    await authRepo(t.db.kysely).grantRole(user?.id ?? '', 'vendor', new Date().toISOString());
    expect(await me(token)).toMatchObject({ role: 'vendor', roles: ['gifter', 'vendor'] });
    expect((await profile()).json()).toEqual({ success: true, profile: null, shop: null });
  });

  it('keeps each business profile under its own id with its owner; saving again edits it', async () => {
    const { token, user } = await signedInAccount(t.app, { role: 'vendor' });
    const save = (fullName: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/vendor/profile',
        headers: bearer(token),
        payload: {
          fullName,
          businessType: 'Bakery',
          businessDescription: 'Celebration cakes delivered across Lagos the same day.',
          countryCity: 'Nigeria, Lagos',
          deliveryCountries: 'Nigeria',
        },
      });
    expect((await save('Bloom Cakes')).statusCode).toBe(200);
    expect((await save('Bloom Cakes and Flowers')).statusCode).toBe(200);
    const rows = await t.db.kysely
      .selectFrom('shops')
      .selectAll()
      .where('owner_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(user.id);
    expect(rows[0]?.business_name).toBe('Bloom Cakes and Flowers');
  });

  it('an identity is one provider account of one user; an account without a password cannot sign in with one', async () => {
    const sender = await seedSender(t.db.kysely);
    const identity = {
      user_id: sender.id,
      provider: 'google',
      subject: '110248495921238986420',
      email: sender.email,
      created_at: new Date().toISOString(),
    };
    await t.db.kysely
      .insertInto('identities')
      .values({ id: newId(), ...identity })
      .execute();
    await expect(
      t.db.kysely
        .insertInto('identities')
        .values({ id: newId(), ...identity })
        .execute(),
    ).rejects.toThrow();

    const noPassword = await login(t.app, sender.email, 'Sunflower-Lagos-2026');
    const wrongAddress = await login(t.app, 'no.such.person@example.com', 'Sunflower-Lagos-2026');
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json()).toEqual(wrongAddress.json());
  });

  it('registers the spec payload unchanged (no role field means gifter)', async () => {
    const account = newAccount();
    expect((await register(t.app, account)).statusCode).toBe(201);
    const user = await authRepo(t.db.kysely).findUserByEmail(account.email);
    expect(await authRepo(t.db.kysely).rolesOf(user?.id ?? '')).toEqual(['gifter']);
  });
});

describe('npm run admin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/admin-main.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('grants, lists and revokes admin on the server database; refuses what it cannot do', async () => {
    const db = connectDatabase({ kind: 'sqlite', file: join(dataDir, 'app.db') });
    await migrateToLatest(db.kysely);
    const { email } = await seedSender(db.kysely);
    await db.close();

    expect(admin('grant', email)).toMatchObject({
      status: 0,
      stdout: `${email} is now an admin.\n`,
    });
    expect(admin('list').stdout).toMatch(
      new RegExp(`^${email.replaceAll('.', '\\.')}\\t\\(since `),
    );
    expect(admin('revoke', email)).toMatchObject({
      status: 0,
      stdout: `${email} no longer holds the admin role.\n`,
    });

    const unknown = admin('grant', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');
    const usage = admin('promote', email);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- grant EMAIL');
  }, 60_000);
});
