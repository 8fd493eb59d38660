import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

const SECTIONS = ['purpose', 'accounts', 'documents', 'role', 'obligations', 'data', 'suspension', 'law'] as const;

/** /terms: the terms of use accepted at sign-up, readable by anyone, signed in or not. */
export default function TermsPage() {
  const { t } = useTranslation('register');
  useDocumentTitle(t('termsPage.title'));
  return (
    <Paper withBorder p="xl" radius="md" my="xl" maw={820} mx="auto" component="article">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('termsPage.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('termsPage.updated')}
          </Text>
        </div>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <Title order={2} size="h4" id={`terms-${section}`}>
              {t(`termsPage.sections.${section}.title`)}
            </Title>
            <Text mt={4}>{t(`termsPage.sections.${section}.body`)}</Text>
          </section>
        ))}
        <Anchor component={Link} to={paths.auth.register.getHref()}>
          {t('termsPage.back')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
