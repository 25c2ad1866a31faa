import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PagePlaceholder, RootLayout } from './components/layout/root-layout';
import { RequireAuth } from './features/session/require-auth';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Development pages (the card parts' showcase) are routed only in the dev server, or when the
 * server says it is not running in production (it marks the page's root); never in production.
 */
const hasDevPages =
  import.meta.env.DEV ||
  (typeof document !== 'undefined' &&
    document.getElementById('root')?.hasAttribute('data-dev-pages') === true);

/**
 * Each page is its own chunk, loaded when its route is first visited (a route `lazy`: on a later
 * visit the address and the page change together, once the page's code is here). While the
 * first page's code arrives, the layout is already on screen with this page's placeholder in it,
 * so the navigation bar a visitor is already using (an open menu, the Get Started dialog) stays
 * the same element when the page arrives.
 */
function page(load: () => PageModule): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PagePlaceholder,
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('./features/home/home-page')) },
      { path: 'about', ...page(() => import('./features/info/about-page')) },
      { path: 'pricing', ...page(() => import('./features/info/pricing-page')) },
      { path: 'terms', ...page(() => import('./features/info/terms-page')) },
      { path: 'faq', ...page(() => import('./features/info/faq-page')) },
      { path: 'privacy', ...page(() => import('./features/info/privacy-page')) },
      { path: 'refund', ...page(() => import('./features/info/refund-page')) },
      { path: 'get-started', ...page(() => import('./features/info/get-started-page')) },
      { path: 'marketplace', ...page(() => import('./features/marketplace/marketplace-page')) },
      { path: 'spinwin', ...page(() => import('./features/spinwin/spinwin-page')) },
      { path: 'signup', ...page(() => import('./features/auth/signup-page')) },
      { path: 'signin', ...page(() => import('./features/auth/signin-page')) },
      { path: 'vendorsignup', ...page(() => import('./features/vendor/vendor-signup-page')) },
      { path: 'verify-email', ...page(() => import('./features/auth/verify-email-page')) },
      { path: 'forgot-password', ...page(() => import('./features/auth/forgot-password-page')) },
      { path: 'reset-password', ...page(() => import('./features/auth/reset-password-page')) },
      { path: 'stop-cards', ...page(() => import('./features/optouts/stop-cards-page')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', ...page(() => import('./features/dashboard/dashboard-page')) },
          { path: 'cards/:id', ...page(() => import('./features/sent-cards/own-card-page')) },
          {
            path: 'cards/:id/edit',
            ...page(() => import('./features/sent-cards/edit-card-page')),
          },
        ],
      },
      {
        element: <RequireAuth accountRole="vendor" />,
        children: [
          {
            path: 'vendorproceed',
            ...page(() => import('./features/vendor/vendor-proceed-page')),
          },
          {
            path: 'vendordashboard',
            ...page(() => import('./features/vendor/vendor-dashboard-page')),
          },
        ],
      },
      { path: 'create-template', ...page(() => import('./features/studio/create-template-page')) },
      {
        path: 'schedule-template',
        ...page(() => import('./features/studio/schedule-template-page')),
      },
      { path: 'create-card', ...page(() => import('./features/studio/create-card-page')) },
      { path: 'schedule-card', ...page(() => import('./features/studio/schedule-card-page')) },
      { path: 'cart', ...page(() => import('./features/shop/cart-page')) },
      { path: 'checkout', ...page(() => import('./features/shop/checkout-page')) },
      ...(hasDevPages
        ? [
            {
              path: 'card-preview-demo',
              ...page(() => import('./features/card/preview-harness-page')),
            },
          ]
        : []),
      { path: '*', ...page(() => import('./features/not-found/not-found-page')) },
    ],
  },
  // The recipient's card page stands alone, without the site's navigation.
  {
    path: 'c/:token',
    ...page(() => import('./features/recipient/card-page')),
  },
];

/** The paths of these routes, looking inside path-less layout routes (the guards). */
function pathsOf(children: RouteObject[]): string[] {
  return children.flatMap((route) => {
    if (route.index) return ['/'];
    if (route.path === undefined) return pathsOf(route.children ?? []);
    return [`/${route.path}`];
  });
}

/** Every page route of spec section 2 plus the dashboards; the e2e suite visits each. */
export const PAGE_PATHS = pathsOf(routes[0]?.children ?? []).filter((path) => path !== '/*');
