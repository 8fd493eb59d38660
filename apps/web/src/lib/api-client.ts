import { LIMITS } from '@tariq/contracts/limits';
import type { TErrorBody, TRefreshResponse } from '@tariq/contracts';
import { getCurrentLanguage } from './i18n';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './tokens';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorBody['code'] | 'NETWORK',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * A 409: what the caller acted on changed meanwhile (a stale version, a status that moved, an offer
 * taken). What the page shows is out of date: read it again, and say why.
 */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded (the spec's "form data" calls). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (uploads); the browser sets the boundary. */
  multipart?: FormData;
  /** Answers the body as a Blob (downloads) instead of parsed JSON. */
  blob?: boolean;
  /** Send the Bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
};

let onSessionExpired: () => void = () => undefined;
/** The session layer says what to do when the session cannot be renewed (log out, go to /login). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

// One refresh at a time, its answer shared for 10 s (spec 000 §9): concurrent 401s must not each
// spend the single-use refresh token.
let sharedRefresh: { promise: Promise<boolean>; startedAt: number } | null = null;

export function refreshSession(): Promise<boolean> {
  const now = Date.now();
  if (sharedRefresh && now - sharedRefresh.startedAt < LIMITS.tokenRefreshCacheMs) return sharedRefresh.promise;
  const promise = (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    // Without Web Locks (an old browser, or a page served over plain HTTP) each tab refreshes alone.
    const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
    return locks ? refreshAcrossTabs(locks, refreshToken) : rotateTokens(refreshToken);
  })();
  sharedRefresh = { promise, startedAt: now };
  return promise;
}

/** Spends `refreshToken` for a new pair of tokens and stores them; false when the server refuses. */
async function rotateTokens(refreshToken: string): Promise<boolean> {
  try {
    const answer = await send<TRefreshResponse>('/api/token/refresh', {
      method: 'POST',
      form: { refresh_token: refreshToken },
      auth: false,
    });
    if (!answer.token) return false;
    saveTokens(answer);
    return true;
  } catch {
    return false;
  }
}

const REFRESH_LOCK = 'tariq.token-refresh';
/** How long a tab that waited for another tab's refresh waits for that tab's tokens to reach it. */
const OTHER_TAB_TOKENS_WAIT_MS = 1_000;

/**
 * Every tab of the browser shares the tokens (localStorage), and a refresh token is single-use: two
 * tabs spending the same one make the server revoke its whole family, logging every tab out. So the
 * tabs take turns, and a tab whose turn comes after another rotated the token takes the stored
 * tokens instead of asking the server.
 */
async function refreshAcrossTabs(locks: LockManager, heldToken: string): Promise<boolean> {
  const inTurn = async (waited: boolean): Promise<boolean> => {
    let current = getRefreshToken();
    // Chromium copies localStorage between tabs' processes asynchronously: the tokens of the tab that
    // held the lock can arrive a moment after its lock is released.
    if (waited && current === heldToken) current = await refreshTokenChange(heldToken, OTHER_TAB_TOKENS_WAIT_MS);
    if (!current) return false; // logged out meanwhile, in another tab
    if (current !== heldToken) return true; // another tab rotated it: its new tokens are stored for all
    return rotateTokens(current);
  };
  const atOnce = await locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) => (lock ? inTurn(false) : null));
  return atOnce ?? (await locks.request(REFRESH_LOCK, () => inTurn(true)));
}

/** The refresh token once another tab changes it, or as it is after `timeoutMs`. */
function refreshTokenChange(from: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve(getRefreshToken());
    };
    const onStorage = () => {
      if (getRefreshToken() !== from) done();
    };
    const timer = setTimeout(done, timeoutMs);
    window.addEventListener('storage', onStorage);
  });
}

/** Forgets the shared refresh (tests, and logout). */
export function resetRefreshCache(): void {
  sharedRefresh = null;
}

async function send<T>(path: string, options: TRequestOptions): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'user-Language': getCurrentLanguage(),
  };
  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = options.auth === false ? null : getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', '');
  }
  if (options.blob && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<TErrorBody>;
    throw new ApiError(response.status, error.code ?? 'INTERNAL', error.message ?? '', error.fields ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls the API. On a 401 it refreshes the session once and retries the request once; when the
 * refresh fails the tokens are cleared and the session layer logs out.
 */
export async function api<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const mayRefresh = options.auth !== false && error instanceof ApiError && error.status === 401 && getRefreshToken();
    if (!mayRefresh) throw error;
    if (!(await refreshSession())) {
      clearTokens();
      onSessionExpired();
      throw error;
    }
    return send<T>(path, options);
  }
}
