import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TDocumentStatus, TQueuedDocument, TStoredDocumentStatus } from '@tariq/contracts/documents';
import type { TLanguage } from '@tariq/contracts';
import { Alert, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list/paged-list';
import { paths } from '../../../config/paths';
import { formatDate, formatDay } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getDocumentQueueQueryOptions } from '../api/get-document-queue';
import { DocumentPreview } from './document-preview';
import { DocumentReview } from './document-review';
import type { TReviewOutcome } from './document-review';

/** The tabs, the queue first. */
export const ADMIN_DOCUMENT_TABS = [
  'in_validation',
  'verified',
  'refused',
  'expired',
] as const satisfies readonly TStoredDocumentStatus[];

const STATUS_COLORS: Record<TDocumentStatus, MantineColor> = {
  missing: 'gray',
  in_validation: 'blue',
  verified: 'green',
  refused: 'red',
  expired: 'orange',
};

const typeLabel = (document: TQueuedDocument, language: TLanguage) => LEGAL_DOCUMENTS[document.type].label[language];

function StatusTabs({ active }: { active: TStoredDocumentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Group component="nav" aria-label={t('admin.tabs.label')} gap="xs">
      {ADMIN_DOCUMENT_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={paths.admin.documents.getHref({ status: tab })}
          variant={tab === active ? 'light' : 'subtle'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(`admin.tabs.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}

function StatusBadge({ status }: { status: TDocumentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {t(`admin.statuses.${status}`)}
    </Badge>
  );
}

/** The company's kind in words; an unknown one as it is. */
function useKindLabel() {
  const { t } = useTranslation('admin');
  return (kind: string) => (kind === 'shipper' || kind === 'carrier' ? t(`admin.kinds.${kind}`) : kind);
}

/** NIF, RC, NIS: the identifiers the reviewer compares with the document. */
function identifiers(document: TQueuedDocument): [label: 'nif' | 'rc' | 'nis', value: string | null][] {
  return [
    ['nif', document.company.nif],
    ['rc', document.company.rc],
    ['nis', document.company.nis],
  ];
}

/**
 * A code as it is written ('16/00-1234567B18'), isolated from the text around it: in Arabic the
 * bidirectional algorithm would otherwise reorder its digits and slashes ('1234567B18-16/00').
 */
const Code = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** Parts of a line, separated by a middle dot. */
function Parts({ parts }: { parts: ReactNode[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' · ' : null}
      {part}
    </Fragment>
  ));
}

/** One document of the list: who sent what, when, and what they typed about it. */
function QueueItem({
  document,
  tab,
  isSelected,
  onSelect,
}: {
  document: TQueuedDocument;
  tab: TStoredDocumentStatus;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  const kindLabel = useKindLabel();
  const none = t('admin.none');
  const { uploadedAt, issuedAt, number, expiresAt } = document;
  return (
    <li>
      <UnstyledButton
        data-queue-item
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        w="100%"
        p="sm"
        bd={`1px solid ${isSelected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`}
        bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Stack gap={2}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm" dir="auto">
              {document.company.legalName}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {kindLabel(document.company.kind)}
            </Text>
          </Group>
          <Text size="sm">{typeLabel(document, language)}</Text>
          <Text size="xs" c="dimmed">
            <Parts
              parts={[
                ...identifiers(document).map(([label, value]) => (
                  <>
                    {t(`admin.ids.${label}`)} {value ? <Code>{value}</Code> : none}
                  </>
                )),
                <bdi key="city">{document.company.city ?? none}</bdi>,
              ]}
            />
          </Text>
          <Text size="xs">
            <Parts
              parts={[
                uploadedAt ? t('admin.list.uploadedOn', { date: formatDay(uploadedAt, language) }) : null,
                issuedAt ? t('admin.list.issuedOn', { date: formatDate(issuedAt, language) }) : null,
                number ? (
                  <>
                    {t('admin.list.numberLabel')} <Code>{number}</Code>
                  </>
                ) : null,
                expiresAt ? t('admin.list.expiresOn', { date: formatDate(expiresAt, language) }) : null,
              ].filter((part) => part !== null)}
            />
          </Text>
          {document.status !== tab ? (
            <div>
              <StatusBadge status={document.status} />
            </div>
          ) : null}
        </Stack>
      </UnstyledButton>
    </li>
  );
}

/**
 * A fact of the detail panel: its name, and its value or "non renseigné". A code reads left to
 * right whatever the language; a name or a reason as its own first letters say.
 */
function Fact({
  label,
  value,
  kind = 'text',
}: {
  label: string;
  value: string | null;
  kind?: 'text' | 'code' | 'name';
}) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={130} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {value === null ? (
          t('admin.none')
        ) : kind === 'code' ? (
          <Code>{value}</Code>
        ) : kind === 'name' ? (
          <bdi>{value}</bdi>
        ) : (
          value
        )}
      </Text>
    </Group>
  );
}

/** The selected document: its file, the company's identifiers beside it, and the decisions. */
function DocumentDetail({
  document,
  headingRef,
  onReviewed,
}: {
  document: TQueuedDocument;
  headingRef: Ref<HTMLHeadingElement>;
  onReviewed: (outcome: TReviewOutcome) => void;
}) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  const kindLabel = useKindLabel();
  const type = typeLabel(document, language);
  const date = (day: string | null) => (day ? formatDate(day, language) : null);
  const headingId = `document-${document.id}-title`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1} dir="auto">
            {t('admin.detail.title', { type, company: document.company.legalName })}
          </Title>
          <StatusBadge status={document.status} />
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, xl: 7 }}>
            <DocumentPreview
              document={document}
              title={t('admin.preview.title', { type, company: document.company.legalName })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 5 }}>
            <Stack>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {t('admin.detail.company')}
                </Title>
                <Stack gap={4} component="dl" m={0}>
                  <Fact label={t('admin.detail.legalName')} value={document.company.legalName} kind="name" />
                  <Fact label={t('admin.detail.kind')} value={kindLabel(document.company.kind)} />
                  {identifiers(document).map(([label, value]) => (
                    <Fact key={label} label={t(`admin.ids.${label}`)} value={value} kind="code" />
                  ))}
                  <Fact label={t('admin.detail.city')} value={document.company.city} kind="name" />
                </Stack>
              </Stack>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {t('admin.detail.document')}
                </Title>
                <Stack gap={4} component="dl" m={0}>
                  <Fact label={t('admin.detail.type')} value={type} />
                  <Fact label={t('admin.detail.number')} value={document.number} kind="code" />
                  <Fact label={t('admin.detail.issuedAt')} value={date(document.issuedAt)} />
                  <Fact label={t('admin.detail.expiresAt')} value={date(document.expiresAt)} />
                  <Fact
                    label={t('admin.detail.uploadedAt')}
                    value={document.uploadedAt ? formatDay(document.uploadedAt, language) : null}
                  />
                  {document.reviewedAt ? (
                    <Fact label={t('admin.detail.reviewedAt')} value={formatDay(document.reviewedAt, language)} />
                  ) : null}
                  {document.refusalReason ? (
                    <Fact label={t('admin.detail.refusalReason')} value={document.refusalReason} kind="name" />
                  ) : null}
                </Stack>
              </Stack>
              {document.status === 'in_validation' ? (
                <DocumentReview key={document.id} document={document} onReviewed={onReviewed} />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}

/** Arrow keys, Home and End move between the documents of the list; Tab leaves it. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-queue-item]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const target =
    event.key === 'ArrowDown'
      ? items[Math.min(index + 1, items.length - 1)]
      : event.key === 'ArrowUp'
        ? items[Math.max(index - 1, 0)]
        : event.key === 'Home'
          ? items[0]
          : event.key === 'End'
            ? items.at(-1)
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

type TNotice = { outcome: TReviewOutcome; type: string; company: string };

type TSelection = {
  page: number;
  /** The document shown: kept as it was selected, so a list read again meanwhile never swaps it. */
  document: TQueuedDocument | null;
  /** After a decision: the place in the list of the document reviewed, where the next one now is. */
  nextAt: number | null;
};

/**
 * The documents of a status, oldest first, a page at a time, and the selected one beside them.
 * In validation, a decision takes the document out of the list and shows the next one.
 */
export function DocumentQueue({ status, page }: { status: TStoredDocumentStatus; page: number }) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  const queue = useQuery(getDocumentQueueQueryOptions({ status, page }));
  // Rows of another page shown while this one loads are not this page's: nothing to select in them.
  const items = useMemo(
    () => (queue.isPlaceholderData ? [] : (queue.data?.data ?? [])),
    [queue.isPlaceholderData, queue.data],
  );
  const [selection, setSelection] = useState<TSelection>({ page, document: null, nextAt: null });
  const [notice, setNotice] = useState<TNotice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const shouldFocusNext = useRef(false);
  const shouldReveal = useRef(false);
  // Another page shows its own documents: nothing of the last one stays selected.
  const current = selection.page === page ? selection : { page, document: null, nextAt: null };
  const selected = current.document
    ? (items.find((item) => item.id === current.document!.id) ?? current.document)
    : null;

  // The next document, once the list holds it: the one that took the reviewed one's place, or the
  // one before it when the reviewed one was last, once the list has been read again.
  const { nextAt } = current;
  useEffect(() => {
    if (nextAt === null || selected) return;
    const next = items[nextAt] ?? (queue.isFetching ? undefined : items.at(-1));
    if (!next && queue.isFetching) return;
    setSelection({ page, document: next ?? null, nextAt: null });
  }, [nextAt, selected, items, queue.isFetching, page]);

  // The reviewer's focus follows: to the next document's title, or the list when none is left.
  useEffect(() => {
    if (!shouldFocusNext.current || nextAt !== null) return;
    shouldFocusNext.current = false;
    if (selected) headingRef.current?.focus();
    else listRef.current?.focus();
  }, [selected, nextAt]);

  // On a narrow screen the document shows under the list: it is brought into view when chosen.
  useEffect(() => {
    if (!shouldReveal.current) return;
    shouldReveal.current = false;
    const heading = headingRef.current;
    if (heading && heading.getBoundingClientRect().top > window.innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [selected]);

  const select = (document: TQueuedDocument) => {
    shouldReveal.current = true;
    setSelection({ page, document, nextAt: null });
    setNotice(null);
  };

  const onReviewed = (outcome: TReviewOutcome) => {
    if (!selected) return;
    setNotice({ outcome, type: typeLabel(selected, language), company: selected.company.legalName });
    shouldFocusNext.current = true;
    setSelection({
      page,
      document: null,
      nextAt: Math.max(
        0,
        items.findIndex((item) => item.id === selected.id),
      ),
    });
  };

  return (
    <Stack>
      <StatusTabs active={status} />
      {notice ? (
        <Alert
          color={notice.outcome === 'conflict' ? 'orange' : 'green'}
          icon={notice.outcome === 'conflict' ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
          role={notice.outcome === 'conflict' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel={t('admin.closeNotice')}
          onClose={() => setNotice(null)}
        >
          {t(`admin.notices.${notice.outcome}`, { type: notice.type, company: notice.company })}
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack component="section" gap="xs" ref={listRef} tabIndex={-1} aria-label={t('admin.list.label')}>
            {queue.data && !queue.isPlaceholderData ? (
              <Text size="sm" c="dimmed" role="status">
                {t('admin.list.count', { count: queue.data.count })}
              </Text>
            ) : null}
            <PagedList
              query={queue}
              page={page}
              pageHref={(item) => paths.admin.documents.getHref({ status, page: item })}
              texts={{
                loadError: t('admin.list.loadError'),
                retry: t('admin.retry'),
                empty: t(`admin.list.empty.${status}`),
                emptyHint: t(status === 'in_validation' ? 'admin.list.emptyHint.queue' : 'admin.list.emptyHint.other'),
                pastLastPage: t('admin.list.emptyPage'),
                firstPage: t('admin.list.firstPage'),
                pagination: t('admin.list.pagination'),
                page: (item) => t('admin.list.page', { page: item }),
                previous: t('admin.list.previousPage'),
                next: t('admin.list.nextPage'),
              }}
            >
              {(documents, isLoading) =>
                isLoading ? (
                  <Stack gap="xs" role="status" aria-label={t('admin.list.loading')}>
                    {[0, 1, 2].map((row) => (
                      <Skeleton key={row} h={96} radius="md" />
                    ))}
                  </Stack>
                ) : (
                  <Stack
                    component="ul"
                    gap="xs"
                    m={0}
                    p={0}
                    style={{ listStyle: 'none' }}
                    aria-label={t(`admin.tabs.${status}`)}
                    onKeyDown={moveFocus}
                  >
                    {documents.map((document) => (
                      <QueueItem
                        key={document.id}
                        document={document}
                        tab={status}
                        isSelected={document.id === selected?.id}
                        onSelect={() => select(document)}
                      />
                    ))}
                  </Stack>
                )
              }
            </PagedList>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {selected ? (
            <DocumentDetail document={selected} headingRef={headingRef} onReviewed={onReviewed} />
          ) : (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed" ta="center">
                {t('admin.detail.choose')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
