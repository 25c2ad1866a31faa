import './styles/fonts';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AlertProvider } from './components/dialogs/alert';
import { SessionProvider } from './features/session/session-context';
import { AppRoutes, preloadPage } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AlertProvider>
      <SessionProvider>
        {/* Without transitions: the address and the page change together (see routes.tsx). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </AlertProvider>
  </StrictMode>
);

if (root.hasAttribute('data-prerendered')) {
  // A page rendered at build time (src/prerender): once its code is here, React takes over the
  // elements already on screen instead of drawing them again. Where the visitor's page differs
  // from a guest's (a signed-in account in the navigation bar), React renders it anew.
  void preloadPage(window.location.pathname).then(() =>
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        if (import.meta.env.DEV) console.warn('The prerendered page was rendered anew:', error);
      },
    }),
  );
} else {
  createRoot(root).render(app);
}
