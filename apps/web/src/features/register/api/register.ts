import type {
  TRegisterInput,
  TRegisterResponse,
  TRegistrationDocumentType,
  TVatCheckResponse,
} from '@tariq/contracts/registration';
import { registrationDocumentField } from '@tariq/contracts/registration';
import { api } from '../../../lib/api-client';

export type TChosenDocuments = Partial<Record<TRegistrationDocumentType, File>>;

/**
 * Signs up: `POST /api/auth/register` (JSON) when no document was chosen, else the same fields as
 * multipart to `POST /register_from_api/com` (a `data` JSON part, one file per `documents[type]`).
 */
export function registerAccount(request: TRegisterInput, documents: TChosenDocuments): Promise<TRegisterResponse> {
  const files = Object.entries(documents).filter((entry): entry is [TRegistrationDocumentType, File] =>
    Boolean(entry[1]),
  );
  if (files.length === 0) {
    return api<TRegisterResponse>('/api/auth/register', { method: 'POST', body: request, auth: false });
  }
  const form = new FormData();
  form.append('data', JSON.stringify(request));
  for (const [type, file] of files) form.append(registrationDocumentField(type), file, file.name);
  return api<TRegisterResponse>('/register_from_api/com', { method: 'POST', multipart: form, auth: false });
}

/** `GET /api/auth/vat-check/{vat}`: the number's format and whether its company is already on Tariq. */
export function checkVatNumber(vat: string, signal?: AbortSignal): Promise<TVatCheckResponse> {
  return api<TVatCheckResponse>(`/api/auth/vat-check/${encodeURIComponent(vat)}`, { auth: false, signal });
}
