import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export type TFreightTab = 'available' | 'favorite' | 'consulted';

const TAB_HREFS: Record<TFreightTab, () => string> = {
  available: () => paths.freights.root.getHref(),
  favorite: () => paths.freights.favorite.getHref(),
  consulted: () => paths.freights.consulted.getHref(),
};

/** Available, favourite and consulted offers: one route each (spec 000 §2), so they can be linked to. */
export function FreightTabs({ active }: { active: TFreightTab }) {
  const { t } = useTranslation('freights');
  return (
    <Group component="nav" aria-label={t('freights.tabs.label')} gap="xs">
      {(Object.keys(TAB_HREFS) as TFreightTab[]).map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={TAB_HREFS[tab]()}
          variant={tab === active ? 'light' : 'subtle'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(`freights.tabs.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}
