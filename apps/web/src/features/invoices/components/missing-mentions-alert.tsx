import { INVOICE_MENTIONS } from '@tariq/contracts/invoicing/mentions';
import type { TBuyerMention, TSellerMention } from '@tariq/contracts/invoicing/mentions';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type TMention = { party: 'seller'; field: TSellerMention } | { party: 'buyer'; field: TBuyerMention };

/** `seller.nif` → the seller's NIF; null for a name this page does not know (a newer server's). */
function parseMention(mention: string): TMention | null {
  const [party, field] = mention.split('.');
  if (party === 'seller' && (INVOICE_MENTIONS.seller as readonly string[]).includes(field ?? ''))
    return { party, field: field as TSellerMention };
  if (party === 'buyer' && (INVOICE_MENTIONS.buyer as readonly string[]).includes(field ?? ''))
    return { party, field: field as TBuyerMention };
  return null;
}

/**
 * The mentions issuing would lack (décret exécutif 05-468), each in words, with where the carrier
 * completes its own: the company's profile, or the billing tab for the billing e-mail. The client's
 * are in the client's profile, which only the client can change.
 */
export function MissingMentionsAlert({ mentions }: { mentions: readonly string[] }) {
  const { t } = useTranslation('invoices');
  if (mentions.length === 0) return null;
  const parsed = mentions.map((mention) => ({ mention, parsed: parseMention(mention) }));
  const seller = parsed.filter((item) => item.parsed?.party === 'seller');
  const isBillingMissing = seller.some((item) => item.parsed?.field === 'email');
  const isCompanyMissing = seller.some((item) => item.parsed?.field !== 'email');
  const isBuyerMissing = parsed.some((item) => item.parsed?.party === 'buyer');
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('invoices.mentions.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('invoices.mentions.text')}</Text>
        <List size="sm" aria-label={t('invoices.mentions.title')}>
          {parsed.map(({ mention, parsed: item }) => (
            <List.Item key={mention}>
              {item
                ? item.party === 'seller'
                  ? t(`invoices.mentions.seller.${item.field}`)
                  : t(`invoices.mentions.buyer.${item.field}`)
                : mention}
            </List.Item>
          ))}
        </List>
        {isCompanyMissing ? (
          <Anchor component={Link} to={paths.profile.edit.getHref()} size="sm">
            {t('invoices.mentions.completeCompany')}
          </Anchor>
        ) : null}
        {isBillingMissing ? (
          <Anchor component={Link} to={paths.profile.billing.getHref()} size="sm">
            {t('invoices.mentions.completeBilling')}
          </Anchor>
        ) : null}
        {isBuyerMissing ? <Text size="sm">{t('invoices.mentions.buyerHint')}</Text> : null}
      </Stack>
    </Alert>
  );
}
