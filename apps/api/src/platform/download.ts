import type { FastifyReply } from 'fastify';

/** A file to download: its bytes, the name it is saved under, its type. */
export type TDownload = { bytes: Buffer; name: string; mime: string };

/**
 * Sends a stored file as a download, under the name its user gave it (RFC 6266, encoded): never
 * rendered by the browser, never cached by a shared cache.
 */
export function sendDownload(reply: FastifyReply, file: TDownload) {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
