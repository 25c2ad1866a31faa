import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The headers of every file under /assets/: its name carries its content's hash. */
export const ASSET_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  // The same address answers brotli, gzip or plain by the request's Accept-Encoding.
  Vary: 'Accept-Encoding',
} as const;

/** What the build writes under assets/ and is sent whole; anything else (audio) goes to the file server. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
/** A build file's name: hashed by Vite, no folders. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The build's own compressed copies (apps/web/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
/** Memory held at most; past it, files are read for each request. */
const KEPT_BYTES = 48 * 1024 * 1024;

export type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * Which of `offered` (best first) a request's Accept-Encoding takes, or null for none; `*` is read
 * as gzip.
 */
export function chooseEncoding(
  accepted: string | undefined,
  offered: readonly Encoding[],
): Encoding | null {
  if (!accepted || offered.length === 0) return null;
  return negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), [...offered]) as Encoding | null;
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** One build file with its compressed copies, read once. */
interface Asset {
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

/**
 * The build's hashed files (/assets/…), held in memory from their first request and sent in one
 * write, in the encoding the build compressed them in. Streamed from disk, a script went out in
 * several turns of the event loop, each behind every other request waiting: during a storm of
 * sign-ins the main script took 315 ms (p99) to arrive (`bench/login-storm`). The files never
 * change while the server runs (a new build has new names), so nothing has to be invalidated.
 * Names that are not a build file's, and audio (which browsers fetch by ranges), go to
 * `@fastify/static` as before; a missing file gets the app's page like any unknown address.
 */
export function registerAssets(app: FastifyInstance, webDist: string): void {
  const folder = join(webDist, 'assets');
  const kept = new Map<string, Promise<Asset | undefined>>();
  let keptBytes = 0;

  async function load(name: string): Promise<Asset | undefined> {
    const plain = await readIfThere(join(folder, name));
    if (!plain) return undefined;
    const encoded: Asset['encoded'] = {};
    for (const { name: encoding, suffix } of ENCODINGS) {
      const copy = await readIfThere(join(folder, name + suffix));
      if (copy) encoded[encoding] = copy;
    }
    const bytes = plain.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
    return { plain, encoded, bytes };
  }

  /** The file, from memory when it was asked for before; a file that is not there is not kept. */
  async function find(name: string): Promise<Asset | undefined> {
    const known = kept.get(name);
    if (known) return known;
    const loading = load(name);
    if (keptBytes >= KEPT_BYTES) return loading;
    kept.set(name, loading);
    const asset = await loading.catch(() => undefined);
    if (asset) keptBytes += asset.bytes;
    else kept.delete(name);
    return asset ?? loading;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, name: string) {
    const type = TYPES[extname(name)];
    if (!FILE_NAME.test(name) || !type) return reply.sendFile(`assets/${name}`);
    const asset = await find(name);
    if (!asset) return reply.callNotFound();
    const offered = ENCODINGS.filter(({ name }) => asset.encoded[name]).map(({ name }) => name);
    const encoding = chooseEncoding(request.headers['accept-encoding'], offered);
    reply.headers(ASSET_HEADERS).type(type);
    const body = encoding ? asset.encoded[encoding] : undefined;
    // Already compressed: the compression hook leaves an encoded reply alone.
    if (body && encoding) return reply.header('Content-Encoding', encoding).send(body);
    return reply.send(asset.plain);
  }

  app.get('/assets/*', (request, reply) =>
    send(request, reply, (request.params as { '*': string })['*']),
  );
}
