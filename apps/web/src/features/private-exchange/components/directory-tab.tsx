import { ONBOARDING_TRUCK_TYPES } from '@tariq/contracts/catalogues/vehicles';
import type { TOnboardingTruckType } from '@tariq/contracts/catalogues/vehicles';
import type { TPlaceValue } from '@tariq/contracts';
import { CARRIER_DIRECTORY_ORDERS, PRIVATE_EXCHANGE_LIMITS } from '@tariq/contracts/private-exchange';
import type { TCarrierDirectoryOrder, TNetworkCarrier, TNetworkGroup } from '@tariq/contracts/private-exchange';
import {
  Badge,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Button,
} from '@mantine/core';
import { Select } from '../../../components/select/select';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { useAddToNetwork } from '../api/add-to-network';
import { getNetworkQueryOptions } from '../api/get-network';
import { searchCarriersQueryOptions } from '../api/search-carriers';
import type { TCarrierSearch } from '../api/search-carriers';
import { CarrierCard } from './carrier-card';
import { GroupsSelect } from './groups-select';
import { useZoneNames } from './use-zone-names';

/** The place picker, handed in by the page (features do not import each other). */
export type TPlaceFieldProps = {
  value: TPlaceValue | null;
  onChange: (value: TPlaceValue | null) => void;
  label?: string;
  countryLabel?: string;
  error?: ReactNode;
};

const RADII_KM = [10, 25, 50, 100, 200, 300, PRIVATE_EXCHANGE_LIMITS.radiusMaxKm];
const MIN_RATINGS = [1, 2, 3, 4, 5];
const SEARCH_DEBOUNCE_MS = 300;

type TFilters = {
  q: string;
  place: TPlaceValue | null;
  radius: number | null;
  truckType: TOnboardingTruckType | null;
  documentsValid: boolean;
  minRating: number | null;
  order: TCarrierDirectoryOrder;
};

const NO_FILTERS: TFilters = {
  q: '',
  place: null,
  radius: null,
  truckType: null,
  documentsValid: false,
  minRating: null,
  order: 'rating',
};

/** The query the filters make: only what is set; a radius only around a place. */
function toSearch(filters: TFilters, q: string, page: number): TCarrierSearch {
  const search: TCarrierSearch = { order: filters.order, page };
  if (q.trim()) search.q = q.trim();
  if (filters.place) {
    search.place_id = filters.place.place_id;
    if (filters.radius) search.radius = filters.radius;
  }
  if (filters.truckType) search.truckType = filters.truckType;
  if (filters.documentsValid) search.documentsValid = true;
  if (filters.minRating) search.minRating = filters.minRating;
  return search;
}

