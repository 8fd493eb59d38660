import { Tabs } from '@mantine/core';
import { IconAddressBook, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TitledPage } from '../../components/titled-page/titled-page';
import { PlacePicker } from '../../features/places/components/place-picker';
import { DirectoryTab } from '../../features/private-exchange/components/directory-tab';
import { NetworkTab } from '../../features/private-exchange/components/network-tab';

type TTab = 'network' | 'directory';

/**
 * /private-bourse (spec 000 §2, issue 27): the shipper's network of carriers and the directory it
 * grows from. The tab is in the URL (`?tab=directory`), so either can be linked to. The directory
 * is searched once opened, not on every visit, then stays mounted: its filters survive a look at
 * the network.
 */
export default function PrivateBoursePage() {
  const { t } = useTranslation('privateExchange');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TTab = searchParams.get('tab') === 'directory' ? 'directory' : 'network';
  const openTab = (next: TTab) => setSearchParams(next === 'directory' ? { tab: next } : {});
  const [hasOpenedDirectory, setHasOpenedDirectory] = useState(tab === 'directory');
  if (tab === 'directory' && !hasOpenedDirectory) setHasOpenedDirectory(true);
  return (
    <TitledPage title={t('privateExchange.title')}>
      <Tabs value={tab} onChange={(next) => openTab(next === 'directory' ? 'directory' : 'network')} keepMounted>
        <Tabs.List aria-label={t('privateExchange.tabs.label')} mb="md">
          <Tabs.Tab value="network" leftSection={<IconUsersGroup size={16} aria-hidden />}>
            {t('privateExchange.tabs.network')}
          </Tabs.Tab>
          <Tabs.Tab value="directory" leftSection={<IconAddressBook size={16} aria-hidden />}>
            {t('privateExchange.tabs.directory')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="network">
          <NetworkTab onOpenDirectory={() => openTab('directory')} />
        </Tabs.Panel>
        <Tabs.Panel value="directory">
          {hasOpenedDirectory ? <DirectoryTab PlaceField={PlacePicker} /> : null}
        </Tabs.Panel>
      </Tabs>
    </TitledPage>
  );
}
