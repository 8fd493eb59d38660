import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** After publishing: says how many offers went out, with a link to each and to publish another. */
export default function ExpeditionPublishedPage() {
  const { t } = useTranslation('offerForm');
  const [search] = useSearchParams();
  const uids = (search.get('uids') ?? '').split(',').filter(Boolean);
  const title = t('offerForm.published.title', { count: uids.length });
  useDocumentTitle(title);
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto">
      <Stack align="center" ta="center">
        <ThemeIcon color="green" size={56} radius="xl" variant="light">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          {search.get('private') === '1'
            ? t('offerForm.published.textPrivate', { count: uids.length })
            : t('offerForm.published.text', { count: uids.length })}
        </Text>
        {uids.length > 0 ? (
          <List spacing={4} listStyleType="none" p={0}>
            {uids.map((uid, index) => (
              <List.Item key={uid}>
                <Anchor component={Link} to={paths.expeditions.detail.getHref(uid)}>
                  {uids.length > 1
                    ? t('offerForm.published.viewNumbered', { index: index + 1 })
                    : t('offerForm.published.view')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="center">
          <Button
            component={Link}
            to={paths.expeditions.new.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('offerForm.published.another')}
          </Button>
          <Button component={Link} to={paths.expeditions.root.getHref()} variant="default">
            {t('offerForm.published.list')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
