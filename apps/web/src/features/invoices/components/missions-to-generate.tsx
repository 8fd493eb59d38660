import type { TInvoiceableMission } from '@tariq/contracts';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconFileInvoice } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OfferTable } from '../../../components/offer-table/offer-table';
import { PagedList } from '../../../components/paged-list/paged-list';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCreateInvoice } from '../api/create-invoice';
import { getInvoicesToGenerateQueryOptions } from '../api/get-invoices-to-generate';
import { INVOICE_TAB_PATHS } from './invoice-tabs';

/** Why the ticked missions cannot go on one invoice, or null when they can. */
function selectionProblem(missions: TInvoiceableMission[]): 'oneClient' | 'oneCurrency' | null {
  if (new Set(missions.map((mission) => mission.client.company_id)).size > 1) return 'oneClient';
  if (new Set(missions.map((mission) => mission.currency)).size > 1) return 'oneCurrency';
  return null;
}

/** A refused generation: the server's message, then each field's (a mission invoiced meanwhile). */
function generationError(error: unknown): string {
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  return [errorMessage(error), ...new Set(fields)].join(' ');
}

function MissionRow({
  mission,
  isChecked,
  onToggle,
}: {
  mission: TInvoiceableMission;
  isChecked: boolean;
  onToggle: (isChecked: boolean) => void;
}) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  return (
    <Table.Tr bg={isChecked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          checked={isChecked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={t('invoices.toGenerate.chooseMission', { number: mission.mission_number })}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" ff="monospace">
          {mission.mission_number}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {mission.offer_number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" dir="auto">
          {mission.departure_city} → {mission.destination_city}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(mission.departure_date, language)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(mission.delivered_at, language)}</Table.Td>
      <Table.Td>
        <Text size="sm" dir="auto">
          {mission.client.name}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(mission.price, mission.currency, language)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * "À générer": the delivered missions on no invoice yet. Missions of one client, ticked together (on
 * any page), go on one invoice; the draft made opens at once.
 */
export function MissionsToGenerate({ page }: { page: number }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const missions = useQuery(getInvoicesToGenerateQueryOptions(page));
  const create = useCreateInvoice();
  // Kept by id with the mission itself: a mission ticked on another page still counts.
  const [selected, setSelected] = useState<ReadonlyMap<string, TInvoiceableMission>>(new Map());
  const chosen = [...selected.values()];
  const problem = selectionProblem(chosen);

  const toggle = (mission: TInvoiceableMission, isChecked: boolean) => {
    create.reset();
    setSelected((current) => {
      const next = new Map(current);
      if (isChecked) next.set(mission.mission_id, mission);
      else next.delete(mission.mission_id);
      return next;
    });
  };

  const generate = () =>
    create.mutate(
      { mission_ids: chosen.map((mission) => mission.mission_id) },
      {
        onSuccess: (invoice) => {
          void toastSuccess(t('invoices.toGenerate.generated'));
          void navigate(paths.invoices.detail.getHref(invoice.id));
        },
      },
    );

  const hintId = 'invoice-generate-hint';
  const hint = problem
    ? t(`invoices.toGenerate.${problem}`)
    : chosen.length === 0
      ? t('invoices.toGenerate.chooseHint')
      : null;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('invoices.toGenerate.intro')}
      </Text>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm" fw={500} role="status">
              {t('invoices.toGenerate.selected', { count: chosen.length })}
            </Text>
            {hint ? (
              <Text size="xs" c={problem ? 'red' : 'dimmed'} id={hintId}>
                {hint}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {chosen.length > 0 ? (
              <Button variant="subtle" onClick={() => setSelected(new Map())}>
                {t('invoices.toGenerate.clear')}
              </Button>
            ) : null}
            <Button
              leftSection={<IconFileInvoice size={16} aria-hidden />}
              disabled={chosen.length === 0 || problem !== null}
              aria-describedby={hint ? hintId : undefined}
              loading={create.isPending}
              onClick={generate}
            >
              {t('invoices.toGenerate.generate')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {create.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('invoices.toGenerate.failed')} role="alert">
          {generationError(create.error)}
        </Alert>
      ) : null}
      <PagedList
        query={missions}
        page={page}
        pageHref={(item) => INVOICE_TAB_PATHS.toGenerate.getHref({ page: item })}
        texts={{
          loadError: t('invoices.toGenerate.loadError'),
          retry: t('invoices.retry'),
          empty: t('invoices.toGenerate.empty'),
          emptyHint: t('invoices.toGenerate.emptyHint'),
          pastLastPage: t('invoices.paging.emptyPage'),
          firstPage: t('invoices.paging.firstPage'),
          pagination: t('invoices.toGenerate.pagination'),
          page: (item) => t('invoices.paging.page', { page: item }),
          previous: t('invoices.paging.previousPage'),
          next: t('invoices.paging.nextPage'),
        }}
      >
        {(items, isLoading) => (
          <div
            role={isLoading ? 'status' : undefined}
            aria-label={isLoading ? t('invoices.toGenerate.loading') : undefined}
          >
            <OfferTable
              minWidth={860}
              headings={[
                <VisuallyHidden key="choose">{t('invoices.toGenerate.choose')}</VisuallyHidden>,
                t('invoices.toGenerate.mission'),
                t('invoices.toGenerate.route'),
                t('invoices.toGenerate.delivered'),
                t('invoices.toGenerate.client'),
                t('invoices.toGenerate.price'),
              ]}
              isLoading={isLoading}
              skeletonRows={5}
            >
              {items.map((mission) => (
                <MissionRow
                  key={mission.mission_id}
                  mission={mission}
                  isChecked={selected.has(mission.mission_id)}
                  onToggle={(isChecked) => toggle(mission, isChecked)}
                />
              ))}
            </OfferTable>
          </div>
        )}
      </PagedList>
    </Stack>
  );
}
