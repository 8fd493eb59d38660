import { Center, Image, Skeleton } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getTruckSearchPictureQueryOptions } from '../api/get-truck-search-picture';

const SIZE = { width: 120, height: 90 };

/** A blob URL for `blob`, revoked once no longer shown (each holds the picture in memory). */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** The default picture: a drawn truck, decorative (the card names the truck). */
function DefaultTruckPicture() {
  return (
    <Center
      w={SIZE.width}
      h={SIZE.height}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
    >
      <IconTruck size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
    </Center>
  );
}

function StoredTruckPicture({ url, alt }: { url: string; alt: string }) {
  const picture = useQuery(getTruckSearchPictureQueryOptions(url));
  const src = useObjectUrl(picture.data);
  // An unreadable picture (removed meanwhile) is no reason to show an error on a result: the default one.
  if (picture.isError) return <DefaultTruckPicture />;
  if (!src) return <Skeleton w={SIZE.width} h={SIZE.height} radius="md" style={{ flexShrink: 0 }} />;
  return <Image src={src} alt={alt} w={SIZE.width} h={SIZE.height} fit="cover" radius="md" style={{ flexShrink: 0 }} />;
}

/** The truck's picture, or the default one when it has none (spec 000 §2). */
export function TruckSearchPicture({ url, alt }: { url: string | null; alt: string }) {
  return url ? <StoredTruckPicture url={url} alt={alt} /> : <DefaultTruckPicture />;
}
