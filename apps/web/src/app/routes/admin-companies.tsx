import { ADMIN_LIMITS } from '@tariq/contracts/admin';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NumberSearchField } from '../../components/number-search/number-search-field';
import { CompanyList } from '../../features/admin/components/company-list';
import { readPageParam } from '../../lib/page-param';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Platform staff: every company, searched by name, NIF, RC or a user's e-mail (issue 26). */
export default function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = readPageParam(searchParams);
  useDocumentTitle(t('admin.companies.title'));
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {t('admin.companies.title')}
      </Title>
      <NumberSearchField
        value={q}
        // A new search starts from its first page; replaced, so Back leaves the list, not each word.
        onSearch={(next) => setSearchParams(next ? { q: next } : {}, { replace: true })}
        label={t('admin.companies.searchLabel')}
        placeholder={t('admin.companies.searchPlaceholder')}
        tooLong={t('admin.companies.searchTooLong')}
        max={ADMIN_LIMITS.searchMax}
      />
      <CompanyList q={q} page={page} />
    </Stack>
  );
}
