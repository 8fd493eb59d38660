import type { TFreightDetail, TFreightListResponse } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

export type TSetFreightFavoriteOptions = { uid: string; isFavorite: boolean };

/** `POST` (add) or `DELETE` (remove) `/api/freights/{uid}/favorite`. */
export async function setFreightFavorite({ uid, isFavorite }: TSetFreightFavoriteOptions): Promise<void> {
  await api<{ success: true }>(`/api/freights/${encodeURIComponent(uid)}/favorite`, {
    method: isFavorite ? 'POST' : 'DELETE',
  });
}

type TSnapshot = [QueryKey, unknown][];

/**
 * The star turns at once (optimistic) in every list and detail showing the offer; a refusal puts
 * back what was there. Afterwards the favourites tab is read again (an offer joined or left it).
 */
export function useSetFreightFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFreightFavorite,
    onMutate: async ({ uid, isFavorite }): Promise<TSnapshot> => {
      await queryClient.cancelQueries({ queryKey: freightKeys.all });
      const snapshot: TSnapshot = queryClient.getQueriesData({ queryKey: freightKeys.all });
      queryClient.setQueriesData<TFreightListResponse>({ queryKey: freightKeys.lists() }, (list) =>
        list && Array.isArray(list.data)
          ? {
              ...list,
              data: list.data.map((freight) =>
                freight.uid === uid ? { ...freight, is_favorite: isFavorite } : freight,
              ),
            }
          : list,
      );
      queryClient.setQueryData<TFreightDetail>(freightKeys.detail(uid), (detail) =>
        detail ? { ...detail, is_favorite: isFavorite } : detail,
      );
      return snapshot;
    },
    onError: (_error, _options, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: freightKeys.ownLists('favorite') }),
  });
}
