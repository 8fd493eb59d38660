import type { TRegisterResponse } from '@tariq/contracts/registration';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PlacePicker } from '../../features/places/components/place-picker';
import { RegisterForm } from '../../features/register/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /register: the multi-step sign-up, then the page telling where the verification e-mail went. */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const [done, setDone] = useState<TRegisterResponse | null>(null);
  useDocumentTitle(done ? t('register.done.title') : t('register.title'));
  return (
    <Center py="xl">
      {done ? (
        <Paper withBorder shadow="sm" p="xl" radius="md" maw={520} w="100%">
          <Stack align="center" ta="center">
            <IconMailCheck size={48} aria-hidden />
            <Title order={1} size="h2">
              {t('register.done.title')}
            </Title>
            <Text>{t('register.done.body', { email: done.email })}</Text>
            <Text size="sm" c="dimmed">
              {t('register.done.hint')}
            </Text>
            <Button component={Link} to={paths.auth.login.getHref()}>
              {t('register.done.login')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <RegisterForm onRegistered={setDone} PlaceField={PlacePicker} />
      )}
    </Center>
  );
}
