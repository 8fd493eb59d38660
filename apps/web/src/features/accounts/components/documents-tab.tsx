import { DOCUMENT_LIMITS } from '@tariq/contracts/documents';
import type { TCompanyDocumentsResponse } from '@tariq/contracts/documents';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { formatDate, formatFileSize } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCompanyDocuments } from '../api/get-documents';
import type { TRefreshSessionUser } from '../api/use-profile-saved';
import { DocumentCard } from './document-card';
import { DocumentsToDo, documentsToDo } from './documents-to-do';

/**
 * Active until the earliest expiry of the required documents; inactive: what each one waits for. A
 * status, not an alert: told again, politely, when a decision of the staff changes it.
 */
function AccountStatus({ documents }: { documents: TCompanyDocumentsResponse }) {
  const { t } = useTranslation('documents');
  const language = getCurrentLanguage();
  if (documents.isDocOk)
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('documents.account.active')}
        role="status"
      >
        {documents.verifiedUntil
          ? t('documents.account.verifiedUntil', { date: formatDate(documents.verifiedUntil, language) })
          : t('documents.account.allVerified')}
      </Alert>
    );
  const toDo = documentsToDo(documents.data);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={t('documents.account.inactive')}
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm">{t('documents.account.inactiveText')}</Text>
        {toDo.length > 0 ? <DocumentsToDo documents={toDo} /> : null}
      </Stack>
    </Alert>
  );
}

function DocumentsSkeleton() {
  return (
    <Stack data-testid="documents-skeleton" aria-busy="true">
      <Skeleton height={90} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

function DocumentsContent({
  documents,
  refreshSessionUser,
}: {
  documents: TCompanyDocumentsResponse;
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { hash } = useLocation();
  // A link to one document (the inactive-account page's): its card is brought into view, and the
  // focus put on its title so that a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (!hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    card?.scrollIntoView({ block: 'start' });
    card?.querySelector<HTMLElement>('h3')?.focus();
  }, [hash]);
  return (
    <>
      <AccountStatus documents={documents} />
      {documents.data.map((document) => (
        <DocumentCard key={document.type} document={document} refreshSessionUser={refreshSessionUser} />
      ))}
    </>
  );
}

/**
 * The documents tab (spec 001 §2, issue 26): whether the account is active, then each legal document
 * type with its status, what was sent, why it was refused, and the form to send, replace or delete it.
 * `refreshSessionUser`: features/auth's, handed down by the page (features do not import each other).
 */
export function DocumentsTab({ refreshSessionUser }: { refreshSessionUser: TRefreshSessionUser }) {
  const { t } = useTranslation('documents');
  const language = getCurrentLanguage();
  const query = useCompanyDocuments(refreshSessionUser);
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('documents.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.intro', { max: formatFileSize(DOCUMENT_LIMITS.fileMaxBytes, language) })}
        </Text>
      </Stack>
      {query.isPending ? <DocumentsSkeleton /> : null}
      {/* A later read that fails (back on the window) keeps what was shown. */}
      {query.isError && !query.data ? (
        <LoadErrorAlert title={t('documents.loadError')} retryLabel={t('documents.retry')} query={query} />
      ) : null}
      {query.data ? <DocumentsContent documents={query.data} refreshSessionUser={refreshSessionUser} /> : null}
    </Stack>
  );
}
