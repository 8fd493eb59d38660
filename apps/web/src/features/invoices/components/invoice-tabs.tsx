import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const INVOICE_TABS = ['toGenerate', 'drafts', 'issued'] as const;
export type TInvoiceTab = (typeof INVOICE_TABS)[number];

/** Each tab is a route of its own, so it can be linked to and kept in the history. */
export const INVOICE_TAB_PATHS: Record<TInvoiceTab, { getHref: (options?: { page?: number }) => string }> = {
  toGenerate: paths.invoices.root,
  drafts: paths.invoices.drafts,
  issued: paths.invoices.issued,
};

/** The invoice's steps as tabs: the missions to invoice, the drafts, the issued invoices. */
export function InvoiceTabs({ active }: { active: TInvoiceTab }) {
  const { t } = useTranslation('invoices');
  return (
    <Group component="nav" aria-label={t('invoices.tabs.label')} gap="xs">
      {INVOICE_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={INVOICE_TAB_PATHS[tab].getHref()}
          variant={tab === active ? 'light' : 'subtle'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(`invoices.tabs.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}
