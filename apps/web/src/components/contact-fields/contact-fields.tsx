import type { TContact } from '@tariq/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../offer-details/detail-section';

/** A `tel:` address: the digits and the leading +, as a phone dials them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Who to call about a deal, each way of reaching them a link (`tel:`, `mailto:`), in a details list. */
export function ContactFields({ contact }: { contact: TContact }) {
  const { t } = useTranslation('components');
  return (
    <>
      <DetailField label={t('contact.person')}>
        <span dir="auto">{contact.name}</span>
      </DetailField>
      {contact.phone ? (
        <DetailField label={t('contact.phone')}>
          <Anchor href={telHref(contact.phone)} dir="ltr">
            {contact.phone}
          </Anchor>
        </DetailField>
      ) : null}
      {contact.email ? (
        <DetailField label={t('contact.email')}>
          <Anchor href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </Anchor>
        </DetailField>
      ) : null}
    </>
  );
}
