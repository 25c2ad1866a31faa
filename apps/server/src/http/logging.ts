import { randomUUID } from 'node:crypto';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream } from 'pino';

/** Query parameters that carry secrets: reset and verification links, media's card token (t). */
const SECRET_QUERY_KEYS = /([?&](?:token|code|key|password|t)=)[^&#]*/gi;
/** A recipient's card link is the secret itself: /c/<token> and /api/c/<token>/… */
const CARD_LINK_PATH = /^(\/(?:api\/)?c\/)[^/?#]+/i;

/** Strips secrets (link tokens in the path or the query) from a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(CARD_LINK_PATH, '$1[redacted]').replace(SECRET_QUERY_KEYS, '$1[redacted]');
}

/**
 * pino request logs: method, path and status with a request id; never bodies, headers (so no
 * Authorization) or tokens. `stream` lets a test read what would be written.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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

/**
 * The access log: one line per request, written when it is answered, with the method, the path
 * (secrets redacted), the status and the time taken. Fastify's own controller writes two, one on
 * arrival (with the path) and one on answer (without it), so reading the log meant pairing them.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export const accessLog = () => new AccessLog();
