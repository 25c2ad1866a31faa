import { AUTH_MESSAGES } from '@greetly/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthRepo } from './repo.ts';
import { type Authenticated, authenticate } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** A preHandler that lets only signed-in requests through (401 otherwise) and sets request.auth. */
export function requireAuth(repo: AuthRepo) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const auth = token ? await authenticate({ repo }, token) : undefined;
    if (!auth) throw new AppError('unauthorized', AUTH_MESSAGES.signInRequired);
    request.auth = auth;
  };
}

/** The signed-in request's account; only valid after requireAuth ran. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('unauthorized', AUTH_MESSAGES.signInRequired);
  return request.auth;
}
