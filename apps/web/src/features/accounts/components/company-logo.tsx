import { LOGO_LIMITS } from '@tariq/contracts/profile';
import type { TProfile } from '@tariq/contracts/profile';
import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatFileSize } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast';
import { logoFileProblem, useDeleteCompanyLogo, useUpdateCompanyLogo } from '../api/company-logo';
import type { TRefreshSessionUser } from '../api/use-profile-saved';

/**
 * The company logo, shown in the top bar's profile menu: a preview, an upload (type and size checked
 * here before the bytes travel; the server checks the bytes themselves), a removal once confirmed.
 */
export function CompanyLogo({
  company,
  refreshSessionUser,
}: {
  company: TProfile['company'];
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { t } = useTranslation('profile');
  const language = getCurrentLanguage();
  const upload = useUpdateCompanyLogo(refreshSessionUser);
  const remove = useDeleteCompanyLogo(refreshSessionUser);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const maxSize = formatFileSize(LOGO_LIMITS.maxBytes, language);

  const onFile = (file: File | null) => {
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem === 'type' ? t('profile.logo.wrongType') : t('profile.logo.tooBig', { max: maxSize }));
      return;
    }
    setProblem(null);
    upload.mutate(
      { companyId: company.id, file },
      {
        onSuccess: () => void toastSuccess(t('profile.logo.uploaded')),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  // The server names each logo file in its address: a new logo is never taken from the cache.
  const src = company.logo;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-logo-title">
      <Stack>
        <Title order={2} size="h4" id="company-logo-title">
          {t('profile.logo.title')}
        </Title>
        <Group align="center">
          <Avatar
            src={src}
            alt={src ? t('profile.logo.alt', { company: company.legalName }) : undefined}
            size={72}
            radius="md"
          >
            {src ? null : <Text size="xs">{t('profile.logo.none')}</Text>}
          </Avatar>
          <Stack gap="xs">
            <Group gap="xs">
              <FileButton onChange={onFile} accept={LOGO_LIMITS.mimeTypes.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={upload.isPending}
                  >
                    {company.logo ? t('profile.logo.replace') : t('profile.logo.upload')}
                  </Button>
                )}
              </FileButton>
              {company.logo ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirmingRemoval(true)}
                >
                  {t('profile.logo.remove')}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {t('profile.logo.hint', { max: maxSize })}
            </Text>
            {problem ? (
              <Text size="sm" c="red" role="alert">
                {problem}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Stack>
      <ConfirmModal
        opened={isConfirmingRemoval}
        title={t('profile.logo.removeTitle')}
        confirmLabel={t('profile.logo.removeConfirm')}
        confirmColor="red"
        onConfirm={() =>
          remove.mutate(
            { companyId: company.id },
            {
              onSuccess: () => {
                setConfirmingRemoval(false);
                void toastSuccess(t('profile.logo.removed'));
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
        <Text size="sm">{t('profile.logo.removeText')}</Text>
      </ConfirmModal>
    </Paper>
  );
}
