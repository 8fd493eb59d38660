import type { TCarrierDashboard, TCountedAmounts } from '@tariq/contracts/dashboard';
import { Anchor, Badge, Button, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCloud, IconRoad, IconSteeringWheel, IconTruck, IconTruckOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatMeasure, formatMoney, formatNumber } from '../../../lib/format';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { formatAmounts } from '../utils/amounts';
import { formatMonth } from '../utils/months';
import { DocumentsFigure } from './documents-figure';
import { FigureCard, Section } from './figure-card';
import { MonthChart } from './month-chart';

const STATUS_COLORS = { scheduled: 'gray', in_progress: 'blue', completed: 'green', cancelled: 'red' } as const;

/** A company with no mission yet: what to do first instead of zeros. */
function CarrierWelcome() {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t('dashboard.carrier.empty')}</Text>
        <Button component={Link} to={paths.freights.root.getHref()} leftSection={<IconTruck size={18} aria-hidden />}>
          {t('dashboard.carrier.emptyAction')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The invoicing figures, each opening the list of /invoices it counts. */
function Invoicing({ invoicing }: { invoicing: NonNullable<TCarrierDashboard['invoicing']> }) {
  const { t } = useTranslation('dashboard');
  const language = getCurrentLanguage();
  const rows: { key: string; label: string; figure: TCountedAmounts; href: string; unit: 'missions' | 'invoices' }[] = [
    {
      key: 'toInvoice',
      label: t('dashboard.invoicing.toInvoice'),
      figure: invoicing.to_invoice,
      href: paths.invoices.root.getHref(),
      unit: 'missions',
    },
    {
      key: 'unpaid',
      label: t('dashboard.invoicing.unpaid'),
      figure: invoicing.unpaid,
      href: paths.invoices.issued.getHref({ paid: 'unpaid' }),
      unit: 'invoices',
    },
    {
      key: 'overdue',
      label: t('dashboard.invoicing.overdue'),
      figure: invoicing.overdue,
      href: paths.invoices.issued.getHref({ overdue: true }),
      unit: 'invoices',
    },
    {
      key: 'paidThisMonth',
      label: t('dashboard.invoicing.paidThisMonth'),
      figure: invoicing.paid_this_month,
      // The list filters on being paid, not on the month of the payment: every paid invoice.
      href: paths.invoices.issued.getHref({ paid: 'paid' }),
      unit: 'invoices',
    },
  ];
  return (
    <Section title={t('dashboard.invoicing.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {rows.map((row) => (
          <FigureCard
            key={row.key}
            label={row.label}
            href={row.href}
            value={formatAmounts(row.figure.amounts, language) ?? formatMoney('0', 'DZD', language)}
            hint={t(`dashboard.invoicing.${row.unit}`, { value: formatNumber(row.figure.count, language) })}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function LatestMissions({ missions }: { missions: TCarrierDashboard['latest_missions'] }) {
  const { t } = useTranslation('dashboard');
  const language = getCurrentLanguage();
  const arrow = isRtl(language) ? '←' : '→';
  return (
    <Section
      title={t('dashboard.carrier.latestTitle')}
      action={{ label: t('dashboard.viewAll'), href: paths.missions.root.getHref() }}
    >
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.columns.number')}</Table.Th>
              <Table.Th>{t('dashboard.columns.route')}</Table.Th>
              <Table.Th>{t('dashboard.columns.status')}</Table.Th>
              <Table.Th ta="end">{t('dashboard.columns.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {missions.map((mission) => (
              <Table.Tr key={mission.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.offers.detail.getHref(mission.offer_uid)} fw={600}>
                    {mission.number}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {mission.shipper_name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {mission.departure_city} {arrow} {mission.destination_city}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(mission.departure_date, language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[mission.status]} variant="light">
                    {t(`dashboard.missionStatus.${mission.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm" fw={500}>
                    {formatMoney(mission.price, mission.currency, language)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/** A carrier's figures (issue 31): missions, distance, carbon, empty km, documents, drivers, invoicing. */
export function CarrierFigures({ figures }: { figures: TCarrierDashboard }) {
  const { t } = useTranslation('dashboard');
  const language = getCurrentLanguage();
  const km = (value: number) => formatMeasure(value, 'kilometer', language);
  const kg = (value: number) => formatMeasure(value, 'kilogram', language);
  const completed = paths.missions.completed.getHref();
  const isNew = figures.missions.completed_total === 0 && figures.latest_missions.length === 0;
  return (
    <Stack gap="md">
      {isNew ? <CarrierWelcome /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <FigureCard
          label={t('dashboard.carrier.completedThisMonth')}
          icon={<IconTruck size={18} aria-hidden />}
          href={completed}
          value={formatNumber(figures.missions.completed_this_month, language)}
          hint={t('dashboard.carrier.completedHint', {
            total: formatNumber(figures.missions.completed_total, language),
            inProgress: formatNumber(figures.missions.in_progress, language),
          })}
        />
        <FigureCard
          label={t('dashboard.carrier.distance')}
          icon={<IconRoad size={18} aria-hidden />}
          href={completed}
          value={km(figures.distance_km.total)}
          hint={[
            t('dashboard.thisMonth', { value: km(figures.distance_km.this_month) }),
            figures.distance_km.missing > 0
              ? t('dashboard.withoutDistance', { value: formatNumber(figures.distance_km.missing, language) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <FigureCard
          label={t('dashboard.co2e')}
          icon={<IconCloud size={18} aria-hidden />}
          href={completed}
          value={kg(figures.co2e_kg.total)}
          hint={[
            t('dashboard.thisMonth', { value: kg(figures.co2e_kg.this_month) }),
            figures.co2e_kg.missing > 0
              ? t('dashboard.withoutCo2e', { value: formatNumber(figures.co2e_kg.missing, language) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <FigureCard
          label={t('dashboard.carrier.emptyKm')}
          icon={<IconTruckOff size={18} aria-hidden />}
          href={completed}
          value={figures.empty_km.total === null ? t('dashboard.notKnown') : km(figures.empty_km.total)}
          hint={
            figures.empty_km.total === null
              ? t('dashboard.carrier.emptyKmUnknown')
              : t('dashboard.carrier.emptyKmKnown', {
                  known: formatNumber(figures.empty_km.known, language),
                  total: formatNumber(figures.empty_km.known + figures.empty_km.missing, language),
                })
          }
        />
      </SimpleGrid>

      <Section title={t('dashboard.carrier.chartTitle')} action={{ label: t('dashboard.viewAll'), href: completed }}>
        <MonthChart
          title={t('dashboard.carrier.chartTitle')}
          monthHeading={t('dashboard.month')}
          valueHeading={t('dashboard.carrier.chartValue')}
          data={figures.missions.by_month.map((item) => ({
            label: formatMonth(item.month, language),
            value: item.completed,
          }))}
          valueFormatter={(value) => formatNumber(value, language)}
        />
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DocumentsFigure documents={figures.documents} />
        <FigureCard
          label={t('dashboard.drivers.label')}
          icon={<IconSteeringWheel size={18} aria-hidden />}
          href={paths.drivers.root.getHref()}
          value={t('dashboard.drivers.connected', { value: formatNumber(figures.drivers.connected, language) })}
          hint={t('dashboard.drivers.hint', {
            total: formatNumber(figures.drivers.total, language),
            onMission: formatNumber(figures.drivers.on_mission, language),
          })}
        />
      </SimpleGrid>

      {figures.invoicing ? <Invoicing invoicing={figures.invoicing} /> : null}
      {figures.latest_missions.length > 0 ? <LatestMissions missions={figures.latest_missions} /> : null}
    </Stack>
  );
}
