import type { TOffer } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOffer } from './invalidate-offer';

const eprotocolPath = (uid: string) => `/api/offers/${encodeURIComponent(uid)}/eprotocol`;

/** `PUT /api/offers/{uid}/eprotocol`: a PDF or an image, 10 MB at most (the server checks its bytes). */
export function uploadOfferEprotocol({ uid, file }: { uid: string; file: File }): Promise<TOffer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<TOffer>(eprotocolPath(uid), { method: 'PUT', multipart: form });
}

/** `DELETE /api/offers/{uid}/eprotocol`. */
export function deleteOfferEprotocol({ uid }: { uid: string }): Promise<TOffer> {
  return api<TOffer>(eprotocolPath(uid), { method: 'DELETE' });
}

/** `GET /api/offers/{uid}/eprotocol`: the file, fetched with the session (a plain link would carry no token). */
export function downloadOfferEprotocol(uid: string): Promise<Blob> {
  return api<Blob>(eprotocolPath(uid), { blob: true });
}

export function useUploadOfferEprotocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOfferEprotocol,
    onSuccess: (_offer, { uid }) => invalidateOffer(queryClient, uid),
  });
}

export function useDeleteOfferEprotocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfferEprotocol,
    onSuccess: (_offer, { uid }) => invalidateOffer(queryClient, uid),
  });
}
