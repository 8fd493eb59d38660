import { TRUCK_LIMITS, TRUCK_PICTURE_MIME_TYPES } from '@tariq/contracts/trucks';
import type { TTruck } from '@tariq/contracts/trucks';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTruckSaved } from './get-my-trucks';

/** Why a file cannot be a truck's picture, checked before it is sent (the server checks its bytes again). */
export function truckPictureProblem(file: File): 'type' | 'size' | null {
  if (!(TRUCK_PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > TRUCK_LIMITS.pictureBytesMax) return 'size';
  return null;
}

/** `POST /api/trucks/{id}/picture`: multipart, field `file`; answers the truck with its new picture's address. */
export async function uploadTruckPicture({ id, file }: { id: string; file: File }): Promise<TTruck> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api<{ data: TTruck }>(`/api/trucks/${encodeURIComponent(id)}/picture`, {
    method: 'POST',
    multipart: form,
  });
  return answer.data;
}

export function useUploadTruckPicture() {
  const onSaved = useTruckSaved();
  return useMutation({ mutationFn: uploadTruckPicture, onSuccess: onSaved });
}
