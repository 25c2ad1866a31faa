import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-errors';
import { QueryScope, queryClient } from '../../lib/query-scope';
import {
  type ApiCall,
  renderApp,
  renderPage,
  signedInAs,
  stubApi,
  TEST_USER,
} from '../../testing/render-page';
import { useSession } from './session-context';

const NGOZI = { ...TEST_USER, id: 'user_2', first_name: 'Ngozi' };

/** What the session says, and its commands as buttons. */
function SessionProbe() {
  const { status, user, signIn, forget, refresh } = useSession();
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.first_name ?? 'nobody'}</p>
      <button
        type="button"
        onClick={() =>
          signIn({ success: true, message: 'Welcome back', token: 'new-token', user: NGOZI })
        }
      >
        Sign in
      </button>
      <button type="button" onClick={() => forget()}>
        Forget
      </button>
      <button type="button" onClick={() => void refresh()}>
        Refresh
      </button>
    </>
  );
}

/**
 * A page behind the guard with a query of its own (`ask`), mounted while signed in, and what the
 * tests' query client holds for it.
 */
function QueryProbe({ ask }: { ask: () => Promise<string> }) {
  const { status } = useSession();
  const cached = useQueryClient().getQueryData<string>(['probe']);
  return (
    <>
      <SessionProbe />
      {status === 'signed-in' && <Probe ask={ask} />}
      <p data-testid="cached">{cached ?? 'nothing cached'}</p>
    </>
  );
}

function Probe({ ask }: { ask: () => Promise<string> }) {
  const probe = useQuery({ queryKey: ['probe'], queryFn: ask });
  return <p data-testid="probe">{probe.data ?? 'pending'}</p>;
}

const status = () => screen.getByTestId('status');
const meCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/me').length;

describe('the session', () => {
  it('asks who a stored token belongs to, with the token', async () => {
    const api = stubApi(signedInAs());
    renderPage(<SessionProbe />);
    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('user')).toHaveTextContent('Tobi');
    expect(api.calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer test-token',
    ]);
  });

  it('forgets a token the server refuses (401) at once, without asking again', async () => {
    const api = stubApi({ 'GET /api/me': { status: 401 } });
    localStorage.setItem('token', 'revoked');
    renderPage(<SessionProbe />);
    await waitFor(() => expect(status()).toHaveTextContent('guest'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(meCalls(api.calls)).toBe(1);
  });

  it('unreachable: asks once more, then says so keeping the token; back online it asks again', async () => {
    let online = false;
    const api = stubApi({
      'GET /api/me': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: { success: true, user: TEST_USER } };
      },
    });
    localStorage.setItem('token', 'test-token');
    renderPage(<SessionProbe />);
    await waitFor(() => expect(status()).toHaveTextContent('unreachable'));
    expect(meCalls(api.calls)).toBe(2);
    expect(localStorage.getItem('token')).toBe('test-token');

    // The browser notices: the connection drops, then comes back.
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(meCalls(api.calls)).toBe(3);
  });

  it('the guard’s Try again asks the server again', async () => {
    let online = false;
    stubApi({
      'GET /api/me': () =>
        online ? { body: { success: true, user: TEST_USER } } : { status: 503, body: {} },
      'GET /api/cards': { body: { success: true, cards: [] } },
    });
    localStorage.setItem('token', 'test-token');
    const { user } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: "We can't reach Greetly" }),
    ).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hello, Tobi');
  });

  it('signIn keeps the token and knows the user without asking; refresh asks', async () => {
    const api = stubApi({ 'GET /api/me': { body: { success: true, user: NGOZI } } });
    const { user } = renderPage(<SessionProbe />);
    expect(status()).toHaveTextContent('guest');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(status()).toHaveTextContent('signed-in');
    expect(screen.getByTestId('user')).toHaveTextContent('Ngozi');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(meCalls(api.calls)).toBe(1));
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(status()).toHaveTextContent('signed-in');
  });

  it('follows signing in and out in another tab', async () => {
    const api = stubApi(signedInAs());
    localStorage.removeItem('token');
    renderPage(<SessionProbe />);
    expect(status()).toHaveTextContent('guest');

    localStorage.setItem('token', 'test-token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'test-token' }));
    });
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(meCalls(api.calls)).toBe(1);

    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(status()).toHaveTextContent('guest');
  });
});

describe('the session and the pages’ query cache', () => {
  it('a page’s query answered 401 signs the user out', async () => {
    stubApi(signedInAs());
    renderPage(
      <QueryScope>
        <QueryProbe ask={() => Promise.reject(new ApiRequestError(401, null))} />
      </QueryScope>,
    );
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    await waitFor(() => expect(status()).toHaveTextContent('guest'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgetting the account empties the cache', async () => {
    stubApi(signedInAs());
    const { user } = renderPage(
      <QueryScope>
        <QueryProbe ask={async () => 'Tobi’s cards'} />
      </QueryScope>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Tobi’s cards'));
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(status()).toHaveTextContent('guest');
    expect(screen.getByTestId('cached')).toHaveTextContent('nothing cached');
  });

  it('QueryScope keeps a client given above it, and gives the app’s own where there is none', () => {
    function Which() {
      return <p data-testid="which">{useQueryClient() === queryClient ? 'app' : 'given'}</p>;
    }
    const { unmount } = render(
      <QueryScope>
        <Which />
      </QueryScope>,
    );
    expect(screen.getByTestId('which')).toHaveTextContent('app');
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      retry: 1,
      refetchOnWindowFocus: false,
    });
    unmount();
    renderPage(
      <QueryScope>
        <Which />
      </QueryScope>,
    );
    expect(screen.getByTestId('which')).toHaveTextContent('given');
  });

  it('the app’s own client is emptied by forgetting too, mounted or not', async () => {
    queryClient.setQueryData(['probe'], 'Tobi’s cards');
    stubApi(signedInAs());
    const { user } = renderPage(<SessionProbe />);
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
  });
});
