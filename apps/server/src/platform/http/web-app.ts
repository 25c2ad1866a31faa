import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { RecipientCard } from '@greetly/domain/schemas/card-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { onDemand } from '../lib/on-demand.ts';
import { ASSET_HEADERS, registerAssets } from './assets.ts';
import { compressedPages } from './compressed-pages.ts';

const API_PREFIXES = ['/api/', '/media/', '/dev/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Sends the app's page for a client route. */
export type SendIndexHtml = (reply: FastifyReply, url: string) => Promise<FastifyReply>;

/**
 * Serves the built SPA: hashed assets cached for a year and sent from memory in the encoding the
 * build compressed them in (assets.ts), index.html never cached, and every
 * other GET outside the API answered with index.html so client routes survive a reload.
 * With `devPages` (never in production) the page says so, and the app then also routes its
 * development pages (the card parts' showcase at /card-preview-demo).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  { devPages, recipientCard }: { devPages: boolean; recipientCard?: RecipientCardOf },
): Promise<SendIndexHtml | null> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const marked = (built: string) =>
    devPages ? built.replace('<div id="root"', '<div id="root" data-dev-pages') : built;
  const html = marked(readFileSync(indexFile, 'utf8'));
  const prerendered = readPrerendered(webDist, marked);
  const compressedPage = compressedPages(prerendered);
  const cardPage = recipientPage(webDist, html);
  const renderedCardPage = recipientCard && serverRenderedCardPage(webDist, marked, recipientCard);
  await app.register(fastifyStatic, {
    root: webDist,
    // One route that looks the file up when asked (a missing one falls through to the not-found
    // handler, which answers the app's page). A route per file meant finding and registering
    // every file of the build, with its compressed copies, at each start: a third of it.
    wildcard: true,
    // A folder of the build (/, /assets/) is not a file: the not-found handler answers the app's page.
    allowedPath: (path) => !path.endsWith('/'),
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each script and style (apps/web/vite.config.ts): they
    // go out as they are, and the compression hook leaves a reply that is already encoded alone.
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${webDist}/assets/`)) {
        for (const [name, value] of Object.entries(ASSET_HEADERS)) res.setHeader(name, value);
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  registerAssets(app, webDist);
  // The app's page; a recipient's private card page (/c/<token>) is kept out of search engines.
  const sendIndexHtml: SendIndexHtml = async (reply, url) => {
    if (url.startsWith('/c/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
    const token = CARD_PAGE.exec(url)?.[1];
    if (token && renderedCardPage) {
      const page = await renderedCardPage(token).catch((error: unknown) => {
        // The page the app renders in the browser still shows the card.
        reply.log.error({ err: error }, 'the recipient page could not be rendered');
        return null;
      });
      // A card is private: no cache keeps a copy.
      if (page) {
        return reply
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page);
      }
    }
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const compressed = await compressedPage(url, reply.request.headers['accept-encoding']);
    if (compressed) {
      // Already compressed: the compression hook leaves an encoded reply alone.
      return reply
        .header('Vary', 'Accept-Encoding')
        .header('Content-Encoding', compressed.encoding)
        .send(compressed.body);
    }
    return reply.send(prerendered.get(url) ?? cardPage(url) ?? html);
  };
  return sendIndexHtml;
}

/**
 * The public pages the web build rendered to HTML (apps/web/scripts/prerender.mjs), by address:
 * `/` from prerendered/index.html, `/about` from prerendered/about.html. Only the bare address
 * gets one: with a query (a gallery category, a search) the page is not the one rendered.
 */
function readPrerendered(webDist: string, marked: (html: string) => string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = join(webDist, 'prerendered');
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, marked(readFileSync(join(dir, file), 'utf8')));
  }
  return pages;
}

/** A recipient's link: /c/ and the card's token (URL-safe base64), nothing else. */
const CARD_PAGE = /^\/c\/([A-Za-z0-9_-]{10,200})$/;

/**
 * The recipient's page names what it will need at once, so the browser fetches it side by side
 * with the app's script instead of one after the other (script, then the page's code, then the
 * card): the page's own scripts (the build lists them in prerendered/preloads.json) and the card
 * itself (`GET /api/c/:token`, which only reads; opening the box is a POST). Null for any other
 * address, or when the build did not list the page.
 */
function recipientPage(webDist: string, html: string): (url: string) => string | null {
  const file = join(webDist, 'prerendered', 'preloads.json');
  const scripts: string[] = existsSync(file)
    ? ((JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)['/c/:token'] ?? [])
    : [];
  const modules = scripts
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return (url) => {
    const token = CARD_PAGE.exec(url)?.[1];
    if (!token || scripts.length === 0) return null;
    const card = `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/c/${token}">`;
    return html.replace('</head>', `${modules}${card}</head>`);
  };
}

/** The card a recipient's link opens, as the API answers it; null when there is none to show. */
export type RecipientCardOf = (token: string) => Promise<RecipientCard | null>;

/** The web build's renderer for Node (apps/web/src/prerender/entry.tsx, built into dist-ssr). */
interface CardPageRenderer {
  renderCardPage(
    token: string,
    card: RecipientCard,
  ): Promise<{ title: string | null; head: string; body: string }>;
}

/** How many recipients' pages are kept rendered (a few kilobytes each). */
const RENDERED_KEPT = 500;

/** JSON to put inside a <script> element: nothing in it can end the element or the line. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A recipient's page rendered here with their card, so a phone paints the card's page from the
 * HTML before any script has arrived (decision 0025): the web build's page (dist-ssr/card-page.html,
 * with the same scripts and loader as the prerendered pages) with the page's markup, and the card
 * beside it as JSON for the app to take the page over with. Null when the build has no renderer
 * for Node (the app then renders the page in the browser, as before), or per link when there is no
 * card to show (the app's own page says so).
 */
function serverRenderedCardPage(
  webDist: string,
  marked: (html: string) => string,
  recipientCard: RecipientCardOf,
): ((token: string) => Promise<string | null>) | null {
  const dir = join(webDist, '..', 'dist-ssr');
  const templateFile = join(dir, 'card-page.html');
  if (!existsSync(templateFile)) return null;
  const template = marked(readFileSync(templateFile, 'utf8'));
  const renderer = onDemand(
    () => import(pathToFileURL(join(dir, 'entry.js')).href) as Promise<CardPageRenderer>,
  );
  // The pages last rendered, by link: a card read again unchanged is not rendered again (a render
  // costs about 3 ms, the read a fraction of one). The card is always read first, so a card that
  // is gone or changed is never answered from here.
  const rendered = new Map<string, { data: string; html: string }>();
  return async (token) => {
    const card = await recipientCard(token);
    if (!card) return null;
    const data = jsonInScript({ token, card });
    const kept = rendered.get(token);
    if (kept?.data === data) return kept.html;
    const page = await (await renderer()).renderCardPage(token, card);
    // Replaced by functions: a card's words are never read as replacement patterns ($&).
    let html = template;
    if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => page.title ?? '');
    html = html
      .replace('<!--page-head-->', () => page.head)
      .replace('<!--page-body-->', () => page.body)
      .replace(
        '<!--page-data-->',
        // The element the app reads the card from (apps/web/src/features/recipient/initial-card.ts).
        () => `<script type="application/json" id="initial-card">${data}</script>`,
      );
    rendered.delete(token);
    rendered.set(token, { data, html });
    // The oldest go first beyond the last RENDERED_KEPT links.
    for (const oldest of rendered.keys()) {
      if (rendered.size <= RENDERED_KEPT) break;
      rendered.delete(oldest);
    }
    return html;
  };
}
