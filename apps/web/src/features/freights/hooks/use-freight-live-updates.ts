import { FREIGHTS_TOPIC, FREIGHT_EVENTS } from '@tariq/contracts/freight-filters';
import type { TFreightEvent, TFreightListResponse } from '@tariq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeToHub } from '../../../lib/hub';
import { freightKeys } from '../api/freight-keys';

function isFreightEvent(data: unknown): data is TFreightEvent {
  const event = data as Partial<TFreightEvent> | null;
  return typeof event?.uid === 'string' && FREIGHT_EVENTS.includes(event.event as (typeof FREIGHT_EVENTS)[number]);
}

/**
 * Follows the public `freights` topic while a search is on screen. An offer taken or withdrawn
 * leaves every list at once (no ghost loads); a changed one is read again; new ones are counted
 * ('N nouvelles offres') until the carrier shows them, or shown at once when auto-refresh is on.
 */
export function useFreightLiveUpdates({ autoRefresh }: { autoRefresh: boolean }) {
  const queryClient = useQueryClient();
  const [newCount, setNewCount] = useState(0);
  const autoRefreshRef = useRef(autoRefresh);
  autoRefreshRef.current = autoRefresh;

  const showNew = useCallback(() => {
    setNewCount(0);
    void queryClient.invalidateQueries({ queryKey: freightKeys.lists() });
  }, [queryClient]);

  useEffect(
    () =>
      subscribeToHub([FREIGHTS_TOPIC], (data) => {
        if (!isFreightEvent(data)) return;
        const { uid, event } = data;
        if (event === 'published') {
          if (autoRefreshRef.current) void queryClient.invalidateQueries({ queryKey: freightKeys.lists() });
          else setNewCount((count) => count + 1);
          return;
        }
        const lists = queryClient.getQueriesData<TFreightListResponse>({ queryKey: freightKeys.lists() });
        const isShown = lists.some(([, list]) => list?.data?.some((freight) => freight.uid === uid));
        if (event === 'taken' || event === 'withdrawn') {
          queryClient.setQueriesData<TFreightListResponse>({ queryKey: freightKeys.lists() }, (list) =>
            list?.data
              ? {
                  ...list,
                  data: list.data.filter((freight) => freight.uid !== uid),
                  count: Math.max(0, list.count - (list.data.some((freight) => freight.uid === uid) ? 1 : 0)),
                }
              : list,
          );
        } else if (isShown) {
          void queryClient.invalidateQueries({ queryKey: freightKeys.lists() });
        }
        // An open page of the offer says at once that it left the exchange.
        void queryClient.invalidateQueries({ queryKey: freightKeys.detail(uid) });
      }),
    [queryClient],
  );

  return { newCount, showNew };
}
