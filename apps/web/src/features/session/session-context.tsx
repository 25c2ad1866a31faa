import type { LoginResponse, PublicUser } from '@greetly/domain/schemas/auth';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { ApiRequestError } from '../../lib/api-errors';
import { announceSignedOut, onUnauthorized } from '../../lib/session-events';

const TOKEN_KEY = 'token';

/**
 * loading: a token exists and /api/me has not answered yet;
 * unreachable: a token exists but the server could not be asked (offline) — we keep the token.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'guest' | 'unreachable';

interface SessionApi {
  status: SessionStatus;
  user: PublicUser | null;
  /** Keeps the token (localStorage 'token', as the spec says) and the user in app state. */
  signIn: (login: LoginResponse) => void;
  /**
   * Forgets the token and the user here (the server side is revoked by useSignOut).
   * `leavingPageKey` names the history entry the user signed out on, so its guard sends them
   * home rather than to sign in.
   */
  forget: (options?: { leavingPageKey?: string }) => void;
  /** The history entry (location.key) where the user last signed out, if they did. */
  signedOutPageKey: string | null;
  /** Asks the server again for the signed-in user (after verifying the e-mail, or when offline). */
  refresh: () => Promise<PublicUser | null>;
}

const SessionContext = createContext<SessionApi | null>(null);

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private modes, policies): then nobody is signed in.
    return null;
  }
}

type SessionApiModule = typeof import('./session-api');
let sessionApi: SessionApiModule | undefined;

/**
 * The account API (its contracts and zod), loaded only when there is a token to ask about: a
 * visitor who is not signed in never needs it. Once here it is used directly.
 */
export async function loadSessionApi(): Promise<SessionApiModule> {
  sessionApi ??= await import('./session-api');
  return sessionApi;
}

/** Asks the server who is signed in (at once when the account API is already here). */
function fetchCurrentUser(signal: AbortSignal): Promise<PublicUser> {
  if (sessionApi) return sessionApi.fetchCurrentUser(signal);
  return loadSessionApi().then((loaded) => loaded.fetchCurrentUser(signal));
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** How long a failed question waits before it is asked once more. */
const RETRY_DELAY_MS = 1000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Asks who is signed in, and once more after a moment when that failed for any reason but 401. */
async function askWithOneRetry(signal: AbortSignal): Promise<PublicUser> {
  try {
    return await fetchCurrentUser(signal);
  } catch (error) {
    if (signal.aborted || isUnauthorized(error)) throw error;
    await pause(RETRY_DELAY_MS, signal);
    return fetchCurrentUser(signal);
  }
}

/** What the server last said about a token (a 401 forgets the token, so it is not kept here). */
interface Answer {
  token: string;
  /** Kept when a later question about the same token cannot reach the server. */
  user: PublicUser | null;
  /** The last question could not be answered (offline, server down). */
  unreachable: boolean;
}

interface Question {
  token: string;
  controller: AbortController;
  answer: Promise<PublicUser | null>;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => {
    const stored = readToken();
    // A returning visitor: fetch the account API while the first page renders.
    if (stored !== null) void loadSessionApi().catch(() => undefined);
    return stored;
  });
  const [signedOutPageKey, setSignedOutPageKey] = useState<string | null>(null);
  // The answer is kept in a ref too, so the effects read the latest without re-running on it.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const answerRef = useRef<Answer | null>(null);
  const remember = useCallback((next: Answer | null) => {
    answerRef.current = next;
    setAnswer(next);
  }, []);
  /**
   * The server's answer arriving: rendered at once, with the effects it causes, before anything
   * else happens on the page (as TanStack Query's store did): a form that fills in the account's
   * name when it arrives does so before the next keystroke, not between two.
   */
  const settle = useCallback(
    (next: Answer) => {
      flushSync(() => remember(next));
    },
    [remember],
  );
  const question = useRef<Question | null>(null);

  const forget = useCallback(
    ({ leavingPageKey }: { leavingPageKey?: string } = {}) => {
      localStorage.removeItem(TOKEN_KEY);
      question.current?.controller.abort();
      question.current = null;
      remember(null);
      setToken(null);
      setSignedOutPageKey(leavingPageKey ?? null);
      // Everything cached belonged to this account.
      announceSignedOut();
    },
    [remember],
  );

  /** Asks the server about `asked` (dropping any question still out); a 401 forgets the token. */
  const ask = useCallback(
    (asked: string): Promise<PublicUser | null> => {
      question.current?.controller.abort();
      const controller = new AbortController();
      const answered = askWithOneRetry(controller.signal).then(
        (user) => {
          if (controller.signal.aborted) return null;
          settle({ token: asked, user, unreachable: false });
          return user;
        },
        (error: unknown) => {
          if (controller.signal.aborted) return null;
          if (isUnauthorized(error)) {
            forget();
            return null;
          }
          const known = answerRef.current?.token === asked ? answerRef.current.user : null;
          settle({ token: asked, user: known, unreachable: true });
          return known;
        },
      );
      question.current = { token: asked, controller, answer: answered };
      void answered.finally(() => {
        if (question.current?.controller === controller) question.current = null;
      });
      return answered;
    },
    [forget, settle],
  );

  // Who the token belongs to, unless that is already known (signIn says it).
  useEffect(() => {
    if (token === null) return;
    const known = answerRef.current;
    if (known?.token !== token || known.user === null) void ask(token);
    return () => {
      question.current?.controller.abort();
      question.current = null;
    };
  }, [token, ask]);

  // Any request of ours answered 401 means the token was revoked (e.g. signed out everywhere).
  useEffect(() => onUnauthorized(() => forget()), [forget]);

  // Signing in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) setToken(readToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    (login: LoginResponse) => {
      localStorage.setItem(TOKEN_KEY, login.token);
      question.current?.controller.abort();
      question.current = null;
      remember({ token: login.token, user: login.user, unreachable: false });
      setToken(login.token);
      setSignedOutPageKey(null);
    },
    [remember],
  );

  const refresh = useCallback(async (): Promise<PublicUser | null> => {
    if (token === null) return null;
    const asking = question.current;
    // A first question still out is joined; one about a user already known is asked anew.
    if (asking?.token === token && answerRef.current?.user == null) return asking.answer;
    return ask(token);
  }, [token, ask]);

  let status: SessionStatus = 'guest';
  const current = answer?.token === token ? answer : null;
  if (token !== null) {
    if (current?.user) status = 'signed-in';
    else if (current?.unreachable) status = 'unreachable';
    else status = 'loading';
  }
  const user = status === 'signed-in' ? (current?.user ?? null) : null;

  // Back online: an account the server could not be asked about is asked about again.
  useEffect(() => {
    if (status !== 'unreachable' || token === null) return;
    const onOnline = () => void ask(token);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [status, token, ask]);

  const api = useMemo(
    () => ({ status, user, signIn, forget, signedOutPageKey, refresh }),
    [status, user, signIn, forget, signedOutPageKey, refresh],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside SessionProvider');
  return api;
}

/** The signed-in user, for pages behind the route guard (which has already made sure of it). */
export function useSignedInUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is only for pages behind RequireAuth');
  return user;
}
