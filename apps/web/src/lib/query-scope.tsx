// The app's one TanStack Query client, loaded only with the pages that use it (they wrap
// themselves in QueryScope): the pages that do not, and the shell every page paints first,
// never download TanStack Query.
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect } from 'react';
import { ApiRequestError } from './api-errors';
import { onSignedOut, reportUnauthorized } from './session-events';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Ties `client` to the session: a query answered 401 means the token was revoked (e.g. signed
 * out everywhere), so the session forgets it; when the session forgets its token, everything
 * cached belonged to that account. Returns the function that unties them.
 */
function tieToSession(client: QueryClient): () => void {
  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (error instanceof ApiRequestError && error.status === 401) reportUnauthorized();
  });
  const stopClearing = onSignedOut(() => client.clear());
  return () => {
    stopWatching();
    stopClearing();
  };
}

// For as long as the page is open: a sign-out on a page without queries still clears the cache.
tieToSession(queryClient);

/**
 * Gives its children the app's query client. Where one is already given above (each unit test
 * gives its own, src/testing/render-page.tsx), that one is kept, and tied to the session while
 * this is mounted.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  const outer = given !== undefined && given !== queryClient ? given : undefined;
  useEffect(() => (outer ? tieToSession(outer) : undefined), [outer]);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
