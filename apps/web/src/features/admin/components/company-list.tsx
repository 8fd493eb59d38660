import type { TAdminCompany } from '@tariq/contracts/admin';
import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list/paged-list';
import { paths } from '../../../config/paths';
import { formatDay, formatNumber } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getCompaniesQueryOptions } from '../api/get-companies';
import { Code, CompanyBadges, useKindLabel } from './company-badges';

function CompanyRow({ company }: { company: TAdminCompany }) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  const kindLabel = useKindLabel();
  const none = t('admin.none');
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={paths.admin.company.getHref(company.id)} fw={600} dir="auto">
          {company.legalName}
        </Anchor>
      </Table.Td>
      <Table.Td>{kindLabel(company.kind)}</Table.Td>
      <Table.Td>{company.nif ? <Code>{company.nif}</Code> : none}</Table.Td>
      <Table.Td>{company.rc ? <Code>{company.rc}</Code> : none}</Table.Td>
      <Table.Td>
        <bdi>{company.city ?? none}</bdi>
      </Table.Td>
      <Table.Td>{formatNumber(company.usersCount, language)}</Table.Td>
      <Table.Td>
        <CompanyBadges company={company} />
      </Table.Td>
      <Table.Td>
        {company.modules.length > 0
          ? company.modules.map((module) => t(`admin.modules.${module}`)).join(', ')
          : t('admin.companies.noModules')}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(company.createdAt, language)}</Table.Td>
    </Table.Tr>
  );
}

/** The companies matching `q` (all of them when empty), newest first, a page at a time. */
export function CompanyList({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation('admin');
  const companies = useQuery(getCompaniesQueryOptions({ q, page }));
  return (
    <Stack gap="xs">
      {companies.data && !companies.isPlaceholderData ? (
        <Text size="sm" c="dimmed" role="status">
          {t('admin.companies.count', { count: companies.data.count })}
        </Text>
      ) : null}
      <PagedList
        query={companies}
        page={page}
        pageHref={(item) => paths.admin.companies.getHref({ q, page: item })}
        texts={{
          loadError: t('admin.companies.loadError'),
          retry: t('admin.retry'),
          empty: q ? t('admin.companies.noMatch', { q }) : t('admin.companies.empty'),
          emptyHint: t(q ? 'admin.companies.noMatchHint' : 'admin.companies.emptyHint'),
          pastLastPage: t('admin.companies.emptyPage'),
          firstPage: t('admin.list.firstPage'),
          pagination: t('admin.companies.pagination'),
          page: (item) => t('admin.list.page', { page: item }),
          previous: t('admin.list.previousPage'),
          next: t('admin.list.nextPage'),
        }}
      >
        {(rows, isLoading) =>
          isLoading ? (
            <Stack gap="xs" role="status" aria-label={t('admin.companies.loading')}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} h={40} radius="sm" />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover aria-label={t('admin.companies.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.companies.columns.name')}</Table.Th>
                    <Table.Th>{t('admin.companies.columns.kind')}</Table.Th>
                    <Table.Th>{t('admin.ids.nif')}</Table.Th>
                    <Table.Th>{t('admin.ids.rc')}</Table.Th>
                    <Table.Th>{t('admin.detail.city')}</Table.Th>
                    <Table.Th>{t('admin.companies.columns.users')}</Table.Th>
                    <Table.Th>{t('admin.companies.columns.status')}</Table.Th>
                    <Table.Th>{t('admin.companies.columns.modules')}</Table.Th>
                    <Table.Th>{t('admin.companies.columns.createdAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((company) => (
                    <CompanyRow key={company.id} company={company} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </PagedList>
    </Stack>
  );
}
