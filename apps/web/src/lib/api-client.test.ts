import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, resetRefreshCache, setSessionExpiredHandler } from './api-client';
import { getAccessToken, getRefreshToken, saveTokens } from './tokens';

type TCall = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let calls: TCall[];
function serve(handler: (call: TCall) => Response) {
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
