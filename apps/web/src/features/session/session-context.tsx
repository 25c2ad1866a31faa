import type { LoginResponse, PublicUser } from '@greetly/domain/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiRequestError } from '../../lib/api-errors';

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

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => {
    const stored = readToken();
    // A returning visitor: fetch the account API while the first page renders.
    if (stored !== null) void loadSessionApi().catch(() => undefined);
    return stored;
  });
  const [signedOutPageKey, setSignedOutPageKey] = useState<string | null>(null);

  const me = useQuery({
    queryKey: ['session', token],
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isUnauthorized(error) && failures < 1,
  });

  const forget = useCallback(
    ({ leavingPageKey }: { leavingPageKey?: string } = {}) => {
      localStorage.removeItem(TOKEN_KEY);
      setToken(null);
      setSignedOutPageKey(leavingPageKey ?? null);
      // Everything cached belonged to this account.
      queryClient.clear();
    },
    [queryClient],
  );

  // Any request of ours answered 401 means the token was revoked (e.g. signed out everywhere).
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isUnauthorized(event.action.error)) forget();
      }
    });
  }, [queryClient, forget]);

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
      queryClient.setQueryData(['session', login.token], login.user);
      setToken(login.token);
      setSignedOutPageKey(null);
    },
    [queryClient],
  );

  const { refetch } = me;
  const refresh = useCallback(async () => (await refetch()).data ?? null, [refetch]);

  let status: SessionStatus = 'guest';
  if (token !== null) {
    if (me.data) status = 'signed-in';
    else if (me.isError) status = isUnauthorized(me.error) ? 'guest' : 'unreachable';
    else status = 'loading';
  }
  const user = status === 'signed-in' ? (me.data ?? null) : null;

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
