import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Longer X-Forwarded-For headers are refused: a real chain of proxies is a few addresses long. */
export const MAX_FORWARDED_FOR_LENGTH = 512;

/**
 * With TRUST_PROXY set, request.ip comes from X-Forwarded-For; a client may send a huge header
 * to make every request parse it, so its length is bounded before anything reads the address.
 */
export function boundForwardedFor(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-forwarded-for'];
    const length = Array.isArray(header) ? header.join(',').length : (header?.length ?? 0);
    if (length > MAX_FORWARDED_FOR_LENGTH) {
      throw new AppError('bad_request', 'The X-Forwarded-For header is too long.');
    }
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * True when the request came straight from this machine: the socket's peer is a loopback address
 * and no proxy forwarded it (a reverse proxy on the same machine would otherwise make every
 * visitor look local). Never decided from request.ip, which a client may influence.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.test(peer) && forwarded === undefined;
}
