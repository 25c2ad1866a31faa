import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RequireAuth } from './features/session/require-auth';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own chunk, loaded when its route is first visited. */
function page(load: () => PageModule): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
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
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', ...page(() => import('./features/dashboard/dashboard-page')) },
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
      { path: 'card-preview-demo', ...page(() => import('./features/card/preview-harness-page')) },
      { path: '*', ...page(() => import('./features/not-found/not-found-page')) },
    ],
  },
  // The recipient's card page stands alone, without the site's navigation.
  { path: 'c/:token', ...page(() => import('./features/recipient/card-page')) },
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
