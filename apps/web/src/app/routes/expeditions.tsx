import type { TOfferTab } from '@tariq/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OffersList } from '../../features/offers/components/offers-list';
import { readPageParam } from '../../lib/page-param';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The shipper's shipments, one tab per route (/expeditions is the first tab, scheduled). */
export function ExpeditionsPage({ tab }: { tab: TOfferTab }) {
  const { t } = useTranslation('expeditions');
  const [searchParams] = useSearchParams();
  const title = t('expeditions.title');
  useDocumentTitle(`${t(`expeditions.tabs.${tab}`)} · ${title}`);
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {/* Keyed by tab: another tab starts from its own skeleton, not from this tab's rows. */}
      <OffersList key={tab} tab={tab} page={readPageParam(searchParams)} />
    </Stack>
  );
}
