import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TAdminAuditEntry, TAdminCompanyDetail } from '@tariq/contracts/admin';
import { MISSION_EVENTS, MODULES } from '@tariq/contracts';
import type { TMissionEvent, TModule } from '@tariq/contracts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { fullName } from './company-users';

/** The actions with words of their own; any other shows as its code. */
const ACTION_KEYS = {
  'company.settings_changed': 'settingsChanged',
  'user.disabled': 'userDisabled',
  'user.enabled': 'userEnabled',
  'document.verified': 'documentVerified',
  'document.refused': 'documentRefused',
  'user.reported_by_colleague': 'userReported',
  'user.left_company': 'userLeft',
} as const;

const isKnownAction = (action: string): action is keyof typeof ACTION_KEYS => Object.hasOwn(ACTION_KEYS, action);
const isMissionEvent = (event: string): event is TMissionEvent => (MISSION_EVENTS as readonly string[]).includes(event);
const isModule = (value: unknown): value is TModule => (MODULES as readonly unknown[]).includes(value);
const isDocumentType = (type: string): type is keyof typeof LEGAL_DOCUMENTS => Object.hasOwn(LEGAL_DOCUMENTS, type);

function actionLabel(action: string, t: TFunction<'admin'>, tMissions: TFunction<'missions'>): string {
  if (isKnownAction(action)) return t(`admin.company.audit.actions.${ACTION_KEYS[action]}`);
  const [domain, event = ''] = action.split(/\.(.*)/s);
  if (domain === 'mission')
    return t('admin.company.audit.actions.mission', {
      event: isMissionEvent(event) ? tMissions(`missions.timeline.events.${event}`) : event,
    });
  if (domain === 'offer' && event) return t('admin.company.audit.actions.offer', { event });
  return action;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of the trail in words: yes/no, a module by its name, a list joined, nothing as a dash. */
function formatValue(key: string, value: unknown, t: TFunction<'admin'>): string {
  if (value === null || value === undefined) return t('admin.company.audit.empty');
  if (typeof value === 'boolean') return t(value ? 'admin.company.audit.yes' : 'admin.company.audit.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('admin.company.audit.empty');
    return (value as unknown[])
      .map((item) => (key === 'modules' && isModule(item) ? t(`admin.modules.${item}`) : formatValue(key, item, t)))
      .join(', ');
  }
  // A moment (disabledAt) as the rest of the page shows one.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatInstant(value, getCurrentLanguage());
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * What changed, one line per field: `key: old → new`, only the fields that differ (a field only in
 * `after` shows as new, only in `before` as gone). A side that is no object shows whole.
 */
export function describeChanges(before: unknown, after: unknown, t: TFunction<'admin'>): string[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [`${formatValue('', before, t)} → ${formatValue('', after, t)}`];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) =>
      key in old
        ? `${key}: ${formatValue(key, old[key], t)} → ${formatValue(key, next[key], t)}`
        : `${key}: ${formatValue(key, next[key], t)}`,
    );
}

/** The entries of the company's audit trail, newest first: when, who, what and what changed. */
export function CompanyAudit({ detail }: { detail: TAdminCompanyDetail }) {
  const { t } = useTranslation('admin');
  const { t: tMissions } = useTranslation('missions');
  const language = getCurrentLanguage();
  const headingId = 'company-audit-title';

  /** What the entry is about, when it is not the company itself: the user by name, the document by type. */
  const subjectOf = (entry: TAdminAuditEntry): string | null => {
    if (entry.entityType === 'user') {
      const user = detail.users.find((candidate) => candidate.id === entry.entityId);
      return user ? fullName(user) : null;
    }
    if (entry.entityType === 'document') {
      const type = detail.documents.find((candidate) => candidate.id === entry.entityId)?.type;
      return type && isDocumentType(type) ? LEGAL_DOCUMENTS[type].label[language] : null;
    }
    return null;
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('admin.company.audit.title')}
        </Title>
        {detail.audit.length === 0 ? (
          <Text c="dimmed">{t('admin.company.audit.none')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('admin.company.audit.hint', { count: detail.audit.length })}
            </Text>
            <Table.ScrollContainer minWidth={700}>
              <Table aria-labelledby={headingId} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.company.audit.at')}</Table.Th>
                    <Table.Th>{t('admin.company.audit.actor')}</Table.Th>
                    <Table.Th>{t('admin.company.audit.action')}</Table.Th>
                    <Table.Th>{t('admin.company.audit.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.audit.map((entry) => {
                    const subject = subjectOf(entry);
                    const changes = describeChanges(entry.before, entry.after, t);
                    return (
                      <Table.Tr key={entry.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.at, language)}</Table.Td>
                        <Table.Td>
                          {entry.actor ? <bdi>{entry.actor}</bdi> : t('admin.company.audit.platform')}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{actionLabel(entry.action, t, tMissions)}</Text>
                          {subject ? (
                            <Text size="xs" c="dimmed">
                              <bdi>{subject}</bdi>
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {changes.map((change) => (
                            <Text key={change} size="xs" ff="monospace" dir="ltr" ta="start">
                              {change}
                            </Text>
                          ))}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
