import { randomUUID } from 'node:crypto';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Query parameters that carry secrets: reset and verification links, media's card token (t). */
const SECRET_QUERY_KEYS = /([?&](?:token|code|key|password|t)=)[^&#]*/gi;
/** A recipient's card link is the secret itself: /c/<token> and /api/c/<token>/… */
const CARD_LINK_PATH = /^(\/(?:api\/)?c\/)[^/?#]+/i;

/** Strips secrets (link tokens in the path or the query) from a logged URL. */
export function redactUrl(url: string): string {
  const path = url.replace(CARD_LINK_PATH, '$1[redacted]');
  // Without an "=" no query value can be there (most logged paths): the expression is not run.
  return path.includes('=') ? path.replace(SECRET_QUERY_KEYS, '$1[redacted]') : path;
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

/**
 * How long a line may wait to be written with the lines after it. Under load each write of the
 * default destination is a trip through libuv's thread pool (a wake-up of another thread, then of
 * this one), and one write per turn of the event loop cost a recipient's card about 10 µs of CPU
 * per request (bench/api, 25 November 2026): one write per 10 ms holds a hundred lines and more.
 */
export const LOG_FLUSH_MS = 10;
/** Lines held past this many characters are written at once, whatever the time. */
const LOG_FLUSH_CHARS = 64 * 1024;

let stdoutBatched: DestinationStream | undefined;

/**
 * The app's log destination when no stream is given: stdout as pino writes it by default (an
 * asynchronous SonicBoom, flushed synchronously when the process exits), but handed the lines of
 * 10 ms (LOG_FLUSH_MS) in one write, or sooner once they fill 64 KiB. On exit, uncaught
 * exceptions and SIGTERM's orderly stop included, what is pending is written synchronously; only a
 * kill -9 or a crash of Node itself loses the lines of the last 10 ms. One per process: every app
 * built in it shares it.
 */
export function stdoutLogDestination(): DestinationStream {
  if (stdoutBatched) return stdoutBatched;
  const stdout = pino.destination({ dest: process.stdout.fd ?? 1, sync: false });
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const lines = pending;
    pending = '';
    stdout.write(lines);
  };
  process.on('exit', () => {
    if (pending === '') return;
    flush();
    stdout.flushSync();
  });
  stdoutBatched = {
    write(line: string) {
      pending += line;
      if (pending.length >= LOG_FLUSH_CHARS) flush();
      else if (!timer) {
        timer = setTimeout(flush, LOG_FLUSH_MS);
        // A pending write does not keep the process alive: the exit handler writes it.
        timer.unref();
      }
    },
  };
  return stdoutBatched;
}

export function generateRequestId(): string {
  return randomUUID();
}

/**
 * pino's own state of a logger (`pino.symbols`, exposed for integrations): the bindings it writes
 * after `"time":…` in each line (pid, hostname, reqId), and the stream it writes to.
 */
const { chindingsSym, streamSym } = pino.symbols;
const INFO = pino.levels.values.info ?? 30;

/**
 * The access log: one line per request, written when it is answered, with the method, the path
 * (secrets redacted), the status and the time taken. Fastify's own controller writes two, one on
 * arrival (with the path) and one on answer (without it), so reading the log meant pairing them.
 *
 * The line of an answered request is the one pino writes for
 * `reply.log.info({ req, res, responseTime }, 'request completed')` with the serializers above,
 * put together here: pino's general path (serializers, then each value stringified) cost about
 * 4 µs per line in isolation, several per cent of the health check (bench/api). Errors still go
 * through pino.
 *
 * `quietWhenOk` lists paths whose successful (2xx) answers are not logged: the health check,
 * which load balancers poll every few seconds from every node (decision 0026). Any other status,
 * an error, and the same path with a query string are logged as usual.
 */
class AccessLog extends LogController {
  readonly #quietWhenOk: ReadonlySet<string>;

  constructor(quietWhenOk: readonly string[]) {
    super();
    this.#quietWhenOk = new Set(quietWhenOk);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error) {
      const isOk = reply.statusCode >= 200 && reply.statusCode < 300;
      if (isOk && this.#quietWhenOk.has(request.url)) return;
      // Nothing at a level above info (pino would write nothing either; this line skips pino).
      if ((pino.levels.values[reply.log.level] ?? Number.POSITIVE_INFINITY) > INFO) return;
    }
    const state = reply.log as unknown as Record<symbol, unknown>;
    const bindings = state[chindingsSym];
    const stream = state[streamSym] as Partial<DestinationStream> | undefined;
    if (error || typeof bindings !== 'string' || typeof stream?.write !== 'function') {
      const line = { req: request, res: reply, responseTime: reply.elapsedTime };
      if (error) reply.log.error({ ...line, err: error }, 'request errored');
      else reply.log.info(line, 'request completed');
      return;
    }
    stream.write(
      `{"level":${INFO},"time":${Date.now()}${bindings},"req":{"id":${JSON.stringify(request.id)},"method":${JSON.stringify(request.method)},"url":${JSON.stringify(redactUrl(request.url))}},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}

export const accessLog = (options: { quietWhenOk?: readonly string[] } = {}) =>
  new AccessLog(options.quietWhenOk ?? []);
