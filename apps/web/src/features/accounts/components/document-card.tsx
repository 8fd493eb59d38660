import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TCompanyDocument, TDocumentStatus } from '@tariq/contracts/documents';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconReplace, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatDay, formatFileSize } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-blob';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/download-document';
import type { TRefreshSessionUser } from '../api/use-profile-saved';
import { DocumentUploadForm } from './document-upload-form';

/** One colour per status (spec 001 §4): what needs the user's hand stands out. */
export const DOCUMENT_STATUS_COLORS: Record<TDocumentStatus, MantineColor> = {
  missing: 'gray',
  in_validation: 'blue',
  verified: 'green',
  refused: 'red',
  expired: 'orange',
};

/** The statuses that ask for a new file: the form is open; otherwise 'Remplacer le document' opens it. */
const NEEDS_FILE: readonly TDocumentStatus[] = ['missing', 'refused', 'expired'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One legal document type of the company: its status, what was sent (file, dates, number), why the
 * staff refused it, the form to send or replace it, and its removal once confirmed (spec 001 §8).
 */
export function DocumentCard({
  document,
  refreshSessionUser,
}: {
  document: TCompanyDocument;
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { t } = useTranslation('documents');
  const language = getCurrentLanguage();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteDocument(refreshSessionUser);
  const [isReplacing, setReplacing] = useState(false);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const { type, status, file } = document;
  const label = LEGAL_DOCUMENTS[type].label[language];
  const needsFile = NEEDS_FILE.includes(status);

  const download = async () => {
    if (!file) return;
    try {
      saveBlob(await downloadDocument(type), file.name);
    } catch (error) {
      void toastError(errorMessage(error));
    }
  };

  // Once sent, the form closes: the focus goes back to the card, not to the page's top.
  const onSent = () => {
    setReplacing(false);
    heading.current?.focus();
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      id={paths.profile.documents.anchor(type)}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={titleId} ref={heading} tabIndex={-1} style={{ flex: '1 1 16rem' }}>
            {label}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color={document.required ? 'dark' : 'gray'}>
              {document.required ? t('documents.required') : t('documents.optional')}
            </Badge>
            <Badge variant="light" color={DOCUMENT_STATUS_COLORS[status]} data-testid="document-status">
              {t(`documents.status.${status}`)}
            </Badge>
          </Group>
        </Group>

        {status === 'refused' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('documents.refusal')}
            role="note"
          >
            {/* Typed by the staff, in French or in Arabic: its own direction. */}
            <Text size="sm" dir="auto">
              {document.refusalReason ?? t('documents.toDo.refusedWithoutReason')}
            </Text>
          </Alert>
        ) : null}
        {status === 'expired' ? (
          <Text size="sm" c="orange.8">
            {document.expiresAt
              ? t('documents.toDo.expired', { date: formatDate(document.expiresAt, language) })
              : t('documents.toDo.expiredWithoutDate')}
          </Text>
        ) : null}

        {file ? (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
            <Fact label={t('documents.facts.file')}>
              <Group gap={4} wrap="nowrap" component="span">
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('documents.facts.fileName', { name: file.name, size: formatFileSize(file.size, language) })}
                </Text>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={t('documents.download.label', { name: file.name })}
                  onClick={() => void download()}
                >
                  {t('documents.download.button')}
                </Button>
              </Group>
            </Fact>
            {document.uploadedAt ? (
              <Fact label={t('documents.facts.uploadedAt')}>{formatDay(document.uploadedAt, language)}</Fact>
            ) : null}
            {document.issuedAt ? (
              <Fact label={t('documents.facts.issuedAt')}>{formatDate(document.issuedAt, language)}</Fact>
            ) : null}
            {document.number ? (
              <Fact label={t('documents.facts.number')}>
                <Text span size="sm" dir="ltr">
                  {document.number}
                </Text>
              </Fact>
            ) : null}
            {document.expiresAt ? (
              <Fact label={t('documents.facts.expiresAt')}>{formatDate(document.expiresAt, language)}</Fact>
            ) : null}
            {document.reviewedAt && (status === 'verified' || status === 'refused') ? (
              <Fact label={t('documents.facts.reviewedAt')}>{formatDay(document.reviewedAt, language)}</Fact>
            ) : null}
          </SimpleGrid>
        ) : null}

        {needsFile || isReplacing ? (
          <DocumentUploadForm
            type={type}
            isReplacing={file !== null}
            refreshSessionUser={refreshSessionUser}
            onSent={onSent}
            onCancel={needsFile ? undefined : () => setReplacing(false)}
          />
        ) : null}

        {file && (!isReplacing || needsFile) ? (
          <Group gap="xs">
            {needsFile ? null : (
              <Button
                variant="light"
                leftSection={<IconReplace size={16} aria-hidden />}
                aria-label={t('documents.replace.label', { document: label })}
                onClick={() => setReplacing(true)}
              >
                {t('documents.replace.button')}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t('documents.delete.label', { document: label })}
              onClick={() => setConfirmingRemoval(true)}
            >
              {t('documents.delete.button')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={isConfirmingRemoval}
        title={t('documents.delete.title')}
        confirmLabel={t('documents.delete.confirm')}
        confirmColor="red"
        isPending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setConfirmingRemoval(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(type, {
            onSuccess: () => {
              setConfirmingRemoval(false);
              setReplacing(false);
              void toastSuccess(t('documents.delete.done', { document: label }));
            },
          })
        }
      >
        <Text size="sm">{t('documents.delete.text', { document: label })}</Text>
        {document.required && status === 'verified' ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
            {t('documents.delete.inactiveWarning')}
          </Alert>
        ) : null}
      </ConfirmModal>
    </Paper>
  );
}
