import type { TInvoice, TInvoicePartyView } from '@tariq/contracts';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';

/** A titled part of the invoice's page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A term and its value, or "non renseigné". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('invoices');
  const isEmpty = children === null || children === undefined || children === '';
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={150} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} c={isEmpty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {isEmpty ? t('invoices.none') : children}
      </Text>
    </Group>
  );
}

const PARTY_FIELDS = [
  ['legalName', 'legal_name'],
  ['legalForm', 'legal_form'],
  ['shareCapital', 'share_capital'],
  ['address', 'address'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['rc', 'rc'],
  ['nif', 'nif'],
  ['nis', 'nis'],
  ['taxArticle', 'tax_article'],
] as const;

const isLegalForm = (value: string): value is (typeof OPTION_LISTS.legalForm)[number] =>
  (OPTION_LISTS.legalForm as readonly string[]).includes(value);

/** A party's identity and identifiers: as its profile says them on a draft, as copied on an issued invoice. */
function PartyFacts({ party, isBuyer }: { party: TInvoicePartyView; isBuyer: boolean }) {
  const { t } = useTranslation('invoices');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const valueOf = (field: (typeof PARTY_FIELDS)[number][1]): ReactNode => {
    const value = party[field];
    if (value === null || value.trim() === '') return null;
    if (field === 'legal_form' && isLegalForm(value)) return catalogueLabel(`catalogue.legalForm.${value}`);
    if (field === 'share_capital') return formatMoney(value, 'DZD', language);
    if (field === 'address' || field === 'legal_name') return <bdi>{value}</bdi>;
    return <span dir="ltr">{value}</span>;
  };
  return (
    <Stack gap={4} component="dl" m={0}>
      {PARTY_FIELDS.filter(([key]) => !(isBuyer && (key === 'shareCapital' || key === 'phone' || key === 'email'))).map(
        ([key, field]) => (
          <Fact key={key} label={t(`invoices.detail.party.${key}`)}>
            {valueOf(field)}
          </Fact>
        ),
      )}
    </Stack>
  );
}

export function PartiesSection({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Section id="invoice-buyer" title={t('invoices.detail.buyer')}>
        <PartyFacts party={invoice.buyer} isBuyer />
      </Section>
      <Section id="invoice-seller" title={t('invoices.detail.seller')}>
        <PartyFacts party={invoice.seller} isBuyer={false} />
      </Section>
    </SimpleGrid>
  );
}

/** The missions the invoice bills, with the references the client will look for. */
export function MissionsSection({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Section id="invoice-missions" title={t('invoices.detail.missions')}>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {invoice.missions.map((mission) => (
          <Stack key={mission.id} gap={0} component="li">
            <Text size="sm" fw={500}>
              {t('invoices.detail.missionOf', { mission: mission.number, offer: mission.offer_number })}
            </Text>
            {mission.loading_reference ? (
              <Text size="xs" c="dimmed">
                {t('invoices.detail.loadingReference', { reference: mission.loading_reference })}
              </Text>
            ) : null}
            {mission.unloading_reference ? (
              <Text size="xs" c="dimmed">
                {t('invoices.detail.unloadingReference', { reference: mission.unloading_reference })}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}

/** The totals the server computed (VAT per rate on the sum of its lines, stamp duty for cash). */
export function TotalsSection({ invoice, note }: { invoice: TInvoice; note?: string }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const money = (amount: string) => formatMoney(amount, invoice.currency, language);
  const hasStampDuty = Number(invoice.totals.stamp_duty) > 0;
  return (
    <Section id="invoice-totals" title={t('invoices.detail.totals.title')}>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
      <Stack gap={4} component="dl" m={0} maw={480}>
        <Fact label={t('invoices.detail.totals.ht')}>{money(invoice.totals.total_ht)}</Fact>
        {invoice.vat_mention === 'ifu' ? (
          <Text size="sm">{t('invoices.detail.ifu')}</Text>
        ) : (
          <>
            {invoice.totals.vat_by_rate.map((vat) => (
              <Fact
                key={vat.rate}
                label={t('invoices.detail.totals.vat', {
                  rate: formatBasisPoints(vat.rate, language),
                  base: money(vat.base_ht),
                })}
              >
                {money(vat.vat)}
              </Fact>
            ))}
            <Fact label={t('invoices.detail.totals.totalVat')}>{money(invoice.totals.total_vat)}</Fact>
          </>
        )}
        <Fact label={t('invoices.detail.totals.ttc')}>{money(invoice.totals.total_ttc)}</Fact>
        {hasStampDuty ? (
          <Fact label={t('invoices.detail.totals.stampDuty')}>{money(invoice.totals.stamp_duty)}</Fact>
        ) : null}
        <Fact label={t('invoices.detail.totals.due')}>
          <Text span fw={700} size="sm">
            {money(invoice.totals.total_due)}
          </Text>
        </Fact>
      </Stack>
    </Section>
  );
}

/** The lines as issued: read only. */
export function LinesTable({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  return (
    <Section id="invoice-lines" title={t('invoices.lines.title')}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.lines.label')}</Table.Th>
              <Table.Th>{t('invoices.lines.quantity')}</Table.Th>
              <Table.Th>{t('invoices.lines.unitPrice')}</Table.Th>
              <Table.Th>{t('invoices.lines.vatRate')}</Table.Th>
              <Table.Th>{t('invoices.lines.amountHt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td dir="auto">{line.label}</Table.Td>
                <Table.Td>{formatNumber(line.quantity, language)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.unit_price, invoice.currency, language)}
                </Table.Td>
                <Table.Td>{formatBasisPoints(line.vat_rate, language)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.amount_ht, invoice.currency, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/** The payment terms of an issued invoice. */
export function TermsFacts({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  return (
    <Stack gap={4} component="dl" m={0}>
      <Fact label={t('invoices.detail.issueDate')}>
        {invoice.issue_date ? formatDate(invoice.issue_date, language) : null}
      </Fact>
      <Fact label={t('invoices.detail.dueDate')}>{formatDate(invoice.due_date, language)}</Fact>
      <Fact label={t('invoices.detail.paymentMethod')}>
        {catalogueLabel(`catalogue.paymentMethod.${invoice.payment_method}` as never)}
      </Fact>
      <Fact label={t('invoices.detail.paymentTerm')}>
        {catalogueLabel(`catalogue.paymentTerm.${invoice.payment_term}` as never)}
      </Fact>
      <Fact label={t('invoices.detail.billingType')}>{t(`invoices.billingType.${invoice.billing_type}`)}</Fact>
    </Stack>
  );
}
