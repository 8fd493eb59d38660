import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file as a download, under the name its user gave it (RFC 6266, encoded): never
 * rendered by the browser, never cached by a shared cache.
 */
export function sendDownload(reply: FastifyReply, file: { bytes: Buffer; name: string; mime: string }) {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
