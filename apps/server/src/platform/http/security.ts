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

/**
 * The security headers of an API answer (JSON; media files are served outside /api/): a
 * document's headers do nothing for data a page fetches, so an answer carries what still matters
 * if it is opened on its own
 * (the OWASP REST set): nothing may run or load in it, nor frame it, nor sniff its type. Half as
 * many bytes and header checks on the app's busiest answers (bench/api).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': SECURITY_HEADERS['Cross-Origin-Resource-Policy'] as string,
  'Strict-Transport-Security': SECURITY_HEADERS['Strict-Transport-Security'] as string,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
});

/** The header sets as Fastify stores them (lower-case names), for the hook below. */
const entriesOf = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value] as const);
const PAGE_HEADER_ENTRIES = entriesOf(SECURITY_HEADERS);
const API_HEADER_ENTRIES = entriesOf(API_SECURITY_HEADERS);

/**
 * Sets the headers every answer carries, in one synchronous hook that runs first: the security
 * set (a page's, or an API answer's), the request id, and `Cache-Control: no-store` on API
 * answers (they carry tokens and personal data: no browser or proxy may keep them), which a route
 * that may be cached replaces with its own. Set before the route runs, they are on its errors too.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith('/api/');
    // The API reference is a page under /api/: it gets a page's headers.
    const isPage = !isApi || request.url.startsWith('/api/docs');
    for (const [name, value] of isPage ? PAGE_HEADER_ENTRIES : API_HEADER_ENTRIES) {
      reply.header(name, value);
    }
    reply.header('x-request-id', request.id);
    if (isApi) reply.header('cache-control', 'no-store');
    done();
  });
}