function DirectoryFilters({
  value,
  onChange,
  PlaceField,
}: {
  value: TFilters;
  onChange: (changes: Partial<TFilters>) => void;
  PlaceField: ComponentType<TPlaceFieldProps>;
}) {
  const { t } = useTranslation('privateExchange');
  const { t: catalogueLabel, ready } = useCatalogueLabels();
  return (
    <Paper withBorder p="md" radius="md" role="search" aria-label={t('privateExchange.directory.filters')}>
      <Stack gap="sm">
        <TextInput
          label={t('privateExchange.directory.search')}
          placeholder={t('privateExchange.directory.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.q}
          maxLength={100}
          onChange={(event) => onChange({ q: event.currentTarget.value })}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: 1, minWidth: 280 }}>
            <PlaceField
              value={value.place}
              onChange={(place) => onChange({ place })}
              label={t('privateExchange.directory.place')}
              countryLabel={t('privateExchange.directory.country')}
            />
          </div>
          <Select
            label={t('privateExchange.directory.radius')}
            placeholder={t('privateExchange.directory.radiusExact')}
            data={RADII_KM.map((km) => ({
              value: String(km),
              label: t('privateExchange.directory.radiusKm', { count: km }),
            }))}
            value={value.radius ? String(value.radius) : null}
            onChange={(next) => onChange({ radius: next ? Number(next) : null })}
            disabled={!value.place}
            clearable
            w={160}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('privateExchange.directory.truckType')}
            placeholder={t('privateExchange.directory.anyTruckType')}
            data={ONBOARDING_TRUCK_TYPES.map((type) => ({
              value: type,
              label: catalogueLabel(`catalogue.onboardingTruckType.${type}` as never),
            }))}
            value={value.truckType}
            onChange={(next) => onChange({ truckType: next as TOnboardingTruckType | null })}
            disabled={!ready}
            clearable
          />
          <Select
            label={t('privateExchange.directory.minRating')}
            placeholder={t('privateExchange.directory.anyRating')}
            data={MIN_RATINGS.map((rating) => ({
              value: String(rating),
              label: t('privateExchange.directory.ratingAtLeast', { rating }),
            }))}
            value={value.minRating ? String(value.minRating) : null}
            onChange={(next) => onChange({ minRating: next ? Number(next) : null })}
            clearable
          />
          <Select
            label={t('privateExchange.directory.order')}
            data={CARRIER_DIRECTORY_ORDERS.map((order) => ({
              value: order,
              label: t(`privateExchange.directory.orders.${order}`),
            }))}
            value={value.order}
            onChange={(next) => onChange({ order: (next ?? 'rating') as TCarrierDirectoryOrder })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Switch
          label={t('privateExchange.directory.documentsValid')}
          checked={value.documentsValid}
          onChange={(event) => onChange({ documentsValid: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}

/** Adds a carrier of the directory to the network, in the groups chosen (none: the whole network only). */
function AddToNetworkModal({
  carrier,
  groups,
  onClose,
}: {
  carrier: TNetworkCarrier | null;
  groups: readonly TNetworkGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation('privateExchange');
  const add = useAddToNetwork();
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const close = () => {
    setGroupIds([]);
    add.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={carrier !== null}
      title={carrier ? t('privateExchange.directory.addTitle', { name: carrier.name }) : ''}
      confirmLabel={t('privateExchange.directory.addConfirm')}
      isPending={add.isPending}
      error={add.error}
      onClose={close}
      onConfirm={() => {
        if (!carrier) return;
        add.mutate(
          { carrierId: carrier.id, groupIds },
          {
            onSuccess: () => {
              void toastSuccess(t('privateExchange.directory.added', { name: carrier.name }));
              close();
            },
          },
        );
      }}
    >
      <Text size="sm">{carrier ? t('privateExchange.directory.addText', { name: carrier.name }) : null}</Text>
      <GroupsSelect
        groups={groups}
        value={groupIds}
        onChange={setGroupIds}
        label={t('privateExchange.invite.groups')}
      />
    </ConfirmModal>
  );
}

function DirectorySkeleton() {
  return (
    <Stack data-testid="directory-skeleton" aria-busy="true">
      <Skeleton height={150} radius="md" />
      <Skeleton height={150} radius="md" />
    </Stack>
  );
}

/**
 * "Annuaire des transporteurs" (spec 001 §2, issue 27): carriers by name, by place with a radius,
 * by vehicle type, documents and rating, best rated first; each one added to the network here.
 */
export function DirectoryTab({ PlaceField }: { PlaceField: ComponentType<TPlaceFieldProps> }) {
  const { t } = useTranslation('privateExchange');
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  const search = toSearch(filters, q, page);
  const directory = useQuery(searchCarriersQueryOptions(search));
  // The groups to add a carrier into: the network's, read once for both tabs.
  const network = useQuery(getNetworkQueryOptions());
  const groups = network.data?.groups ?? [];
  const carriers = directory.data?.data ?? [];
  const zoneName = useZoneNames(carriers);
  const [adding, setAdding] = useState<TNetworkCarrier | null>(null);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('privateExchange.directory.intro')}
      </Text>
      <DirectoryFilters
        value={filters}
        PlaceField={PlaceField}
        onChange={(changes) => {
          // A new search starts from its first page; a place cleared takes its radius along.
          setFilters((current) => ({ ...current, ...changes, ...(changes.place === null ? { radius: null } : {}) }));
          setPage(1);
        }}
      />
      {directory.isError && !directory.data ? (
        <LoadErrorAlert
          title={t('privateExchange.directory.loadError')}
          retryLabel={t('privateExchange.retry')}
          query={directory}
        />
      ) : null}
      {directory.isPending ? <DirectorySkeleton /> : null}
      {directory.data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('privateExchange.directory.count', { count: directory.data.count })}
        </Text>
      ) : null}
      {directory.data && carriers.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <Text fw={500}>{t('privateExchange.directory.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('privateExchange.directory.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {carriers.map((carrier) => (
        <CarrierCard
          key={carrier.id}
          carrier={carrier}
          groups={groups}
          zoneName={zoneName}
          actions={
            carrier.inNetwork ? (
              <Badge
                variant="light"
                color="green"
                tt="none"
                size="lg"
                leftSection={<IconCircleCheck size={14} aria-hidden />}
              >
                {t('privateExchange.carrier.inNetwork')}
              </Badge>
            ) : (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setAdding(carrier)}
                aria-label={t('privateExchange.directory.addLabel', { name: carrier.name })}
              >
                {t('privateExchange.directory.add')}
              </Button>
            )
          }
        />
      ))}
      {directory.data && directory.data.total_pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={directory.data.total_pages}
            value={Math.min(page, directory.data.total_pages)}
            onChange={setPage}
            aria-label={t('privateExchange.directory.pagination')}
            getItemProps={(item) => ({ 'aria-label': t('privateExchange.directory.page', { page: item }) })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? t('privateExchange.directory.previous') : t('privateExchange.directory.next'),
            })}
          />
        </Group>
      ) : null}
      <AddToNetworkModal carrier={adding} groups={groups} onClose={() => setAdding(null)} />
    </Stack>
  );
}
