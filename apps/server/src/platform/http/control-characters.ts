import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Control characters other than tab and line breaks: no field has a use for them, and NUL in
 * particular makes PostgreSQL refuse the whole statement (a 500 for an ordinary bad request).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTER_MESSAGE = 'This contains characters that are not allowed.';

/** Paths (as the error's `issues` name them) of strings in `value` holding a control character. */
function controlCharacterPaths(value: unknown, path: string[], found: string[]): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      controlCharacterPaths(item, [...path, String(index)], found);
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) found.push([...path, key].join('.'));
      controlCharacterPaths(item, [...path, key], found);
    }
  }
}

/** Whether `value` holds a control character in any string or key (the same walk, no paths). */
function hasControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some(hasControlCharacter);
  const record = value as Record<string, unknown>;
  return Object.keys(record).some((key) => CONTROL.test(key) || hasControlCharacter(record[key]));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's query schema turns control characters into spaces itself (a search box: any
     * text typed or pasted answers), so the query is not refused for them.
     */
    queryCleansControlCharacters?: boolean;
  }
}

/** A route's options when its query schema cleans control characters itself (see above). */
export const QUERY_CLEANS_CONTROL_CHARACTERS = {
  config: { queryCleansControlCharacters: true },
} as const;

/**
 * Refuses, before any route's own validation, a request whose path parameters, query or JSON
 * body hold a control character: 400 with the fields named, never a 500 from the database.
 * A synchronous hook that looks first and lists the fields only when it found one: it runs on
 * every request.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // A JSON body (multipart uploads are read by their route and have no parsed body here).
    const body = request.body && typeof request.body === 'object' ? request.body : undefined;
    const query = request.routeOptions.config.queryCleansControlCharacters
      ? undefined
      : request.query;
    if (
      !hasControlCharacter(request.params) &&
      !hasControlCharacter(query) &&
      !hasControlCharacter(body)
    ) {
      done();
      return;
    }
    const found: string[] = [];
    controlCharacterPaths(request.params, [], found);
    controlCharacterPaths(query, [], found);
    controlCharacterPaths(body, [], found);
    done(
      new AppError(
        'validation_failed',
        CONTROL_CHARACTER_MESSAGE,
        found.map((path) => ({ path, message: CONTROL_CHARACTER_MESSAGE })),
      ),
    );
  });
}
