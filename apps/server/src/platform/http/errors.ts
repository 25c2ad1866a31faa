import { type ApiError, ERROR_STATUS, type ErrorCode } from '@greetly/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseOutageReason,
} from '../db/outage.ts';

/**
 * An error a service throws on purpose: it reaches the client as-is with its code, and the
 * code's one status (ERROR_STATUS). Codes come from the closed set in domain (ERROR_CODES): add
 * one there, with its status, before throwing it.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiError['issues'],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found.') => new AppError('not_found', message);

function issuesOf(error: ZodError): NonNullable<ApiError['issues']> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function validationBody(issues: NonNullable<ApiError['issues']>): ApiError {
  return {
    success: false,
    code: 'validation_failed',
    message: issues[0]?.message ?? 'The request is not valid.',
    issues,
  };
}

/**
 * Fastify's own client errors (malformed JSON, body too large, wrong content type, multipart
 * limits) carry FST_* codes of their own; clients get one of a few codes of the closed set
 * instead, with Fastify's status.
 */
function clientErrorCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 406:
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

/** An AppError as the client gets it: its code's status, its headers, the error body. */
function sendAppError(reply: FastifyReply, error: AppError) {
  const body: ApiError = { success: false, code: error.code, message: error.message };
  if (error.issues) body.issues = error.issues;
  return reply.status(error.statusCode).headers(error.headers).send(body);
}

/**
 * Requests refused for one outage are logged once: the first refusal after this long without one
 * starts a new outage. (An outage refuses every request; a line each buried the logs.)
 */
const OUTAGE_QUIET_MS = 30_000;

/** One handler turns every thrown error into `{success:false, code, message, issues?}`; no stack leaves. */
export function registerErrorHandling(app: FastifyInstance): void {
  let lastRefusalAt = Number.NEGATIVE_INFINITY;
  /** A driver's error of an unavailable database, as the 503 it answers; logged once per outage. */
  function asOutage(error: Error, request: FastifyRequest): AppError | undefined {
    const reason = databaseOutageReason(error);
    if (!reason) return undefined;
    const at = Date.now();
    if (at - lastRefusalAt > OUTAGE_QUIET_MS) {
      request.log.error(
        { reason },
        'the database is unavailable: requests that need it answer 503 (logged once per outage)',
      );
    }
    lastRefusalAt = at;
    return new AppError('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    const outage = asOutage(error, request);
    if (outage) return sendAppError(reply, outage);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(validationBody(issues));
    }
    if (error instanceof ZodError) return reply.status(400).send(validationBody(issuesOf(error)));

    const statusCode = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        success: false,
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      } satisfies ApiError);
    }
    return reply.status(statusCode).send({
      success: false,
      code: clientErrorCode(statusCode),
      message: error.message,
    } satisfies ApiError);
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    code: 'not_found',
    message: `No API route matches ${request.method} ${request.url.split('?')[0]}.`,
  } satisfies ApiError);
}
