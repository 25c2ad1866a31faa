import type { Location } from 'react-router';

/** What the route guard hands to /signin: where the visitor was going. */
export interface FromState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function fromState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/**
 * The path the guard remembered in the navigation state, if it is one of our own pages.
 * History state can be anything, so it is checked rather than trusted.
 */
export function rememberedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return null;
  }
  if (pathname === '/signin' || pathname === '/signup') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

const RETURN_KEY = 'greetly:return-to';
/** How long a sign-up's return path waits for its e-mail to be confirmed. */
const RETURN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps, in this browser, where a new account was going when it signed up (the checkout, with
 * its cart on the account), so the e-mail confirmation step, opened from the mail in another
 * tab or after signing out, can lead back there too. Only one of our own paths is kept, and it
 * is checked again when read (storage can be changed by anyone with the browser).
 */
export function keepReturnPath(state: unknown): void {
  const path = rememberedPath(state);
  try {
    if (path) localStorage.setItem(RETURN_KEY, JSON.stringify({ path, at: Date.now() }));
    else localStorage.removeItem(RETURN_KEY);
  } catch {
    // Storage refused (private mode): the confirmation step leads to the dashboard instead.
  }
}

/** A base for reading a kept path: a path that reaches any other origin is not ours. */
const OWN_ORIGIN = 'http://greetly.invalid';

/** The navigation state that sends /signin (or /signup) on to `path`, one of our own paths. */
export function fromPath(path: string): FromState {
  return fromState(new URL(path, OWN_ORIGIN));
}

/** The path a recent sign-up in this browser was going to, if it is still one of ours. */
export function keptReturnPath(): string | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(RETURN_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { path, at } = kept as Record<string, unknown>;
    if (typeof path !== 'string' || typeof at !== 'number') return null;
    if (Date.now() - at > RETURN_LIFETIME_MS) return null;
    const url = new URL(path, OWN_ORIGIN);
    if (url.origin !== OWN_ORIGIN) return null;
    return rememberedPath(fromState(url));
  } catch {
    return null;
  }
}
