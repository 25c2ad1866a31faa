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
