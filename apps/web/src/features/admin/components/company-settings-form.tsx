import { MODULES } from '@tariq/contracts';
import type { TModule } from '@tariq/contracts';
import type { TAdminCompanyDetail } from '@tariq/contracts/admin';
import { Alert, Button, Checkbox, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateCompanySettings } from '../api/update-company-settings';

/** The modules the company pays for and VIP, saved together. */
export function CompanySettingsForm({ company }: { company: TAdminCompanyDetail['company'] }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCompanySettings();
  const [modules, setModules] = useState<TModule[]>(company.modules);
  const [isVip, setIsVip] = useState(company.isVip);
  const headingId = 'company-settings-title';

  const save = () => {
    // In the order the platform lists them, whatever order they were ticked in.
    const settings = { modules: MODULES.filter((module) => modules.includes(module)), isVip };
    update.mutate(
      { id: company.id, settings },
      { onSuccess: () => void toastSuccess(t('admin.company.settings.saved', { company: company.legalName })) },
    );
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('admin.company.settings.title')}
          </Title>
          <Checkbox.Group
            label={t('admin.company.settings.modules')}
            description={t('admin.company.settings.modulesHint')}
            value={modules}
            onChange={(value) => setModules(value as TModule[])}
          >
            <Stack gap="xs" mt="xs">
              {MODULES.map((module) => (
                <Checkbox key={module} value={module} label={t(`admin.modules.${module}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label={t('admin.company.settings.vip')}
            checked={isVip}
            onChange={(event) => setIsVip(event.currentTarget.checked)}
          />
          {update.isError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('admin.company.settings.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
