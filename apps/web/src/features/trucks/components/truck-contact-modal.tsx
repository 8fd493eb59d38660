import type { TTruckSearchItem } from '@tariq/contracts';
import { Anchor, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../components/contact-fields/contact-fields';
import { DetailField } from '../../../components/offer-details/detail-section';

export type TTruckContactModalProps = {
  /** The truck whose contact shows; null: closed. */
  truck: Pick<TTruckSearchItem, 'name' | 'company' | 'contact' | 'callContact' | 'comment'> | null;
  onClose: () => void;
};

/**
 * Whom to call about a truck: its own contact, or its company's when it uses it (the API resolves
 * which in `callContact`), each way a link (`tel:`, `mailto:`), and the truck's comment. Escape closes it.
 */
export function TruckContactModal({ truck, onClose }: TTruckContactModalProps) {
  const { t } = useTranslation('trucks');
  return (
    <Modal
      opened={truck !== null}
      onClose={onClose}
      title={truck ? t('trucks.contact.title', { name: truck.name }) : ''}
      closeButtonProps={{ 'aria-label': t('trucks.contact.close') }}
    >
      {truck ? (
        <Stack gap="md">
          <SimpleGrid component="dl" cols={1} verticalSpacing="sm" m={0}>
            <DetailField label={t('trucks.contact.company')}>
              <span dir="auto">{truck.company.name}</span>
            </DetailField>
            {truck.callContact.name ? (
              <DetailField
                label={
                  truck.contact.useSocietyContact ? t('trucks.contact.societyContact') : t('trucks.contact.person')
                }
              >
                <span dir="auto">{truck.callContact.name}</span>
              </DetailField>
            ) : null}
            {truck.callContact.phone ? (
              <DetailField label={t('trucks.contact.phone')}>
                <Anchor href={telHref(truck.callContact.phone)} dir="ltr">
                  {truck.callContact.phone}
                </Anchor>
              </DetailField>
            ) : null}
            {truck.callContact.email ? (
              <DetailField label={t('trucks.contact.email')}>
                <Anchor href={`mailto:${truck.callContact.email}`} dir="ltr">
                  {truck.callContact.email}
                </Anchor>
              </DetailField>
            ) : null}
            {truck.comment ? (
              <DetailField label={t('trucks.contact.comment')}>
                <span dir="auto" style={{ whiteSpace: 'pre-line' }}>
                  {truck.comment}
                </span>
              </DetailField>
            ) : null}
          </SimpleGrid>
          {!truck.callContact.phone && !truck.callContact.email ? (
            <Text size="sm" c="dimmed">
              {t('trucks.contact.none')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
