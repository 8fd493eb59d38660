import { DOCUMENT_MIME_TYPES } from '@tariq/contracts/documents';
import type { TQueuedDocument } from '@tariq/contracts/documents';
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-blob';
import { useObjectUrl } from '../../../lib/use-object-url';
import { getDocumentFileQueryOptions } from '../api/get-document-file';

type TPreviewKind = 'pdf' | 'image' | null;

/**
 * Only the types the server accepts (checked from the bytes at upload) are shown inline: the blob
 * URL is of the app's origin, so a file that rendered as HTML there would run as the app.
 */
function previewKind(mime: string): TPreviewKind {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(mime)) return null;
  return mime === 'application/pdf' ? 'pdf' : 'image';
}

/**
 * The document's file as the company sent it: a PDF in the browser's viewer, an image as it is. It
 * is fetched with the session's token (a plain `src` would carry none) and shown from a blob URL.
 */
export function DocumentPreview({ document, title }: { document: TQueuedDocument; title: string }) {
  const { t } = useTranslation('admin');
  const file = useQuery(getDocumentFileQueryOptions(document.id));
  const mime = document.file?.mime ?? null;
  const kind = mime ? previewKind(mime) : null;
  const url = useObjectUrl(file.data, kind ? mime : null);
  const language = getCurrentLanguage();

  let content;
  if (file.isError) {
    content = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('admin.preview.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(file.error)}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void file.refetch()} loading={file.isFetching}>
            {t('admin.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!file.data || (kind && !url)) {
    content = (
      <Center mih={320} role="status" aria-label={t('admin.preview.loading')}>
        <Loader />
      </Center>
    );
  } else if (kind === 'pdf' && url) {
    content = (
      <Box
        component="iframe"
        src={url}
        title={title}
        w="100%"
        h="70vh"
        mih={420}
        style={{ border: 0, display: 'block' }}
      />
    );
  } else if (kind === 'image' && url) {
    content = (
      <Box component="img" src={url} alt={title} maw="100%" mah="70vh" style={{ display: 'block', margin: 'auto' }} />
    );
  } else {
    content = (
      <Text size="sm" c="dimmed" p="md">
        {t('admin.preview.unsupported')}
      </Text>
    );
  }

  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap="xs">
        {content}
        {document.file ? (
          <Group justify="space-between" gap="xs" px={4}>
            <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {document.file.name} · {formatFileSize(document.file.size, language)}
            </Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              disabled={!file.data}
              onClick={() => file.data && document.file && saveBlob(file.data, document.file.name)}
            >
              {t('admin.preview.download')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
