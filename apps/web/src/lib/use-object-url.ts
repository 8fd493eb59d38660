import { useEffect, useState } from 'react';

/**
 * A blob URL for `blob`, typed `mime`, revoked as soon as it is no longer shown (another file, the
 * page left): each holds the whole file in memory. For files read with the session's token, which a
 * plain `src` would not carry.
 */
export function useObjectUrl(blob: Blob | undefined, mime: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || !mime) return;
    const created = URL.createObjectURL(new Blob([blob], { type: mime }));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob, mime]);
  return url;
}
