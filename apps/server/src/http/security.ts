import helmet from '@fastify/helmet';
import { MUSIC_EMBED_ORIGINS } from '@greetly/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. Scripts may only come from our own origin (no inline
 * scripts); inline style attributes are allowed because React sets element styles.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...MUSIC_EMBED_ORIGINS],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The recipient's browser must be able to load card media from a mail client's link.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
