import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { toastError } from '../../../lib/toast';

export type TDownloadButtonProps = {
  /** Fetches the file with the session. */
  fetchFile: () => Promise<Blob>;
  fileName: string;
  children: ReactNode;
  /** The full name when the visible label is short ('Télécharger' → 'Télécharger cmr.pdf'). */
  'aria-label'?: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

/** A file of the mission, saved under its name; a failure is said in a toast. */
export function DownloadButton({
  fetchFile,
  fileName,
  children,
  size = 'xs',
  variant = 'light',
  ...rest
}: TDownloadButtonProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  async function download() {
    setIsDownloading(true);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (error) {
      void toastError(errorMessage(error));
    } finally {
      setIsDownloading(false);
    }
  }
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={isDownloading}
      onClick={() => void download()}
      aria-label={rest['aria-label']}
    >
      {children}
    </Button>
  );
}
