import { MUSIC_EMBED_ORIGINS } from '@greetly/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts may only come from our own origin (no inline scripts); inline style attributes are
 * allowed because React sets element styles; the music players' embeds may be framed.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src 'self' ${MUSIC_EMBED_ORIGINS.join(' ')}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The security headers of every response, the same set helmet sent with our options, written
 * once here: helmet's chain of one middleware per header cost about two thirds of the health
 * check's throughput (bench/api).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The recipient's browser must be able to load card media from a mail client's link.
  'Cross-Origin-Resource-Policy': 'same-site',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

/** The security headers as Fastify stores them (lower-case names), for the hook below. */
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS).map(
  ([name, value]) => [name.toLowerCase(), value] as const,
);

/**
 * Sets the headers every answer carries, in one synchronous hook that runs first: the security
 * set, the request id, and `Cache-Control: no-store` on API answers (they carry tokens and
 * personal data: no browser or proxy may keep them), which a route that may be cached replaces
 * with its own. Set before the route runs, they are on its errors too.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of SECURITY_HEADER_ENTRIES) reply.header(name, value);
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
