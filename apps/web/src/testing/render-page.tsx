// Renders a page or a component of the app as main.tsx does (query client, alert dialog,
// session, router), in memory. The network is the only thing stood in for: stubApi answers
// fetch, so every module of ours runs as it does in the browser.
import type { PublicUser } from '@greetly/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AlertProvider } from '../components/dialogs/alert';
import { SessionProvider } from '../features/session/session-context';
import { routes as appRoutes } from '../routes';

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type StubRoute = StubAnswer | ((call: ApiCall) => StubAnswer | Promise<StubAnswer>);

/**
 * Stands in for the server at the edge (global fetch): `routes` maps 'METHOD /path' to an
 * answer (a function may answer later, as a slow server does). A request nobody expected is
 * answered 501 and kept in `unexpected`, so a test sees it.
 */
export function stubApi(routes: Record<string, StubRoute> = {}) {
  const calls: ApiCall[] = [];
  const unexpected: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://localhost');
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init.body ?? (request ? await request.text() : undefined);
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: typeof rawBody === 'string' && rawBody !== '' ? JSON.parse(rawBody) : rawBody,
      headers: new Headers(init.headers ?? request?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) unexpected.push(`${method} ${url.pathname}`);
    const answer = typeof route === 'function' ? await route(call) : route;
    const status = answer?.status ?? (route ? 200 : 501);
    return new Response(JSON.stringify(answer?.body ?? { success: status < 400 }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, unexpected };
}

export const TEST_USER: PublicUser = {
  id: 'user_1',
  first_name: 'Tobi',
  last_name: 'Adeyemi',
  email: 'tobi@example.com',
  phone: '+2348030000000',
  role: 'gifter',
  roles: ['gifter'],
  email_verified: true,
};

/** A signed-in browser: the token where the sign-in page keeps it, and /api/me's answer. */
export function signedInAs(user: PublicUser = TEST_USER): Record<string, StubAnswer> {
  localStorage.setItem('token', 'test-token');
  return { 'GET /api/me': { body: { success: true, user } } };
}

/** Where the router is now: rendered by every route the test did not give a page of its own. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

interface RenderPageOptions {
  /** The path the page is mounted at (default '/'). */
  path?: string;
  /** Where the visit starts, when it has a query (default `path`), e.g. '/verify-email?token=abc'. */
  url?: string;
  /** History state on arrival (e.g. the template a gallery hands to a wizard). */
  state?: unknown;
  /** More real routes, e.g. the sign-in page a guest is sent to. */
  routes?: RouteObject[];
}

/** Renders `page` at `path` inside the app's providers; returns a userEvent and the router. */
export function renderPage(page: ReactNode, options: RenderPageOptions = {}) {
  const path = options.path ?? '/';
  return renderRoutes(
    [{ path, element: page }, ...(options.routes ?? []), { path: '*', element: <Elsewhere /> }],
    options.url ?? path,
    options.state,
  );
}

/** The whole app (its real routes, layout and guards) opened at `url`. */
export function renderApp(url: string, state?: unknown) {
  return renderRoutes(appRoutes, url, state);
}

function renderRoutes(routes: RouteObject[], url: string, state: unknown) {
  const [pathname = url, query] = url.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', state }],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // No pause between keystrokes: the app reacts to each one the same either way.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AlertProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}
