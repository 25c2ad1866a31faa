import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and SQLite at data/app.db', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: expect.stringMatching(/data\/app\.db$/),
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('hashes passwords at the OWASP scrypt cost (N=2^17) whatever the environment says', () => {
    expect(loadConfig({}).passwordHashLogN).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashLogN).toBe(17);
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashLogN).toBe(17);
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/app',
    });
  });

  it('adds the demo catalogue to an empty database at start unless DEMO_SEED=off', () => {
    expect(loadConfig({}).demoSeed).toBe('auto');
    expect(loadConfig({ DEMO_SEED: 'off' }).demoSeed).toBe('off');
  });

  it("reads the Paystack secret key and base URL, which defaults to Paystack's API", () => {
    expect(loadConfig({}).paystack).toEqual({
      secretKey: undefined,
      baseUrl: 'https://api.paystack.co',
    });
    expect(
      loadConfig({
        PAYSTACK_SECRET_KEY: 'sk_test_0123abcd',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/',
      }).paystack,
    ).toEqual({ secretKey: 'sk_test_0123abcd', baseUrl: 'http://127.0.0.1:4010' });
  });

  it('wants an https Paystack base URL in production, as the key travels with every call', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYSTACK_BASE_URL: 'http://paystack.internal' }),
    ).toThrow(/PAYSTACK_BASE_URL: must be an https:\/\/ URL in production/);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYSTACK_BASE_URL: 'https://paystack.internal' })
        .paystack.baseUrl,
    ).toBe('https://paystack.internal');
  });

  it('names a refused Paystack key without repeating it', () => {
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'pk_live_0123abcd' })).toThrow(
      /PAYSTACK_SECRET_KEY:/,
    );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'pk_live_0123abcd' })).not.toThrow(/0123abcd/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/app'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['DEMO_SEED', 'yes'],
    ['PAYSTACK_SECRET_KEY', 'pk_test_0123abcd'],
    ['PAYSTACK_SECRET_KEY', 'sk_test_0123 abcd'],
    ['PAYSTACK_BASE_URL', 'api.paystack.co'],
    ['PAYSTACK_BASE_URL', 'ftp://api.paystack.co'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment[\\s\\S]*${name}:`),
    );
  });
});
