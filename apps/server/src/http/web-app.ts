import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const API_PREFIXES = ['/api/', '/media/', '/dev/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * other GET outside the API answered with index.html so client routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes(`${webDist}/assets/`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  return true;
}

/** The app's page; a recipient's private card page (/c/<token>) is kept out of search engines. */
export function sendIndexHtml(reply: FastifyReply, url: string) {
  if (url.startsWith('/c/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
  return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
}
