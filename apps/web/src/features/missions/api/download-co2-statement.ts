import { api } from '../../../lib/api-client';

/** `GET /api/missions/{id}/co2.pdf`: the mission's CO2 statement, for both sides, fetched with the session. */
export function downloadCo2Statement(id: string): Promise<Blob> {
  return api<Blob>(`/api/missions/${encodeURIComponent(id)}/co2.pdf`, { blob: true });
}
