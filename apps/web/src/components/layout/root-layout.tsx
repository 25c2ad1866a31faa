import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

/** A spinner that says what is loading; half a screen tall unless `className` says otherwise. */
export function PageLoading({
  label = 'Loading…',
  className = 'min-h-[50vh]',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div className={`grid place-items-center ${className}`} role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-rose-light border-t-rose" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * A page's place while its code arrives (or, behind a guard, while the account is checked). The
 * footer is left out until the page is here (styles/app.css): drawn under a placeholder, it was
 * pushed down a phone's screen when the page appeared (Lighthouse measured a layout shift of
 * 0.42), or pulled up by a short page.
 */
export function PagePlaceholder({ label }: { label?: string }) {
  return (
    <div data-page-placeholder>
      <PageLoading label={label} />
    </div>
  );
}

/** The site's frame around a page: skip link, navigation bar, the page, footer. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-plum focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <Frame>
        <Suspense fallback={<PagePlaceholder />}>
          <Outlet />
        </Suspense>
      </Frame>
      <ScrollRestoration />
    </>
  );
}

/** A page that stands alone, without the site's navigation (the recipient's card). */
export function StandaloneLayout() {
  return (
    <>
      <Suspense fallback={<PagePlaceholder />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
