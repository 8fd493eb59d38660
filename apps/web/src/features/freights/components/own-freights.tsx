import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import type { TFreightListKind } from '../api/freight-keys';
import { getOwnFreightsQueryOptions } from '../api/get-own-freights';
import { FreightResults } from './freight-results';

/** The caller's favourite or consulted offers, newest first, a page at a time (`page` from the URL). */
export function OwnFreights({ kind, page }: { kind: TFreightListKind; page: number }) {
  const { t } = useTranslation('freights');
  const query = useQuery(getOwnFreightsQueryOptions(kind, page));
  return (
    <FreightResults
      query={query}
      page={page}
      pageHref={(target) => paths.freights[kind].getHref({ page: target })}
      emptyHint={t(`freights.list.emptyHint.${kind}`)}
    />
  );
}
