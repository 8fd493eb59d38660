import type { TOffer } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import { invalidateOffer } from './invalidate-offer';

export type TCancelOfferOptions = {
  uid: string;
  /** Told to the carrier, if one was chosen; null: none given. */
  reason: string | null;
};

/** `POST /api/offers/{uid}/cancel`: the shipment is cancelled, with its mission if it has one. */
export function cancelOffer({ uid, reason }: TCancelOfferOptions): Promise<TOffer> {
  return api<TOffer>(`/api/offers/${encodeURIComponent(uid)}/cancel`, { method: 'POST', body: { reason } });
}

export function useCancelOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOffer,
    onSuccess: (_offer, { uid }) => invalidateOffer(queryClient, uid),
    onError: (error, { uid }) => (isConflict(error) ? invalidateOffer(queryClient, uid) : undefined),
  });
}
