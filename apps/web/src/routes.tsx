import { type ComponentType, lazy, useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RootLayout, StandaloneLayout } from './components/layout/root-layout';
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

/** What a page route keeps in its `handle`: how to fetch its code ahead of rendering it. */
interface PageHandle {
  preload: () => Promise<void>;
}

/**
 * Each page is its own chunk, loaded when its route is first rendered. While a page's code
 * arrives, the layout is already on screen with the page's placeholder in it (the layouts'
 * Suspense boundary), so the navigation bar a visitor is already using (an open menu, the Get
 * Started dialog) stays the same element when the page arrives. The router does not change
 * pages in a transition (`useTransitions={false}` in main.tsx): with one, the address changed at
 * once while the previous page stayed on screen and kept taking input until the next page's code
 * came (a field filled in that moment belonged to the page being left).
 *
 * The routes are React Router's declarative ones (`useRoutes`): its data router (loaders,
 * actions, route `lazy`) is a third of the library's size in every page's first script, and
 * no page here loads data through it.
 */
function page(load: () => PageModule): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    // Once the code is here the page renders at once (a prerendered page hydrates with no
    // pause); which of the two a mounted page uses never changes, so it is never remounted.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  const handle: PageHandle = { preload };
  return { element: <Page />, handle };
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
      { path: 'gifts/:slugAndRef', ...page(() => import('./features/product/product-page')) },
      { path: 'shops/:slug', ...page(() => import('./features/product/shop-page')) },
      { path: 'spinwin', ...page(() => import('./features/spinwin/spinwin-page')) },
      { path: 'signup', ...page(() => import('./features/auth/signup-page')) },
      { path: 'signin', ...page(() => import('./features/auth/signin-page')) },
      {
        path: 'vendorsignup',
        ...page(() => import('./features/vendor-dashboard/vendor-signup-page')),
      },
      { path: 'verify-email', ...page(() => import('./features/auth/verify-email-page')) },
      { path: 'forgot-password', ...page(() => import('./features/auth/forgot-password-page')) },
      { path: 'reset-password', ...page(() => import('./features/auth/reset-password-page')) },
      { path: 'stop-cards', ...page(() => import('./features/optouts/stop-cards-page')) },
      { path: 'track', ...page(() => import('./features/orders/track-page')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', ...page(() => import('./features/dashboard/dashboard-page')) },
          { path: 'cards/:id', ...page(() => import('./features/sent-cards/own-card-page')) },
          { path: 'orders/:number', ...page(() => import('./features/orders/order-page')) },
          {
            path: 'cards/:id/edit',
            ...page(() => import('./features/sent-cards/edit-card-page')),
          },
        ],
      },
      {
        // Any signed-in account may open a shop (the business form gives it the vendor role).
        element: <RequireAuth />,
        children: [
          {
            path: 'vendorproceed',
            ...page(() => import('./features/vendor-dashboard/vendor-proceed-page')),
          },
        ],
      },
      {
        element: <RequireAuth accountRole="vendor" />,
        children: [
          {
            path: 'vendordashboard',
            ...page(() => import('./features/vendor-dashboard/vendor-dashboard-page')),
          },
          {
            path: 'vendordashboard/products/new',
            ...page(() => import('./features/vendor-dashboard/product-editor-page')),
          },
          {
            path: 'vendordashboard/products/:id',
            ...page(() => import('./features/vendor-dashboard/product-editor-page')),
          },
          {
            path: 'vendordashboard/orders/:id',
            ...page(() => import('./features/vendor-dashboard/orders/vendor-order-page')),
          },
        ],
      },
      {
        element: <RequireAuth accountRole="admin" />,
        children: [
          { path: 'admin/shops', ...page(() => import('./features/admin/shop-review-page')) },
          {
            path: 'admin/coupons',
            ...page(() => import('./features/admin/coupons/coupons-page')),
          },
        ],
      },
      { path: 'create-template', ...page(() => import('./features/studio/create-template-page')) },
      {
        path: 'schedule-template',
        ...page(() => import('./features/studio/schedule-template-page')),
      },
      { path: 'create-card', ...page(() => import('./features/studio/create-card-route')) },
      { path: 'schedule-card', ...page(() => import('./features/studio/schedule-card-route')) },
      { path: 'cart', ...page(() => import('./features/cart/cart-page')) },
      { path: 'checkout', ...page(() => import('./features/cart/checkout-page')) },
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
    element: <StandaloneLayout />,
    children: [{ path: 'c/:token', ...page(() => import('./features/recipient/card-page')) }],
  },
];

/** The app's pages, as the router renders them for the address it is at. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Fetches the code of the page (and its layouts) at `pathname`, so it renders without waiting. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()),
  );
}
