import './styles/fonts';
import './styles/app.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AlertProvider } from './components/dialogs/alert';
import { SessionProvider } from './features/session/session-context';
import { routes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Resolves once the router has loaded the first page's code (its route `lazy`). */
function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AlertProvider>
    </QueryClientProvider>
  </StrictMode>
);

if (root.hasAttribute('data-prerendered')) {
  // A page rendered at build time (src/prerender): once its code is here, React takes over the
  // elements already on screen instead of drawing them again. Where the visitor's page differs
  // from a guest's (a signed-in account in the navigation bar), React renders it anew.
  void firstPageLoaded().then(() =>
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        if (import.meta.env.DEV) console.warn('The prerendered page was rendered anew:', error);
      },
    }),
  );
} else {
  createRoot(root).render(app);
}
