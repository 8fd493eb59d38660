import type { TFreightDetail } from '@tariq/contracts';
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
 * The star turns at once (optimistic) wherever the offer shows: the favourites list gains or loses
 * its uid, the open detail its flag; a refusal puts back what was there. Afterwards the favourites
 * tab is read again (an offer joined or left it).
 */
export function useSetFreightFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFreightFavorite,
    onMutate: async ({ uid, isFavorite }): Promise<TSnapshot> => {
      await queryClient.cancelQueries({ queryKey: freightKeys.favoriteUids() });
      const snapshot: TSnapshot = [
        [freightKeys.favoriteUids(), queryClient.getQueryData(freightKeys.favoriteUids())],
        [freightKeys.detail(uid), queryClient.getQueryData(freightKeys.detail(uid))],
      ];
      queryClient.setQueryData<string[]>(freightKeys.favoriteUids(), (uids = []) =>
        isFavorite ? [uid, ...uids.filter((known) => known !== uid)] : uids.filter((known) => known !== uid),
      );
      queryClient.setQueryData<TFreightDetail>(freightKeys.detail(uid), (detail) =>
        detail ? { ...detail, is_favorite: isFavorite } : detail,
      );
      return snapshot;
    },
    onError: (_error, _options, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: freightKeys.ownLists('favorite') }),
        queryClient.invalidateQueries({ queryKey: freightKeys.favoriteUids() }),
      ]),
  });
}
