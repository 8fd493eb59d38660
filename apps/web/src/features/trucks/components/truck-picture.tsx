import { TRUCK_LIMITS, TRUCK_PICTURE_MIME_TYPES } from '@tariq/contracts/trucks';
import type { TTruck } from '@tariq/contracts/trucks';
import { AspectRatio, Box, Button, FileButton, Loader, Center, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useObjectUrl } from '../../../lib/use-object-url';
import { getTruckPictureQueryOptions } from '../api/get-truck-picture';
import { truckPictureProblem, useUploadTruckPicture } from '../api/upload-truck-picture';
import { DefaultTruckPicture } from './default-truck-picture';

/** Only the types the server stores are shown: the blob URL is of the app's origin. */
function pictureMime(blob: Blob | undefined): string | null {
  return blob && (TRUCK_PICTURE_MIME_TYPES as readonly string[]).includes(blob.type) ? blob.type : null;
}

/** The truck's picture, read with the session; the default drawing while there is none or it cannot be read. */
function PictureImage({ truck }: { truck: TTruck }) {
  const { t } = useTranslation('trucks');
  const picture = useQuery({ ...getTruckPictureQueryOptions(truck.picture ?? ''), enabled: truck.picture !== null });
  const url = useObjectUrl(picture.data, pictureMime(picture.data));
  if (truck.picture && picture.isPending)
    return (
      <Center h="100%">
        <Loader size="sm" aria-label={t('trucks.card.pictureLoading')} />
      </Center>
    );
  if (url)
    return (
      <Box
        component="img"
        src={url}
        alt={t('trucks.card.pictureAlt', { name: truck.name })}
        w="100%"
        h="100%"
        style={{ objectFit: 'cover', display: 'block' }}
      />
    );
  return (
    <Box c="blue.7" h="100%" role="img" aria-label={t('trucks.card.defaultPictureAlt')}>
      <DefaultTruckPicture width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden />
    </Box>
  );
}

/**
 * The card's picture and its upload: type and size checked here before the bytes travel (the
 * server checks the bytes themselves, and makes the picture small).
 */
export function TruckPicture({ truck }: { truck: TTruck }) {
  const { t } = useTranslation('trucks');
  const upload = useUploadTruckPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const maxSize = formatFileSize(TRUCK_LIMITS.pictureBytesMax, getCurrentLanguage());

  const onFile = (file: File | null) => {
    if (!file) return;
    const fileProblem = truckPictureProblem(file);
    if (fileProblem) {
      setProblem(
        fileProblem === 'type' ? t('trucks.card.pictureWrongType') : t('trucks.card.pictureTooBig', { max: maxSize }),
      );
      return;
    }
    setProblem(null);
    upload.mutate(
      { id: truck.id, file },
      {
        onSuccess: () => void toastSuccess(t('trucks.card.pictureUploaded')),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap={4}>
      <AspectRatio ratio={16 / 9} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
        <PictureImage truck={truck} />
      </AspectRatio>
      <FileButton onChange={onFile} accept={TRUCK_PICTURE_MIME_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="subtle"
            size="compact-xs"
            leftSection={<IconCamera size={14} aria-hidden />}
            loading={upload.isPending}
            aria-label={
              truck.picture
                ? t('trucks.card.pictureReplaceLabel', { name: truck.name })
                : t('trucks.card.pictureUploadLabel', { name: truck.name })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {truck.picture ? t('trucks.card.pictureReplace') : t('trucks.card.pictureUpload')}
          </Button>
        )}
      </FileButton>
      {problem ? (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
