import { Suspense, use } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRefreshCache } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getAccessToken, saveTokens } from '../../../lib/tokens';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/render';
import { SessionProvider, readUserEarly } from './session-provider';

/** An unsigned JWT whose `exp` is `minutes` from now: the client only reads the expiry. */
function jwt(minutes: number): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + minutes * 60 }));
  return `header.${payload}.signature`;
}

function Status() {
  const { status, user } = useSession();
  return <p>{user ? `${status} ${user.firstname}` : status}</p>;
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );

beforeEach(() => resetRefreshCache());
afterEach(() => vi.unstubAllGlobals());

describe('SessionProvider at start-up', () => {
  it('is a visitor without tokens, and asks the server nothing', () => {
    const calls = serveFetch(() => jsonResponse(500, {}));
    renderSession();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reads the user of a valid token', async () => {
    saveTokens({ token: jwt(10), refresh_token: 'refresh' });
    const calls = serveFetch(() => jsonResponse(200, makeUser()));
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('authenticated Karim')).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/user/logged']);
  });

  it('reads the user asked for as the app starts, before the first render, once', async () => {
    saveTokens({ token: jwt(10), refresh_token: 'refresh' });
    const calls = serveFetch(() => jsonResponse(200, makeUser()));
    readUserEarly();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/user/logged']);
    renderSession();
    expect(await screen.findByText('authenticated Karim')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("renders the signed-in page as a transition: what shows stays until the page's code is there", async () => {
    saveTokens({ token: jwt(10), refresh_token: 'refresh' });
    serveFetch(() => jsonResponse(200, makeUser()));
    // The signed-in page, whose code is still on its way when the user arrives.
    let pageCodeArrives!: () => void;
    const pageCode = new Promise<void>((resolve) => (pageCodeArrives = resolve));
    function Page() {
      const { status } = useSession();
      if (status === 'loading') return <p>loading</p>;
      use(pageCode);
      return <p>page</p>;
    }
    render(
      <SessionProvider>
        <Suspense fallback={<p>fallback</p>}>
          <Page />
        </Suspense>
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    // A plain update would put the fallback in place of what shows, and render the page in one
    // blocking task once its code came; a transition keeps what shows and renders the page in slices.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    await act(async () => pageCodeArrives());
    expect(await screen.findByText('page')).toBeInTheDocument();
  });

  it('asks nothing early for an expired token: the provider renews it first', async () => {
    saveTokens({ token: jwt(-60), refresh_token: 'refresh' });
    const calls = serveFetch(() => jsonResponse(200, makeUser()));
    readUserEarly();
    expect(calls).toHaveLength(0);
  });

  it('renews an expired token with the refresh token first', async () => {
    saveTokens({ token: jwt(-60), refresh_token: 'refresh' });
    const fresh = jwt(15);
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/token/refresh'
        ? jsonResponse(200, { token: fresh, refresh_token: 'refresh-2' })
        : jsonResponse(200, makeUser()),
    );
    renderSession();
    expect(await screen.findByText('authenticated Karim')).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/token/refresh', '/api/user/logged']);
    expect(getAccessToken()).toBe(fresh);
  });

  it('logs out and clears the tokens when the expired token cannot be renewed', async () => {
    saveTokens({ token: jwt(-60), refresh_token: 'revoked' });
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/token/refresh'
        ? jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: '' })
        : jsonResponse(200, {}),
    );
    renderSession();
    await vi.waitFor(() => expect(getAccessToken()).toBeNull());
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/token/refresh', '/api/user/logout']);
  });
});

describe('SessionProvider while the app is open', () => {
  const reads = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/user/logged');

  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('reads the user again when the window gets the focus back, at most once a minute', async () => {
    saveTokens({ token: jwt(10), refresh_token: 'refresh' });
    let user = makeUser({ is_doc_ok: false });
    const calls = serveFetch(() => jsonResponse(200, user));
    renderSession();
    expect(await screen.findByText('authenticated Karim')).toBeInTheDocument();
    // Documents verified while the user was in another window.
    user = makeUser({ firstname: 'Karima', is_doc_ok: true });
    // Within a minute of the start-up's read: nothing asked.
    fireEvent.focus(window);
    expect(reads(calls)).toHaveLength(1);

    vi.setSystemTime(Date.now() + 60_001);
    // Back on the tab: its visibility and the window's focus come together, for one read.
    fireEvent(document, new Event('visibilitychange'));
    fireEvent.focus(window);
    expect(await screen.findByText('authenticated Karima')).toBeInTheDocument();
    expect(reads(calls)).toHaveLength(2);

    vi.setSystemTime(Date.now() + 30_000);
    fireEvent.focus(window);
    expect(reads(calls)).toHaveLength(2);
    vi.setSystemTime(Date.now() + 30_001);
    fireEvent.focus(window);
    await vi.waitFor(() => expect(reads(calls)).toHaveLength(3));
  });

  it('asks nothing on the focus of a visitor', () => {
    const calls = serveFetch(() => jsonResponse(200, makeUser()));
    renderSession();
    vi.setSystemTime(Date.now() + 60_001);
    fireEvent.focus(window);
    expect(calls).toHaveLength(0);
  });
});
