import './styles/fonts';
import './styles/app.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AlertProvider>
    </QueryClientProvider>
  </StrictMode>,
);
