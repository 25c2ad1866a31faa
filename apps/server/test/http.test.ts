import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const PRECOMPRESSED_SCRIPT = `console.log(${JSON.stringify('y'.repeat(8000))});`;

describe.each(TEST_DATABASES)('HTTP basics on %s', (kind) => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'greetly-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Greetly</title></head><body><div id="root"></div></body></html>',
    );
    // A page the web build rendered to HTML (apps/web/scripts/prerender.mjs).
    mkdirSync(join(webDist, 'prerendered'));
    writeFileSync(
      join(webDist, 'prerendered', 'pricing.html'),
      '<!doctype html><title>Pricing</title><div id="root" data-prerendered><h1>Pricing</h1></div>',
    );
    writeFileSync(
      join(webDist, 'prerendered', 'preloads.json'),
      JSON.stringify({ '/c/:token': ['/assets/card-page-abc.js', '/assets/card-viewer-def.js'] }),
    );
    mkdirSync(join(webDist, 'templates'));
    writeFileSync(
      join(webDist, 'templates', '3.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"><rect width="600" height="800" fill="#c8334a"/></svg>',
    );
    writeFileSync(
      join(webDist, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    // As the web build writes them: a brotli and a gzip copy beside the script.
    writeFileSync(join(webDist, 'assets', 'pre-xyz789.js'), PRECOMPRESSED_SCRIPT);
    writeFileSync(
      join(webDist, 'assets', 'pre-xyz789.js.br'),
      brotliCompressSync(PRECOMPRESSED_SCRIPT),
    );
    writeFileSync(join(webDist, 'assets', 'pre-xyz789.js.gz'), gzipSync(PRECOMPRESSED_SCRIPT));
    writeFileSync(join(webDist, 'assets', 'kept-def456.js'), PRECOMPRESSED_SCRIPT);
    writeFileSync(
      join(webDist, 'assets', 'kept-def456.js.br'),
      brotliCompressSync(PRECOMPRESSED_SCRIPT),
    );
    writeFileSync(join(webDist, 'assets', 'chime-aa11.wav'), Buffer.alloc(4000, 1));
    t = await createTestApp(kind, { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers health after a real query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers an unknown API route with the JSON 404 shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      success: false,
      code: 'not_found',
      message: 'No API route matches GET /api/does-not-exist.',
    });
  });

  it('answers a POST to an unknown page path with JSON 404, not the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each(['/', '/about', '/create-card', '/verify-email?token=abc', '/no/such/page', '/assets/'])(
    'serves the web app for the page route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toMatch(/<div id="root"( data-dev-pages)?><\/div>/);
    },
  );

  it('sends a page the build rendered for its bare address, the plain app page otherwise', async () => {
    const pricing = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.statusCode).toBe(200);
    expect(pricing.headers['content-type']).toMatch(/text\/html/);
    expect(pricing.headers['cache-control']).toBe('no-cache');
    expect(pricing.body).toContain('<h1>Pricing</h1>');
    expect(pricing.body).toMatch(/<div id="root"( data-dev-pages)? data-prerendered>/);
    // With a query the page may differ from the one rendered: the app renders it.
    const withQuery = await t.app.inject({ method: 'GET', url: '/pricing?plan=gold' });
    expect(withQuery.body).not.toContain('<h1>Pricing</h1>');
    expect(withQuery.body).toMatch(/<div id="root"( data-dev-pages)?><\/div>/);
  });

  it('sends a prerendered page compressed once, in the encoding the request accepts', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/pricing',
          headers: { 'accept-encoding': accept },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode(response.rawPayload).toString()).toContain('<h1>Pricing</h1>');
      }
    }
    const plain = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Pricing</h1>');
  });

  it('names the recipient page’s scripts and the card itself in its page, for the browser to fetch at once', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv_-0123456789';
    const response = await t.app.inject({ method: 'GET', url: `/c/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/card-page-abc.js">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/card-viewer-def.js">',
    );
    expect(response.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/c/${token}">`,
    );
    // Only a token's characters go into the page; anything else gets the plain page.
    for (const url of [
      '/c/short',
      '/c/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/c/${token}/x`,
    ]) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('rel="preload"');
      expect(other.body).not.toContain('<script>');
    }
  });

  it('marks the page for development pages outside production only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/card-preview-demo' });
    expect(response.body).toContain('<div id="root" data-dev-pages>');
    const production = await createTestApp(kind, { webDist, hasDevPages: false }, { jobs: 'none' });
    try {
      const page = await production.app.inject({ method: 'GET', url: '/card-preview-demo' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('data-dev-pages');
    } finally {
      await production.close();
    }
  });

  it('serves a template picture as a PNG that any site (a webmail) may show', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/templates/3.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ method: 'GET', url: '/templates/999.png' })).statusCode).toBe(404);
  });

  it("keeps a recipient's card page out of search engines", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/some-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves hashed assets with a long cache, compressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it("sends the build's own brotli and gzip copies as they are, and the plain file otherwise", async () => {
    const url = '/assets/pre-xyz789.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes of the file on disk: not compressed again on the way out.
    expect(br.rawPayload.equals(brotliCompressSync(PRECOMPRESSED_SCRIPT))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRECOMPRESSED_SCRIPT);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PRECOMPRESSED_SCRIPT);

    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_SCRIPT);
  });

  it('keeps a script in memory after its first request, and answers HEAD with its headers', async () => {
    const url = '/assets/kept-def456.js';
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    // Gone from the disk (a deploy replacing the build): the page that already runs still gets it.
    rmSync(join(webDist, 'assets', 'kept-def456.js'));
    rmSync(join(webDist, 'assets', 'kept-def456.js.br'));
    const again = await t.app.inject({ method: 'GET', url, headers });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.body).toBe(PRECOMPRESSED_SCRIPT);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const head = await t.app.inject({ method: 'HEAD', url, headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
  });

  it('answers a missing asset with the app page, and sends audio by ranges', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nothing-000.js' });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toMatch(/text\/html/);

    const part = await t.app.inject({
      method: 'GET',
      url: '/assets/chime-aa11.wav',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sets a page's security headers on pages, the API reference included", async () => {
    for (const url of ['/', '/about', '/api/docs', '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("sets an API answer's security headers on API answers and their errors", async () => {
    for (const url of ['/api/health', '/api/nope', '/api/c/no-such-card']) {
      const response = await t.app.inject({ method: 'GET', url });
      // Opened on its own in a browser, nothing may load or run in it, nor frame it.
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // A document's headers are left off data.
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe.each(TEST_DATABASES)('when the database is gone, on %s', (kind) => {
  it('reports 503 in the error shape without a stack', async () => {
    const t = await createTestApp(kind);
    await t.db.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'database_unavailable',
      message: 'The database is not answering.',
    });
    await t.app.close();
  });
});
