import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { chooseEncoding, type Encoding } from './assets.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const OFFERED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The prerendered pages (tens of kilobytes each) compressed once, at a page's first request,
 * instead of by the compression hook on every request: during `bench/login-storm`'s storm of
 * sign-ins the home page's p99 was 74 ms when it was compressed per request. Returns the copy in
 * the encoding the request accepts (brotli first), or null when it accepts neither.
 */
export function compressedPages(pages: Map<string, string>) {
  const made = new Map<string, Promise<Record<Encoding, Buffer>>>();
  function copies(url: string, page: string): Promise<Record<Encoding, Buffer>> {
    let found = made.get(url);
    if (!found) {
      const plain = Buffer.from(page);
      found = Promise.all([brotli(plain), gzipped(plain)]).then(([br, gz]) => ({ br, gzip: gz }));
      // A failure is not kept: the next request tries again (and this one goes out plain).
      found.catch(() => made.delete(url));
      made.set(url, found);
    }
    return found;
  }
  return async (
    url: string,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Buffer; encoding: Encoding } | null> => {
    const page = pages.get(url);
    if (page === undefined) return null;
    const encoding = chooseEncoding(acceptEncoding, OFFERED);
    if (!encoding) return null;
    const body = (await copies(url, page).catch(() => null))?.[encoding];
    return body ? { body, encoding } : null;
  };
}
