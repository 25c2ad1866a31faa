// What the session (on every page's first load) and the query cache (lib/query-scope.tsx, loaded
// only with the pages that use TanStack Query) tell each other, without either importing the
// other: the session says when it forgot its account, the cache says when the server refused it.

type Listener = () => void;

const signedOutListeners = new Set<Listener>();
const unauthorizedListeners = new Set<Listener>();

function listen(listeners: Set<Listener>, listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `listener` whenever the session forgets its token (what is cached was that account's). */
export function onSignedOut(listener: Listener): () => void {
  return listen(signedOutListeners, listener);
}

/** The session forgot its token. */
export function announceSignedOut(): void {
  for (const listener of [...signedOutListeners]) listener();
}

/** Runs `listener` whenever a request of ours was answered 401 (the token was revoked). */
export function onUnauthorized(listener: Listener): () => void {
  return listen(unauthorizedListeners, listener);
}

/** A request of ours was answered 401. */
export function reportUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}
