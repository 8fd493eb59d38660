import type { TLanguage, TLoginRequest, TLoginResponse, TSessionUser } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { getRefreshToken } from '../../../lib/tokens';

export function postLogin(credentials: TLoginRequest): Promise<TLoginResponse> {
  return api<TLoginResponse>('/api/login_check', { method: 'POST', body: credentials, auth: false });
}

export function fetchLoggedUser(): Promise<TSessionUser> {
  return api<TSessionUser>('/api/user/logged', { method: 'POST' });
}

/** Revokes the session on the server; sends the refresh token too, so an expired access token does not stop it. */
export function postLogout(): Promise<unknown> {
  const refreshToken = getRefreshToken();
  return api('/api/user/logout', {
    method: 'POST',
    body: refreshToken ? { refresh_token: refreshToken } : {},
    auth: true,
  });
}

export function postChangeLanguage(language: TLanguage): Promise<unknown> {
  return api('/api/user/changelanguage', { method: 'POST', body: { language } });
}
