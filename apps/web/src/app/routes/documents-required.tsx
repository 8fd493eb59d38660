import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Shown in place of an area that opens only once the legal documents are verified. */
export function DocumentsRequired() {
  const { t } = useTranslation('pages');
  return (
    <Stack maw={640} mx="auto" py="xl">
      <Title order={1} size="h2">
        {t('documentsRequired.title')}
      </Title>
      <Alert color="orange" icon={<IconLock aria-hidden />} variant="light">
        <Text>{t('documentsRequired.text')}</Text>
        <Anchor component={Link} to={paths.profile.documents.getHref()} mt="sm" display="inline-block" fw={600}>
          {t('documentsRequired.link')}
        </Anchor>
      </Alert>
    </Stack>
  );
}
