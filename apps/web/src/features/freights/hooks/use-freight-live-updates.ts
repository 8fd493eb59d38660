import { FREIGHTS_TOPIC, FREIGHT_EVENTS, privateFreightsTopic } from '@tariq/contracts/freight-filters';
import type { TFreightEvent, TFreightExchange, TFreightListResponse } from '@tariq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeToHub } from '../../../lib/hub';
import { hubTopicsGranted } from '../../../lib/tokens';
import { freightKeys } from '../api/freight-keys';

function isFreightEvent(data: unknown): data is TFreightEvent {
  const event = data as Partial<TFreightEvent> | null;
  return typeof event?.uid === 'string' && FREIGHT_EVENTS.includes(event.event as (typeof FREIGHT_EVENTS)[number]);
}

/**
 * The topic of the caller's private exchange, `privateFreightsTopic(its company id)`, as the hub
 * token grants it: the session user does not carry its company's id, and the token is what the hub
 * checks anyway. None (an older token, a shipper): the private tab is then not live.
 */
function privateExchangeTopics(): string[] {
  const prefix = privateFreightsTopic('');
  return hubTopicsGranted().filter((topic) => topic.startsWith(prefix) && topic.length > prefix.length);
}

/**
 * The topics of an exchange's events. The private tab follows only its own: the public topic's
 * publications are not in its list, and would be counted as 'nouvelles offres' there.
 */
function topicsOf(exchange: TFreightExchange): string[] {
  return exchange === 'private' ? privateExchangeTopics() : [FREIGHTS_TOPIC];
}

/**
 * Follows the topic of the exchange on screen (the public `freights` topic, or the company's
 * private exchange) while a search is on screen. An offer taken or withdrawn
 * leaves every list at once (no ghost loads); a changed one is read again; new ones are counted
 * ('N nouvelles offres') until the carrier shows them, or shown at once when auto-refresh is on.
 */
export function useFreightLiveUpdates({
  autoRefresh,
  exchange = 'public',
}: {
  autoRefresh: boolean;
  exchange?: TFreightExchange;
}) {
  const queryClient = useQueryClient();
  // Counted per exchange: switching to the other list does not carry this one's count over.
  const [counted, setCounted] = useState({ exchange, count: 0 });
  const newCount = counted.exchange === exchange ? counted.count : 0;
  const autoRefreshRef = useRef(autoRefresh);
  autoRefreshRef.current = autoRefresh;

  const showNew = useCallback(() => {
    setCounted({ exchange, count: 0 });
    void queryClient.invalidateQueries({ queryKey: freightKeys.lists() });
  }, [queryClient, exchange]);

  useEffect(() => {
    const topics = topicsOf(exchange);
    if (topics.length === 0) return undefined;
    return subscribeToHub(topics, (data) => {
      if (!isFreightEvent(data)) return;
      const { uid, event } = data;
      if (event === 'published') {
        if (autoRefreshRef.current) void queryClient.invalidateQueries({ queryKey: freightKeys.lists() });
        else
          setCounted((previous) => ({
            exchange,
            count: (previous.exchange === exchange ? previous.count : 0) + 1,
          }));
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
    });
  }, [queryClient, exchange]);

  return { newCount, showNew };
}
