import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isConflict, refreshSession, resetRefreshCache, setSessionExpiredHandler } from './api-client';
import { getAccessToken, getRefreshToken, saveTokens } from './tokens';

type TCall = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let calls: TCall[];
function serve(handler: (call: TCall) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return handler(call);
  });
}

const header = (call: TCall, name: string) => (call.init.headers as Record<string, string>)[name];

beforeEach(() => {
  resetRefreshCache();
  saveTokens({ token: 'old-access', refresh_token: 'old-refresh', mercure_token: 'hub' });
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the Bearer token, the user-Language header and JSON headers', async () => {
    serve(() => jsonResponse(200, { ok: true }));
    await api('/api/user/logged', { method: 'POST', body: {} });
    expect(header(calls[0]!, 'Authorization')).toBe('Bearer old-access');
    expect(header(calls[0]!, 'user-Language')).toBe('fr');
    expect(header(calls[0]!, 'Accept')).toBe('application/json');
    expect(header(calls[0]!, 'Content-Type')).toBe('application/json');
  });

  it('on 401 refreshes once with the form field refresh_token, stores the new tokens and retries once', async () => {
    serve((call) => {
      if (call.url === '/api/token/refresh')
        return jsonResponse(200, { token: 'new-access', refresh_token: 'new-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse(200, { id: 'u1' })
        : jsonResponse(401, { code: 'TOKEN_EXPIRED', message: 'x' });
    });
    await expect(api('/api/user/logged', { method: 'POST' })).resolves.toEqual({ id: 'u1' });
    expect(calls.map((call) => call.url)).toEqual(['/api/user/logged', '/api/token/refresh', '/api/user/logged']);
    expect(calls[1]!.init.body).toBe('refresh_token=old-refresh');
    expect(header(calls[1]!, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
  });

  it('shares one refresh between concurrent 401s', async () => {
    serve((call) => {
      if (call.url === '/api/token/refresh')
        return jsonResponse(200, { token: 'new-access', refresh_token: 'new-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse(200, {})
        : jsonResponse(401, { code: 'TOKEN_EXPIRED', message: 'x' });
    });
    await Promise.all([api('/api/a'), api('/api/b'), api('/api/c')]);
    expect(calls.filter((call) => call.url === '/api/token/refresh')).toHaveLength(1);
  });

  it('retries only once: a second 401 is the caller’s error', async () => {
    serve((call) =>
      call.url === '/api/token/refresh'
        ? jsonResponse(200, { token: 'new-access', refresh_token: 'new-refresh' })
        : jsonResponse(401, { code: 'UNAUTHORIZED', message: 'non' }),
    );
    await expect(api('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/api/a', '/api/token/refresh', '/api/a']);
  });

  it('clears the three tokens and ends the session when the refresh fails', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    serve((call) =>
      call.url === '/api/token/refresh'
        ? jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: 'x' })
        : jsonResponse(401, { code: 'TOKEN_EXPIRED', message: 'x' }),
    );
    await expect(api('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem('tariq.mercure_token')).toBeNull();
  });

  it('turns an error body into an ApiError with its code, message and fields', async () => {
    serve(() =>
      jsonResponse(400, {
        code: 'VALIDATION',
        message: 'Veuillez corriger',
        fields: { username: 'Adresse e-mail invalide' },
      }),
    );
    await expect(api('/api/login_check', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Veuillez corriger',
      fields: { username: 'Adresse e-mail invalide' },
    });
  });
});

/**
 * Web Locks as a browser gives them to the tabs of one origin, in memory: one holder per name at a
 * time, the others queued in order; `ifAvailable` gets null while the name is held or awaited.
 */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const outstanding = new Map<string, number>();
  const requested: string[] = [];
  type TCallback = (lock: { name: string; mode: 'exclusive' } | null) => unknown;
  const request = (name: string, ...args: [TCallback] | [{ ifAvailable?: boolean }, TCallback]) => {
    const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
    requested.push(name);
    if (options.ifAvailable && (outstanding.get(name) ?? 0) > 0) return Promise.resolve().then(() => callback(null));
    outstanding.set(name, (outstanding.get(name) ?? 0) + 1);
    const granted = (tails.get(name) ?? Promise.resolve())
      .then(() => callback({ name, mode: 'exclusive' }))
      .finally(() => outstanding.set(name, outstanding.get(name)! - 1));
    tails.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { requested, request };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A second tab: the same code loaded again, sharing localStorage and the locks with the first. */
async function openTab() {
  vi.resetModules();
  return import('./api-client');
}

describe('refresh across tabs (Web Locks)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  /** The server: a refresh token is single-use; spending one twice is refused (and would revoke its family). */
  function serveRotation(answer: Promise<void> = Promise.resolve()) {
    const spent = new Set<string>();
    serve(async (call) => {
      const refreshToken = new URLSearchParams(String(call.init.body)).get('refresh_token')!;
      await answer;
      if (spent.has(refreshToken)) return jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: 'x' });
      spent.add(refreshToken);
      return jsonResponse(200, { token: 'new-access', refresh_token: 'new-refresh', mercure_token: 'new-hub' });
    });
  }
  const refreshCalls = () => calls.filter((call) => call.url === '/api/token/refresh');

  it('spends the refresh token once when two tabs refresh at the same time', async () => {
    const { requested } = installLocks();
    const server = deferred();
    serveRotation(server.promise);
    const otherTab = await openTab();
    const first = refreshSession();
    const second = otherTab.refreshSession();
    server.resolve();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.init.body).toBe('refresh_token=old-refresh');
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(new Set(requested)).toEqual(new Set(['tariq.token-refresh']));
  });

  it('lets the 401s of two tabs end in one refresh and a retry each with the new token', async () => {
    installLocks();
    serve((call) => {
      if (call.url === '/api/token/refresh')
        return jsonResponse(200, { token: 'new-access', refresh_token: 'new-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse(200, { ok: call.url })
        : jsonResponse(401, { code: 'TOKEN_EXPIRED', message: 'x' });
    });
    const otherTab = await openTab();
    await expect(Promise.all([api('/api/a'), otherTab.api('/api/b')])).resolves.toEqual([
      { ok: '/api/a' },
      { ok: '/api/b' },
    ]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('waits for the tokens of the tab that held the lock when they reach its storage late', async () => {
    const { request } = installLocks();
    serveRotation();
    const otherTabDone = deferred();
    const otherTab = request('tariq.token-refresh', () => otherTabDone.promise);
    const refreshed = refreshSession();
    otherTabDone.resolve();
    await otherTab;
    // The other tab's tokens arrive after its lock was released.
    await new Promise((resolve) => setTimeout(resolve, 20));
    saveTokens({ token: 'other-access', refresh_token: 'other-refresh' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'tariq.refresh_token' }));
    await expect(refreshed).resolves.toBe(true);
    expect(refreshCalls()).toHaveLength(0);
    expect(getAccessToken()).toBe('other-access');
  });

  it('answers false, without asking the server, when another tab logged out meanwhile', async () => {
    const { request } = installLocks();
    serveRotation();
    const otherTabDone = deferred();
    const otherTab = request('tariq.token-refresh', () => otherTabDone.promise);
    const refreshed = refreshSession();
    localStorage.clear();
    otherTabDone.resolve();
    await otherTab;
    await expect(refreshed).resolves.toBe(false);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('refreshes in its turn when no other tab did', async () => {
    const { requested } = installLocks();
    serveRotation();
    await expect(refreshSession()).resolves.toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(requested).toEqual(['tariq.token-refresh']);
    expect(getRefreshToken()).toBe('new-refresh');
  });
});

describe('isConflict', () => {
  it('says yes to a 409 of the API only: a 400, a 404, a network failure or a plain error is no conflict', async () => {
    serve(() => jsonResponse(409, { code: 'STALE_VERSION', message: 'Changed meanwhile' }));
    const conflict = await api('/api/offers/x').catch((error: unknown) => error);
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(new ApiError(400, 'VALIDATION', ''))).toBe(false);
    expect(isConflict(new ApiError(404, 'NOT_FOUND', ''))).toBe(false);
    expect(isConflict(new ApiError(0, 'NETWORK', ''))).toBe(false);
    expect(isConflict(Object.assign(new Error('409'), { status: 409 }))).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});
