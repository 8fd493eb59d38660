import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TabbedListPage } from '../../components/tabbed-list-page/tabbed-list-page';
import { InvoiceTabs } from '../../features/invoices/components/invoice-tabs';
import type { TInvoiceTab } from '../../features/invoices/components/invoice-tabs';
import { InvoiceExports } from '../../features/invoices/components/invoice-exports';
import {
  AutoRemindersSwitch,
  ImmobilisationRateField,
  InvoicesFilters,
} from '../../features/invoices/components/invoices-filters';
import { InvoicesList } from '../../features/invoices/components/invoices-list';
import { MissionsToGenerate } from '../../features/invoices/components/missions-to-generate';

/** Spec 001 §1: factoring is shown, marked as coming soon; nothing to click yet. */
function FactoringNote() {
  const { t } = useTranslation('invoices');
  return (
    <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-gray-light)">
      <Group gap="xs" wrap="nowrap">
        <IconCoins size={18} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('invoices.factoring')}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * /invoices (spec 001 §2, issue 30): the carrier's invoices, one tab per route — the delivered
 * missions to invoice (/invoices), the drafts and the issued invoices.
 */
export function InvoicesPage({ tab }: { tab: TInvoiceTab }) {
  const { t } = useTranslation('invoices');
  return (
    <TabbedListPage
      title={t('invoices.title')}
      tabLabel={t(`invoices.tabs.${tab}`)}
      renderList={(page) => (
        <Stack>
          <FactoringNote />
          <InvoiceTabs active={tab} />
          {tab === 'toGenerate' ? <ImmobilisationRateField /> : null}
          {tab === 'issued' ? (
            <>
              <AutoRemindersSwitch />
              <InvoiceExports />
              <InvoicesFilters />
            </>
          ) : null}
          {tab === 'toGenerate' ? (
            <MissionsToGenerate key={tab} page={page} />
          ) : (
            <InvoicesList key={tab} status={tab === 'drafts' ? 'draft' : 'issued'} page={page} />
          )}
        </Stack>
      )}
    />
  );
}
