import { EMAIL_NOTIFICATION_KINDS } from '@tariq/contracts/email-notifications';
import type { TEmailNotificationSettings } from '@tariq/contracts/email-notifications';
import { Divider, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { getEmailNotificationsQueryOptions, useUpdateEmailNotifications } from '../api/email-notifications';
import { FormCard } from './form-helpers';

/** Which kinds of events also come by e-mail, and whether in one mail a day: one save, the whole object. */
export function NotificationsTab() {
  const { t } = useTranslation('profile');
  const query = useQuery(getEmailNotificationsQueryOptions());
  if (query.isPending) return <Skeleton height={360} radius="md" data-testid="notifications-skeleton" />;
  if (query.isError)
    return (
      <LoadErrorAlert title={t('profile.notifications.loadError')} retryLabel={t('profile.retry')} query={query} />
    );
  return <NotificationsForm saved={query.data} />;
}

function NotificationsForm({ saved }: { saved: TEmailNotificationSettings }) {
  const { t } = useTranslation('profile');
  const [settings, setSettings] = useState(saved);
  const update = useUpdateEmailNotifications();
  const isChanged = (Object.keys(saved) as (keyof TEmailNotificationSettings)[]).some(
    (key) => settings[key] !== saved[key],
  );
  const toggle = (key: keyof TEmailNotificationSettings, value: boolean) =>
    setSettings((current) => ({ ...current, [key]: value }));

  return (
    <FormCard
      title={t('profile.notifications.title')}
      onSubmit={() =>
        update.mutate(settings, {
          onSuccess: (next) => {
            setSettings(next);
            void toastSuccess(t('profile.saved'));
          },
        })
      }
      error={update.error ? errorMessage(update.error) : null}
      isSaving={update.isPending}
      canSave={isChanged}
      saveLabel={t('profile.save')}
    >
      <Text size="sm" c="dimmed">
        {t('profile.notifications.intro')}
      </Text>
      <Stack gap="md">
        {EMAIL_NOTIFICATION_KINDS.map((kind) => (
          <Switch
            key={kind}
            checked={settings[kind]}
            onChange={(event) => toggle(kind, event.currentTarget.checked)}
            label={t(`profile.notifications.kinds.${kind}.label`)}
            description={t(`profile.notifications.kinds.${kind}.hint`)}
          />
        ))}
      </Stack>
      <Divider />
      <Switch
        checked={settings.dailyDigest}
        onChange={(event) => toggle('dailyDigest', event.currentTarget.checked)}
        label={t('profile.notifications.dailyDigest.label')}
        description={t('profile.notifications.dailyDigest.hint')}
      />
    </FormCard>
  );
}
