/**
 * The three tokens of the session, kept in browser storage as the spec's contract says
 * (ARCHITECTURE.md §7 explains why that is safe here: short access tokens, rotation, strict CSP).
 */
const KEYS = { access: 'tariq.token', refresh: 'tariq.refresh_token', mercure: 'tariq.mercure_token' } as const;

export type TTokens = { token: string; refresh_token: string; mercure_token?: string };

export function getAccessToken(): string | null {
  return localStorage.getItem(KEYS.access);
}
export function getRefreshToken(): string | null {
  return localStorage.getItem(KEYS.refresh);
}
export function getMercureToken(): string | null {
  return localStorage.getItem(KEYS.mercure);
}

export function saveTokens(tokens: Partial<TTokens>): void {
  if (tokens.token) localStorage.setItem(KEYS.access, tokens.token);
  if (tokens.refresh_token) localStorage.setItem(KEYS.refresh, tokens.refresh_token);
  if (tokens.mercure_token) localStorage.setItem(KEYS.mercure, tokens.mercure_token);
}

export function clearTokens(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

/** The claims of a JWT, unchecked (the server checks them); null when the token cannot be read. */
function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT, in milliseconds; null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * The topics the hub token lets its holder follow (its `mercure.subscribe` claim): the hub refuses
 * any other, so a page follows only those it is granted (a carrier's private exchange, issue 27).
 */
export function hubTopicsGranted(token: string | null = getMercureToken()): string[] {
  const mercure = token ? tokenClaims(token)?.mercure : undefined;
  const topics = (mercure as { subscribe?: unknown } | undefined)?.subscribe;
  return Array.isArray(topics) ? topics.filter((topic): topic is string => typeof topic === 'string') : [];
}

/** Logged, in the spec's sense: a stored token whose expiry has not passed. */
export function isAccessTokenValid(token: string | null = getAccessToken(), now = Date.now()): boolean {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}
