import type { TCompanyDocument } from '@tariq/contracts/documents';
import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../components/load-error-alert/load-error-alert';
import { paths } from '../../config/paths';
import { useCompanyDocuments } from '../../features/accounts/api/get-documents';
import { DocumentsToDo, documentsToDo } from '../../features/accounts/components/documents-to-do';
import { useRefreshLoggedUser } from '../../features/auth/api/get-logged-user';
import { getCurrentLanguage } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Beside each document: the way to what it waits for, on its card of the documents tab. */
function DocumentLink({ document }: { document: TCompanyDocument }) {
  const { t } = useTranslation('documents');
  const label = LEGAL_DOCUMENTS[document.type].label[getCurrentLanguage()];
  const action =
    document.status === 'missing'
      ? t('documents.requiredPage.send')
      : document.status === 'in_validation'
        ? t('documents.requiredPage.view')
        : t('documents.requiredPage.sendAgain');
  return (
    <Button
      component={Link}
      to={paths.profile.documents.getHref(document.type)}
      size="xs"
      variant={document.status === 'in_validation' ? 'subtle' : 'light'}
      aria-label={t('documents.requiredPage.actionLabel', { action, document: label })}
    >
      {action}
    </Button>
  );
}

/**
 * Shown in place of an area that opens only once the legal documents are verified: which required
 * documents are missing, in validation, refused or expired, and why, each with a link to its card.
 * Read again on the window's focus and on the staff's decision (type 9); once the documents say the
 * account is active, the session user is read again and the guard opens the area.
 */
export function DocumentsRequired() {
  const { t } = useTranslation('documents');
  const title = t('documents.requiredPage.title');
  useDocumentTitle(title);
  const query = useCompanyDocuments(useRefreshLoggedUser());
  const toDo = query.data ? documentsToDo(query.data.data) : [];
  return (
    <Stack maw={720} mx="auto" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="orange" icon={<IconLock aria-hidden />} variant="light">
        <Text>{t('documents.requiredPage.text')}</Text>
      </Alert>
      {query.isPending ? <Skeleton height={160} radius="md" data-testid="documents-skeleton" aria-busy="true" /> : null}
      {query.isError && !query.data ? (
        <LoadErrorAlert title={t('documents.loadError')} retryLabel={t('documents.retry')} query={query} />
      ) : null}
      {query.data?.isDocOk ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} variant="light" role="status">
          {t('documents.requiredPage.verified')}
        </Alert>
      ) : null}
      {query.data && !query.data.isDocOk && toDo.length > 0 ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="documents-to-do-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="documents-to-do-title">
              {t('documents.requiredPage.toDo')}
            </Title>
            <DocumentsToDo documents={toDo} action={(document) => <DocumentLink document={document} />} />
          </Stack>
        </Paper>
      ) : null}
      <Anchor component={Link} to={paths.profile.documents.getHref()} fw={600}>
        {t('documents.requiredPage.link')}
      </Anchor>
    </Stack>
  );
}
