import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The generic crash page of the spec, with a refresh button. */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" role="alert">
        <Title order={1} size="h2" ta="center">
          {t('crash.title')}
        </Title>
        <Button onClick={() => window.location.reload()}>{t('crash.refresh')}</Button>
      </Stack>
    </Center>
  );
}
