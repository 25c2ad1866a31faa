// Build-time rendering of the public pages (apps/web/scripts/prerender.mjs): each page's HTML is
// written into the built index.html, so a phone paints the page before any script has arrived.
// The browser then renders the app over it (main.tsx) once the page's code is here.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AlertProvider } from '../components/dialogs/alert';
import { SessionProvider } from '../features/session/session-context';
import { routes } from '../routes';

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
  '/c/:token': 'src/features/recipient/card-page.tsx',
};

/**
 * The pages rendered at build time: those of PAGE_MODULES with one address (no parameter), which a
 * visitor reaches without an account and whose first screen is the same for everyone.
 */
export const PRERENDERED_PATHS = Object.keys(PAGE_MODULES).filter((path) => !path.includes(':'));

/** The file of `path`'s HTML under dist/prerendered (the server looks it up the same way). */
export function fileNameOf(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** The page at `path` as a guest first sees it: the markup that goes inside #root. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <SessionProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SessionProvider>
        </AlertProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
