import type { TState } from '@tariq/contracts';
import { ALGERIA_REGIONS, regionOfWilaya } from '@tariq/contracts/algeria-regions';
import { Alert, Button, Checkbox, Fieldset, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../../lib/i18n';
import { wilayasQueryOptions } from '../api/get-wilayas';

// Leaflet (about 40 KB gzip) loads with the zones step, not with the sign-up's first steps.
const LeafletZonesMap = lazy(() => import('./leaflet-zones-map'));

const MAP_HEIGHT = 380;

type TZonesFieldProps = {
  /** The side's title ("Zones d'enlèvement"). */
  label: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
};

type TGroup = { id: string; name: string; wilayas: TState[] };

/**
 * Wilayas chosen on a map (a marker per wilaya) or in a list grouped by region, where one box
 * takes or gives back a whole region. The list is the accessible way; the map works without tiles.
 */
export function ZonesField({ label, value, onChange, error }: TZonesFieldProps) {
  const { t } = useTranslation('register');
  const language = getCurrentLanguage();
  const wilayas = useQuery(wilayasQueryOptions());
  const nameOf = (state: TState) => (language === 'ar' && state.name_ar ? state.name_ar : state.name);

  const groups = useMemo<TGroup[]>(() => {
    const states = wilayas.data ?? [];
    const known: TGroup[] = ALGERIA_REGIONS.map((region) => ({
      id: region.id,
      name: t(`register.regions.${region.id}`),
      wilayas: states.filter((state) => regionOfWilaya(state.id) === region.id),
    }));
    const others = states.filter((state) => regionOfWilaya(state.id) === null);
    return [
      ...known,
      ...(others.length > 0 ? [{ id: 'other', name: t('register.zones.other'), wilayas: others }] : []),
    ].filter((group) => group.wilayas.length > 0);
  }, [wilayas.data, t]);

  const points = useMemo(
    () =>
      (wilayas.data ?? []).map((state) => ({
        code: state.id,
        name: `${state.id} — ${language === 'ar' && state.name_ar ? state.name_ar : state.name}`,
        lat: state.lat,
        lng: state.lng,
      })),
    [wilayas.data, language],
  );

  const toggle = (code: string) =>
    onChange(value.includes(code) ? value.filter((entry) => entry !== code) : [...value, code]);
  const setRegion = (group: TGroup, isChecked: boolean) => {
    const codes = group.wilayas.map((state) => state.id);
    onChange(isChecked ? [...new Set([...value, ...codes])] : value.filter((code) => !codes.includes(code)));
  };

  if (wilayas.isError) {
    return (
      <Alert color="red" role="alert" title={t('register.zones.loadError')}>
        <Button size="xs" variant="light" onClick={() => void wilayas.refetch()}>
          {t('register.zones.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('register.zones.hint')}
          </Text>
          <Text size="sm" fw={600} role="status">
            {t('register.zones.selected', { count: value.length })}
          </Text>
        </Group>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
            {wilayas.data ? (
              <LeafletZonesMap
                points={points}
                selected={value}
                label={t('register.zones.mapLabel', { side: label })}
                zoomInLabel={t('register.zones.zoomIn')}
                zoomOutLabel={t('register.zones.zoomOut')}
                onToggle={toggle}
                height={MAP_HEIGHT}
              />
            ) : (
              <Skeleton height={MAP_HEIGHT} radius="md" />
            )}
          </Suspense>
          <ScrollArea.Autosize mah={MAP_HEIGHT} type="auto">
            <Stack gap="md" pe="sm">
              {groups.map((group) => {
                const chosen = group.wilayas.filter((state) => value.includes(state.id)).length;
                return (
                  <fieldset key={group.id} style={{ border: 0, margin: 0, padding: 0 }}>
                    <legend style={{ padding: 0 }}>
                      <Checkbox
                        fw={600}
                        label={t('register.zones.wholeRegion', { region: group.name })}
                        checked={chosen === group.wilayas.length}
                        indeterminate={chosen > 0 && chosen < group.wilayas.length}
                        onChange={(event) => setRegion(group, event.currentTarget.checked)}
                      />
                    </legend>
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} mt={6} ps="lg">
                      {group.wilayas.map((state) => (
                        <Checkbox
                          key={state.id}
                          size="sm"
                          label={`${state.id} — ${nameOf(state)}`}
                          checked={value.includes(state.id)}
                          onChange={() => toggle(state.id)}
                        />
                      ))}
                    </SimpleGrid>
                  </fieldset>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
