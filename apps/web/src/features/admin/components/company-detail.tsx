import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TDocumentStatus } from '@tariq/contracts/documents';
import type { TAdminCompanyDetail } from '@tariq/contracts/admin';
import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { paths } from '../../../config/paths';
import { formatDate, formatDay, formatNumber } from '../../../lib/format';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getCompanyQueryOptions } from '../api/get-company';
import { CompanyAudit } from './company-audit';
import { Code, CompanyBadges, useKindLabel } from './company-badges';
import { CompanySettingsForm } from './company-settings-form';
import { CompanyUsers } from './company-users';

const DOCUMENT_STATUS_COLORS: Record<TDocumentStatus, MantineColor> = {
  missing: 'gray',
  in_validation: 'blue',
  verified: 'green',
  refused: 'red',
  expired: 'orange',
};
const isDocumentStatus = (status: string): status is TDocumentStatus => Object.hasOwn(DOCUMENT_STATUS_COLORS, status);
const isDocumentType = (type: string): type is keyof typeof LEGAL_DOCUMENTS => Object.hasOwn(LEGAL_DOCUMENTS, type);

/** A fact of a list of terms: its name, and its value or "non renseigné". */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const isEmpty = children === null || children === undefined || children === '';
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={130} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} c={isEmpty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {isEmpty ? t('admin.none') : children}
      </Text>
    </Group>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

function Identifiers({ company }: { company: TAdminCompanyDetail['company'] }) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  const kindLabel = useKindLabel();
  return (
    <Section id="company-identifiers-title" title={t('admin.company.identifiers')}>
      <Stack gap={4} component="dl" m={0}>
        <Fact label={t('admin.detail.legalName')}>
          <bdi>{company.legalName}</bdi>
        </Fact>
        <Fact label={t('admin.detail.kind')}>{kindLabel(company.kind)}</Fact>
        <Fact label={t('admin.ids.nif')}>{company.nif ? <Code>{company.nif}</Code> : null}</Fact>
        <Fact label={t('admin.ids.rc')}>{company.rc ? <Code>{company.rc}</Code> : null}</Fact>
        <Fact label={t('admin.ids.nis')}>{company.nis ? <Code>{company.nis}</Code> : null}</Fact>
        <Fact label={t('admin.detail.city')}>{company.city ? <bdi>{company.city}</bdi> : null}</Fact>
        <Fact label={t('admin.company.createdAt')}>{formatDay(company.createdAt, language)}</Fact>
      </Stack>
      <CompanyBadges company={company} />
    </Section>
  );
}

function Documents({ documents }: { documents: TAdminCompanyDetail['documents'] }) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  return (
    <Section id="company-documents-title" title={t('admin.company.documents.title')}>
      {documents.length === 0 ? (
        <Text c="dimmed">{t('admin.company.documents.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={500}>
          <Table aria-labelledby="company-documents-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.company.documents.type')}</Table.Th>
                <Table.Th>{t('admin.company.documents.status')}</Table.Th>
                <Table.Th>{t('admin.company.documents.expiresAt')}</Table.Th>
                <Table.Th>{t('admin.company.documents.uploadedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    {isDocumentType(document.type) ? LEGAL_DOCUMENTS[document.type].label[language] : document.type}
                  </Table.Td>
                  <Table.Td>
                    {isDocumentStatus(document.status) ? (
                      <Badge
                        color={DOCUMENT_STATUS_COLORS[document.status]}
                        variant="light"
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {t(`admin.statuses.${document.status}`)}
                      </Badge>
                    ) : (
                      document.status
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {document.expiresAt ? formatDate(document.expiresAt, language) : t('admin.none')}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(document.uploadedAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <div>
        <Anchor component={Link} to={paths.admin.documents.getHref()} size="sm">
          {t('admin.company.documents.review')}
        </Anchor>
      </div>
    </Section>
  );
}

function Counts({ counts }: { counts: TAdminCompanyDetail['counts'] }) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  return (
    <Section id="company-counts-title" title={t('admin.company.counts.title')}>
      <Stack gap={4} component="dl" m={0}>
        <Fact label={t('admin.company.counts.offers')}>{formatNumber(counts.offers, language)}</Fact>
        <Fact label={t('admin.company.counts.missions')}>{formatNumber(counts.missions, language)}</Fact>
      </Stack>
    </Section>
  );
}

/** A company as the staff see it: who it is, its settings, users, documents, activity and audit trail. */
export function CompanyDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const query = useQuery(getCompanyQueryOptions(id));
  const detail = query.data;
  const BackIcon = isRtl(getCurrentLanguage()) ? IconArrowRight : IconArrowLeft;
  useDocumentTitle(detail ? `${detail.company.legalName} · ${t('admin.companies.title')}` : t('admin.companies.title'));
  return (
    <Stack py="md">
      <div>
        <Button
          component={Link}
          to={paths.admin.companies.getHref()}
          variant="subtle"
          size="compact-sm"
          leftSection={<BackIcon size={16} aria-hidden />}
        >
          {t('admin.company.back')}
        </Button>
      </div>
      <Title order={1} size="h2" dir="auto">
        {detail ? detail.company.legalName : t('admin.company.heading')}
      </Title>
      {detail ? (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack>
              <Identifiers company={detail.company} />
              {/* Keyed by the saved values: a save, here or elsewhere, starts the form from them. */}
              <CompanySettingsForm
                key={`${detail.company.modules.join()}|${detail.company.isVip}`}
                company={detail.company}
              />
              <Counts counts={detail.counts} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack>
              <CompanyUsers companyId={detail.company.id} users={detail.users} />
              <Documents documents={detail.documents} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <CompanyAudit detail={detail} />
          </Grid.Col>
        </Grid>
      ) : query.isError ? (
        <LoadErrorAlert title={t('admin.company.loadError')} retryLabel={t('admin.retry')} query={query} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-label={t('admin.company.loading')}>
          {[0, 1, 2, 3].map((block) => (
            <Skeleton key={block} h={160} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
