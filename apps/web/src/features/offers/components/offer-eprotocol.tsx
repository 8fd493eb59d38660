import { EPROTOCOL_MIME_TYPES, OFFER_LIMITS, canDoOfferAction } from '@tariq/contracts/offers';
import type { TOffer } from '@tariq/contracts';
import { Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-blob';
import { toastError, toastSuccess } from '../../../lib/toast';
import { downloadOfferEprotocol, useDeleteOfferEprotocol, useUploadOfferEprotocol } from '../api/offer-eprotocol';

/** The e-protocol of an offer (spec 001 §3): attach, download, replace or remove it until the shipment is completed. */
export function OfferEprotocol({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('expeditions');
  const upload = useUploadOfferEprotocol();
  const remove = useDeleteOfferEprotocol();
  const [confirming, { open, close }] = useDisclosure(false);
  const [downloading, setDownloading] = useState(false);
  const canChange = canDoOfferAction('references', offer.status);

  async function send(file: File | null) {
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (file.size > OFFER_LIMITS.eprotocolMaxBytes) {
      void toastError(t('expeditions.eprotocol.tooBig'));
      return;
    }
    try {
      await upload.mutateAsync({ uid: offer.uid, file });
      void toastSuccess(t('expeditions.eprotocol.uploaded'));
    } catch (error) {
      void toastError(errorMessage(error));
    }
  }

  async function download() {
    if (!offer.eprotocol) return;
    setDownloading(true);
    try {
      const blob = await downloadOfferEprotocol(offer.uid);
      saveBlob(blob, offer.eprotocol.name);
    } catch (error) {
      void toastError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  async function confirmRemove() {
    try {
      await remove.mutateAsync({ uid: offer.uid });
      close();
      void toastSuccess(t('expeditions.eprotocol.removed'));
    } catch (error) {
      void toastError(errorMessage(error));
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('expeditions.eprotocol.label')}
      </Text>
      {offer.eprotocol ? (
        <Group gap="xs" wrap="wrap">
          <Text fw={500}>{offer.eprotocol.name}</Text>
          <Text size="sm" c="dimmed">
            ({formatFileSize(offer.eprotocol.size, getCurrentLanguage())})
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('expeditions.eprotocol.download')}
          </Button>
          {canChange ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={open}
            >
              {t('expeditions.eprotocol.remove')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Text>{t('expeditions.detail.notGiven')}</Text>
      )}
      {canChange ? (
        <FileButton onChange={(file) => void send(file)} accept={EPROTOCOL_MIME_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              loading={upload.isPending}
              w="fit-content"
            >
              {offer.eprotocol ? t('expeditions.eprotocol.replace') : t('expeditions.eprotocol.attach')}
            </Button>
          )}
        </FileButton>
      ) : null}
      {canChange ? (
        <Text size="xs" c="dimmed">
          {t('expeditions.eprotocol.hint', { max: OFFER_LIMITS.eprotocolMaxBytes / 1024 / 1024 })}
        </Text>
      ) : null}
      <Modal opened={confirming} onClose={close} title={t('expeditions.eprotocol.remove')}>
        <Stack>
          <Text size="sm">{t('expeditions.eprotocol.removeConfirm', { name: offer.eprotocol?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('expeditions.close')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmRemove()}>
              {t('expeditions.eprotocol.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
