import type { TStoredDocumentStatus } from '@tariq/contracts/documents';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabbedListPage } from '../../components/tabbed-list-page/tabbed-list-page';
import { ADMIN_DOCUMENT_TABS, DocumentQueue } from '../../features/admin/components/document-queue';

/** `?status=` of the URL: one of the tabs, the queue (in validation) when absent or unknown. */
function readStatus(params: URLSearchParams): TStoredDocumentStatus {
  const status = params.get('status');
  return ADMIN_DOCUMENT_TABS.find((tab) => tab === status) ?? 'in_validation';
}

/** Platform staff: the companies' legal documents to review, one tab per status (issue 26). */
export default function AdminDocumentsPage() {
  const { t } = useTranslation('admin');
  const [searchParams] = useSearchParams();
  const status = readStatus(searchParams);
  return (
    <TabbedListPage
      title={t('admin.title')}
      tabLabel={t(`admin.tabs.${status}`)}
      renderList={(page) => <DocumentQueue key={status} status={status} page={page} />}
    />
  );
}
