import { api } from '../../../lib/api-client';

export type TDownloadPodFileOptions = { id: string; fileId: string };

/** `GET /api/missions/{id}/pod/{fileId}`: one file of the proof of delivery, fetched with the session. */
export function downloadPodFile({ id, fileId }: TDownloadPodFileOptions): Promise<Blob> {
  return api<Blob>(`/api/missions/${encodeURIComponent(id)}/pod/${encodeURIComponent(fileId)}`, { blob: true });
}
