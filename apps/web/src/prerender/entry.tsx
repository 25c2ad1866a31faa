// Build-time rendering of the public pages (apps/web/scripts/prerender.mjs): each page's HTML is
// written into the built index.html, so a phone paints the page before any script has arrived.
// The browser then renders the app over it (main.tsx) once the page's code is here.

import type { RecipientCard } from '@greetly/domain/schemas/card-api';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AlertProvider } from '../components/dialogs/alert';
import { type InitialCard, InitialCardContext } from '../features/recipient/initial-card';
import { SessionProvider } from '../features/session/session-context';
import { preloadStickerArt } from '../features/stickers/sticker-drawing';
import { RESUMING_ATTRIBUTE, WIZARD_PAGES } from '../features/studio/wizard/wizard-pages';
import { AppRoutes, preloadPage } from '../routes';

/**
 * The module of each page that has its code fetched with the page rather than after the app's
 * script has run: the public pages, prerendered, and the recipient's card (the server names its
 * files in the card page's HTML). scripts/prerender.mjs fails when one is not a page of the build.
 */
export const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/about': 'src/features/info/about-page.tsx',
  '/pricing': 'src/features/info/pricing-page.tsx',
  '/faq': 'src/features/info/faq-page.tsx',
  '/terms': 'src/features/info/terms-page.tsx',
  '/privacy': 'src/features/info/privacy-page.tsx',
  '/refund': 'src/features/info/refund-page.tsx',
  '/marketplace': 'src/features/marketplace/marketplace-page.tsx',
  '/create-template': 'src/features/studio/create-template-page.tsx',
  '/create-card': 'src/features/studio/create-card-route.tsx',
  '/schedule-card': 'src/features/studio/schedule-card-route.tsx',
  '/c/:token': 'src/features/recipient/card-page.tsx',
};

/**
 * The pages rendered at build time: those of PAGE_MODULES with one address (no parameter), which a
 * visitor reaches without an account and whose first screen is the same for every first visit
 * (the wizards' is their prompt to choose a design; see RESUMABLE_PAGES).
 */
export const PRERENDERED_PATHS = Object.keys(PAGE_MODULES).filter((path) => !path.includes(':'));

/**
 * The wizard pages are prerendered as their prompt to choose a design; for each, the draft a
 * returning visitor may have (scripts/prerender.mjs writes the check that hides the prompt).
 */
export const RESUMABLE_PAGES: Record<string, { draftKey: string; attribute: string }> =
  Object.fromEntries(
    Object.values(WIZARD_PAGES).map(({ path, draftKey }) => [
      path,
      { draftKey, attribute: RESUMING_ATTRIBUTE },
    ]),
  );

/** The file of `path`'s HTML under dist/prerendered (the server looks it up the same way). */
export function fileNameOf(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The page at `path` as a guest first sees it: the markup that goes inside #root. */
export async function renderPage(path: string): Promise<string> {
  return render(path, null);
}

/**
 * A recipient's page with their card (the server renders it for each opened link, so the card's
 * page is painted before any script has arrived), in the parts the page's HTML is made of.
 */
export async function renderCardPage(token: string, card: RecipientCard): Promise<PageParts> {
  // A face with stickers is drawn whole wherever it renders (decision 0035).
  if (card.stickers.length > 0) await preloadStickerArt();
  return splitHoisted(await render(`/c/${token}`, { token, card }));
}

async function render(path: string, initialCard: InitialCard | null): Promise<string> {
  // The page's code first: rendered with it at hand, no Suspense boundary falls back.
  await preloadPage(path);
  return renderToString(
    <StrictMode>
      <AlertProvider>
        <SessionProvider>
          <InitialCardContext.Provider value={initialCard}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </InitialCardContext.Provider>
        </SessionProvider>
      </AlertProvider>
    </StrictMode>,
  );
}

/** A rendered page: its title, what else goes in the head, and what goes inside #root. */
export interface PageParts {
  title: string | null;
  head: string;
  body: string;
}

/** React 19 puts a page's <title> (and any <meta>/<link> it renders) first: they go in the head. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const TITLE = /<title>[^<]*<\/title>/;

export function splitHoisted(markup: string): PageParts {
  const hoisted = markup.match(HOISTED)?.[0] ?? '';
  return {
    title: hoisted.match(TITLE)?.[0] ?? null,
    head: hoisted.replace(TITLE, ''),
    body: markup.slice(hoisted.length),
  };
}
