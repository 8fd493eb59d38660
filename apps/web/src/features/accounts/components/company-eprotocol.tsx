import { EPROTOCOL_MIME_TYPES, OFFER_LIMITS } from '@tariq/contracts/offers';
import type { TProfile } from '@tariq/contracts/profile';
import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-blob';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  downloadCompanyEprotocol,
  useDeleteCompanyEprotocol,
  useUpdateCompanyEprotocol,
} from '../api/company-eprotocol';
import type { TRefreshSessionUser } from '../api/use-profile-saved';

/**
 * The shipper's default e-protocol (spec 001 §2 account settings): attached to each offer it
 * publishes from now on, where it can still be replaced or removed.
 */
export function CompanyEprotocol({
  company,
  refreshSessionUser,
}: {
  company: TProfile['company'];
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { t } = useTranslation('profile');
  const language = getCurrentLanguage();
  const upload = useUpdateCompanyEprotocol(refreshSessionUser);
  const remove = useDeleteCompanyEprotocol(refreshSessionUser);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const maxSize = formatFileSize(OFFER_LIMITS.eprotocolMaxBytes, language);
  const { eprotocol } = company;

  const onFile = (file: File | null) => {
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!(EPROTOCOL_MIME_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('profile.eprotocol.wrongType'));
      return;
    }
    if (file.size > OFFER_LIMITS.eprotocolMaxBytes) {
      setProblem(t('profile.eprotocol.tooBig', { max: maxSize }));
      return;
    }
    setProblem(null);
    upload.mutate(
      { companyId: company.id, file },
      {
        onSuccess: () => void toastSuccess(t('profile.eprotocol.uploaded')),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const download = async () => {
    if (!eprotocol) return;
    try {
      saveBlob(await downloadCompanyEprotocol(company.id), eprotocol.name);
    } catch (error) {
      void toastError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-eprotocol-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-eprotocol-title">
          {t('profile.eprotocol.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.eprotocol.hint', { max: maxSize })}
        </Text>
        <Text size="sm">
          {eprotocol
            ? t('profile.eprotocol.current', { name: eprotocol.name, size: formatFileSize(eprotocol.size, language) })
            : t('profile.eprotocol.none')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={onFile} accept={EPROTOCOL_MIME_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {eprotocol ? t('profile.eprotocol.replace') : t('profile.eprotocol.upload')}
              </Button>
            )}
          </FileButton>
          {eprotocol ? (
            <>
              <Button
                variant="subtle"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void download()}
              >
                {t('profile.eprotocol.download')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirmingRemoval(true)}
              >
                {t('profile.eprotocol.remove')}
              </Button>
            </>
          ) : null}
        </Group>
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={isConfirmingRemoval}
        title={t('profile.eprotocol.removeTitle')}
        confirmLabel={t('profile.eprotocol.removeConfirm')}
        confirmColor="red"
        onConfirm={() =>
          remove.mutate(
            { companyId: company.id },
            {
              onSuccess: () => {
                setConfirmingRemoval(false);
                void toastSuccess(t('profile.eprotocol.removed'));
              },
            },
          )
        }
        onClose={() => {
          setConfirmingRemoval(false);
          remove.reset();
        }}
        isPending={remove.isPending}
        error={remove.error}
      >
        <Text size="sm">{t('profile.eprotocol.removeText')}</Text>
      </ConfirmModal>
    </Paper>
  );
}
