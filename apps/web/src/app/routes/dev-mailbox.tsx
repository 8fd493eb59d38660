import type { TDevMail } from '@tariq/contracts/email-verification';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devMailboxQueryOptions } from '../../features/dev-mailbox/api/get-dev-mailbox';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { formatInstant } from '../../lib/format';
import { getCurrentLanguage } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

const STATUS_COLOR: Record<TDevMail['status'], string> = { pending: 'gray', sent: 'green', failed: 'red' };

function MailCard({ mail }: { mail: TDevMail }) {
  const { t } = useTranslation('verification');
  const headingId = `mail-${mail.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {mail.subject}
          </Title>
          <Badge color={STATUS_COLOR[mail.status]} variant="light">
            {t(`devMailbox.status.${mail.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('devMailbox.to')} {mail.to} · {formatInstant(mail.createdAt, getCurrentLanguage())}
        </Text>
        <Text size="sm" fw={600}>
          {t('devMailbox.links')}
        </Text>
        {mail.links.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {mail.links.map((link) => (
              <li key={link}>
                <Anchor href={link} size="sm" style={{ wordBreak: 'break-all' }}>
                  {link}
                </Anchor>
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('devMailbox.noLinks')}
          </Text>
        )}
        <details>
          <summary>
            <Text span size="sm">
              {t('devMailbox.text')}
            </Text>
          </summary>
          <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {mail.text}
          </Text>
        </details>
      </Stack>
    </Paper>
  );
}

/**
 * /dev/mailbox, outside production: the mails the platform sent, with their links, so that a
 * newcomer without a mail server opens the verification link of the account they just made.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation('verification');
  useDocumentTitle(t('devMailbox.title'));
  const [draft, setDraft] = useState('');
  const [recipient, setRecipient] = useState('');
  const mails = useQuery(devMailboxQueryOptions(recipient));
  const isUnavailable = mails.error instanceof ApiError && mails.error.status === 404;

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('devMailbox.title')}</Title>
        <Text c="dimmed">{t('devMailbox.intro')}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setRecipient(draft.trim());
            void mails.refetch();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('devMailbox.filter')}
              placeholder={t('devMailbox.filterPlaceholder')}
              type="email"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('devMailbox.refresh')}</Button>
          </Group>
        </form>
        {mails.isPending ? <Loader aria-label={t('common.loading', { ns: 'common' })} /> : null}
        {mails.isError ? (
          <Alert color={isUnavailable ? 'gray' : 'red'} icon={<IconAlertCircle aria-hidden />} role="alert">
            {isUnavailable ? t('devMailbox.unavailable') : errorMessage(mails.error)}
          </Alert>
        ) : null}
        {mails.data?.length === 0 ? <Text>{t('devMailbox.empty')}</Text> : null}
        {mails.data?.map((mail) => (
          <MailCard key={mail.id} mail={mail} />
        ))}
      </Stack>
    </Container>
  );
}
