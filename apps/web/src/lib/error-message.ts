import { ApiError } from './api-client';
import { i18next } from './i18n';

/** What to tell the user about a failed call: the server's message (already in their language) or ours. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return i18next.t('common.networkError');
    if (error.message) return error.message;
  }
  return i18next.t('common.genericError');
}
