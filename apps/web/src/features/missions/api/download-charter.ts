import { api } from '../../../lib/api-client';

/**
 * `GET /api/missions/{id}/charter.pdf`: the charter order (bon d'affrètement), for both sides, fetched
 * with the session (a plain link would carry no token).
 */
export function downloadCharter(id: string): Promise<Blob> {
  return api<Blob>(`/api/missions/${encodeURIComponent(id)}/charter.pdf`, { blob: true });
}
