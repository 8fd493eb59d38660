import { api } from '../../../lib/api-client';

/**
 * `GET /api/missions/{id}/eprotocol`: the offer's e-protocol, for the mission's carrier as for its
 * shipper, fetched with the session.
 */
export function downloadMissionEprotocol(id: string): Promise<Blob> {
  return api<Blob>(`/api/missions/${encodeURIComponent(id)}/eprotocol`, { blob: true });
}
