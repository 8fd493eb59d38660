import type { TMission, TMissionTab } from '@tariq/contracts';
import { MISSION_TABS } from '@tariq/contracts/missions';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NumberSearchField } from '../../../components/number-search/number-search-field';
import { PagedList } from '../../../components/paged-list/paged-list';
import { OfferRouteLink, OfferTable, OfferTableRow } from '../../../components/offer-table/offer-table';
import { paths } from '../../../config/paths';
import { formatDate, formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getMissionsQueryOptions } from '../api/get-missions';
import { CharterStatusBadge, MissionStatusBadge, charterState } from './mission-badges';

/** Each tab is a route of its own (spec 000 §2), so it can be linked to and kept in the history. */
const MISSION_TAB_PATHS: Record<TMissionTab, { getHref: (options?: { page?: number; q?: string }) => string }> = {
  in_progress: paths.missions.inProgress,
  completed: paths.missions.completed,
  cancelled: paths.missions.cancelled,
};

/** The tabs keep the search. */
function MissionTabs({ active, q }: { active: TMissionTab; q: string }) {
  const { t } = useTranslation('missions');
  return (
    <Group component="nav" aria-label={t('missions.tabs.label')} gap="xs">
      {MISSION_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={MISSION_TAB_PATHS[tab].getHref({ q })}
          variant={tab === active ? 'light' : 'subtle'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(`missions.tabs.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}

/** A day of the offer and its time, as the shipments list shows them. */
function DayCell({ stop }: { stop: TMission['offer']['departure'] }) {
  return (
    <Table.Td>
      <Text size="sm">{formatDate(stop.date, getCurrentLanguage())}</Text>
      <Text size="xs" c="dimmed">
        {stop.time}
      </Text>
    </Table.Td>
  );
}

function MissionRow({ mission }: { mission: TMission }) {
  const { t } = useTranslation('missions');
  const href = paths.offers.detail.getHref(mission.offer.uid);
  const price = formatPrice(mission.price, mission.currency, getCurrentLanguage()) ?? '';
  return (
    <OfferTableRow href={href}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" ff="monospace">
          {mission.number}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {mission.offer.number}
        </Text>
      </Table.Td>
      <Table.Td>
        <OfferRouteLink offer={mission.offer} href={href} />
      </Table.Td>
      <DayCell stop={mission.offer.departure} />
      <DayCell stop={mission.offer.destination} />
      <Table.Td>
        <Text size="sm" dir="auto">
          {mission.shipper.name}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('missions.priceExclTax', { price })}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {/* Whole labels: a badge cut to 'BON D'AFF…' tells a dispatcher nothing. */}
          <MissionStatusBadge status={mission.status} styles={{ label: { overflow: 'visible' } }} />
          <CharterStatusBadge state={charterState(mission)} styles={{ label: { overflow: 'visible' } }} />
          {mission.cancelled_by && (
            <Text size="xs" c="dimmed">
              {t(`missions.list.cancelledBy.${mission.cancelled_by}`)}
            </Text>
          )}
          {mission.status === 'cancelled' && mission.cancel_reason && (
            <Text size="xs" dir="auto" maw={260}>
              {t('missions.list.cancelReason', { reason: mission.cancel_reason })}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </OfferTableRow>
  );
}

/** The carrier's missions of one tab, a page at a time (`page` from 1, from the URL); each opens its offer. */
export function MissionsList({ tab, page }: { tab: TMissionTab; page: number }) {
  const { t } = useTranslation('missions');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const missions = useQuery(getMissionsQueryOptions({ tab, page, q }));

  return (
    <Stack>
      <NumberSearchField
        value={q}
        // A new search starts from its first page; the history keeps one entry, not one per key.
        onSearch={(next) => setSearchParams(next ? { q: next } : {}, { replace: true })}
        label={t('missions.search.label')}
        placeholder={t('missions.search.placeholder')}
        tooLong={t('missions.search.tooLong')}
      />
      <MissionTabs active={tab} q={q} />
      <PagedList
        query={missions}
        page={page}
        pageHref={(item) => MISSION_TAB_PATHS[tab].getHref({ page: item, q })}
        texts={{
          loadError: t('missions.list.loadError'),
          retry: t('missions.retry'),
          empty: q ? t('missions.search.noMatch', { q }) : t(`missions.list.empty.${tab}`),
          emptyHint: q ? t('missions.search.noMatchHint') : t('missions.list.emptyHint'),
          pastLastPage: t('missions.list.emptyPage'),
          firstPage: t('missions.list.firstPage'),
          pagination: t('missions.list.pagination'),
          page: (item) => t('missions.list.page', { page: item }),
          previous: t('missions.list.previousPage'),
          next: t('missions.list.nextPage'),
        }}
        emptyAction={
          <Button
            component={Link}
            to={paths.freights.root.getHref()}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {t('missions.list.findFreight')}
          </Button>
        }
      >
        {(items, isLoading) => (
          <OfferTable
            minWidth={980}
            headings={[
              t('missions.list.number'),
              t('missions.list.route'),
              t('missions.list.departure'),
              t('missions.list.arrival'),
              t('missions.list.shipper'),
              t('missions.list.price'),
              t('missions.list.status'),
            ]}
            isLoading={isLoading}
            skeletonRows={5}
          >
            {items.map((mission) => (
              <MissionRow key={mission.id} mission={mission} />
            ))}
          </OfferTable>
        )}
      </PagedList>
    </Stack>
  );
}
