import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Where each history entry (location.key) was scrolled to; kept for a reload in this tab. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    // The latest fifty entries are plenty for Back and Forward.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage can be full or blocked: scroll positions are a nicety.
  }
}

/** The history entry the browser is on (React Router keeps its key in history.state). */
function currentKey(): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state ? state.key : null;
  return typeof key === 'string' ? key : 'default';
}

function remember() {
  positions.set(currentKey(), window.scrollY);
}

// Listened to from the start (before the app has rendered, a prerendered page can already be
// scrolled): every scroll, and a click that may be a link away, keep the entry's place.
if (typeof window !== 'undefined') {
  let frame = 0;
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    },
    { passive: true },
  );
  window.addEventListener('click', remember, { capture: true });
  window.addEventListener('pagehide', () => {
    remember();
    save();
  });
}

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * The scroll position the visitor expects after moving between pages: the top of a page they
 * went to (or the element its address's #hash names), and the place they left on a page they
 * come Back or Forward to, or reload. The page is in the document when this runs (the router
 * changes pages once the next one's code is here), so the position is set once, before paint.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP') {
      // Back, Forward or a reload: where the visitor was. The first page of a visit has no saved
      // place and is left where the browser put it (a prerendered page may be scrolled already).
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
