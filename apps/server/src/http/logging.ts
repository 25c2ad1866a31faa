import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY_KEYS = /([?&](?:token|code|key|password)=)[^&#]*/gi;

/** Strips secrets (reset and verification tokens) from a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_KEYS, '$1[redacted]');
}

/** pino request logs: method, path and status with a request id; never bodies, headers or tokens. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export function generateRequestId(): string {
  return randomUUID();
}
