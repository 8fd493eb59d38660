import type { TShipperDashboard } from '@tariq/contracts/dashboard';
import { formatAmount, parseAmount } from '@tariq/contracts/invoicing/money';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCloud, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCompactMoney, formatDate, formatMeasure, formatMoney, formatNumber } from '../../../lib/format';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { formatMonth } from '../utils/months';
import { DocumentsFigure } from './documents-figure';
import { FigureCard, Section } from './figure-card';
import { MonthChart } from './month-chart';

type TOfferStatus = keyof TShipperDashboard['shipments']['by_status'];

/** Each status's tab of /expeditions: the list the count is of. */
const STATUS_LISTS: Record<TOfferStatus, () => string> = {
  in_exchange: () => paths.expeditions.root.getHref(),
  scheduled: () => paths.expeditions.scheduled.getHref(),
  in_progress: () => paths.expeditions.inProgress.getHref(),
  completed: () => paths.expeditions.completed.getHref(),
  cancelled: () => paths.expeditions.cancelled.getHref(),
  expired: () => paths.expeditions.expired.getHref(),
};
const STATUS_ORDER: TOfferStatus[] = ['in_exchange', 'scheduled', 'in_progress', 'completed', 'cancelled', 'expired'];
const STATUS_COLORS = {
  in_exchange: 'blue',
  scheduled: 'grape',
  in_progress: 'cyan',
  completed: 'green',
  cancelled: 'red',
  expired: 'gray',
} as const;

/** The currency the chart draws: the one spent most over the months (DZD for an Algerian shipper). */
function mainCurrency(months: TShipperDashboard['spend_by_month']): { main: string; others: Map<string, number> } {
  const totals = new Map<string, number>();
  for (const month of months)
    for (const item of month.amounts)
      totals.set(item.currency, (totals.get(item.currency) ?? 0) + (parseAmount(item.amount) ?? 0));
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const main = ranked[0]?.[0] ?? 'DZD';
  return { main, others: new Map(ranked.slice(1)) };
}

function ShipperWelcome() {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t('dashboard.shipper.empty')}</Text>
        <Button component={Link} to={paths.expeditions.new.getHref()} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('dashboard.shipper.emptyAction')}
        </Button>
      </Stack>
    </Card>
  );
}

/** A shipper's figures (issue 31): shipments, spend, lanes, carbon, carriers, documents. */
export function ShipperFigures({ figures }: { figures: TShipperDashboard }) {
  const { t } = useTranslation('dashboard');
  const language = getCurrentLanguage();
  const arrow = isRtl(language) ? '←' : '→';
  const completed = paths.expeditions.completed.getHref();
  const { main, others } = mainCurrency(figures.spend_by_month);
  const kg = (value: number) => formatMeasure(value, 'kilogram', language);
  return (
    <Stack gap="md">
      {figures.shipments.total === 0 ? <ShipperWelcome /> : null}
      <Section
        title={t('dashboard.shipper.shipmentsTitle')}
        action={{ label: t('dashboard.viewAll'), href: paths.expeditions.root.getHref() }}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {STATUS_ORDER.map((status) => (
            <FigureCard
              key={status}
              label={t(`dashboard.shipper.status.${status}`)}
              href={STATUS_LISTS[status]()}
              value={formatNumber(figures.shipments.by_status[status], language)}
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('dashboard.shipper.spendTitle')} action={{ label: t('dashboard.viewAll'), href: completed }}>
        <MonthChart
          title={t('dashboard.shipper.spendTitle')}
          monthHeading={t('dashboard.month')}
          valueHeading={t('dashboard.shipper.spendValue', { currency: main })}
          data={figures.spend_by_month.map((item) => ({
            label: formatMonth(item.month, language),
            // A length of bar, not an amount to compute with: the exact amount is in the table.
            value: Number(item.amounts.find((amount) => amount.currency === main)?.amount ?? 0),
          }))}
          valueFormatter={(value) => formatMoney(String(value), main, language)}
          axisFormatter={(value) => formatCompactMoney(value, main, language)}
        />
        {others.size > 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.shipper.otherCurrencies', {
              amounts: [...others.entries()]
                .map(([currency, centimes]) => formatMoney(formatAmount(centimes), currency, language))
                .join(' · '),
            })}
          </Text>
        ) : null}
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <DocumentsFigure documents={figures.documents} />
      </SimpleGrid>

      {figures.lanes.length > 0 ? (
        <Section title={t('dashboard.shipper.lanesTitle')} action={{ label: t('dashboard.viewAll'), href: completed }}>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.shipper.lane')}</Table.Th>
                  <Table.Th ta="end">{t('dashboard.shipper.laneMissions')}</Table.Th>
                  <Table.Th ta="end">{t('dashboard.shipper.pricePerKm')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {figures.lanes.map((lane) => (
                  <Table.Tr
                    key={`${lane.from.country}${lane.from.state_code}-${lane.to.country}${lane.to.state_code}-${lane.currency}`}
                  >
                    <Table.Td>
                      {lane.from.state_name} {arrow} {lane.to.state_name}
                    </Table.Td>
                    <Table.Td ta="end">{formatNumber(lane.missions, language)}</Table.Td>
                    <Table.Td ta="end">
                      {lane.price_per_km === null
                        ? t('dashboard.notKnown')
                        : t('dashboard.shipper.perKm', {
                            price: formatMoney(lane.price_per_km, lane.currency, language),
                          })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      ) : null}

      <Section title={t('dashboard.shipper.carriersTitle')} action={{ label: t('dashboard.viewAll'), href: completed }}>
        <Group gap="xs">
          <IconUsers size={18} aria-hidden />
          <Text fw={600}>
            {t('dashboard.shipper.carriersCount', { value: formatNumber(figures.carriers.count, language) })}
          </Text>
        </Group>
        {figures.carriers.top.length > 0 ? (
          <Stack gap={4} component="ol" m={0} ps="md">
            {figures.carriers.top.map((carrier) => (
              <Text component="li" size="sm" key={carrier.company_id}>
                {carrier.name} ·{' '}
                {t('dashboard.shipper.carrierMissions', { value: formatNumber(carrier.missions, language) })}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Section>

      {figures.latest_shipments.length > 0 ? (
        <Section
          title={t('dashboard.shipper.latestTitle')}
          action={{ label: t('dashboard.viewAll'), href: paths.expeditions.root.getHref() }}
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
                {figures.latest_shipments.map((shipment) => (
                  <Table.Tr key={shipment.uid}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.expeditions.detail.getHref(shipment.uid)} fw={600}>
                        {shipment.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {shipment.departure_city} {arrow} {shipment.destination_city}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(shipment.departure_date, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[shipment.status]} variant="light">
                        {t(`dashboard.shipper.status.${shipment.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm" fw={500}>
                        {shipment.price === null
                          ? t('dashboard.shipper.priceToNegotiate')
                          : formatMoney(shipment.price, shipment.currency, language)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      ) : null}
    </Stack>
  );
}
