import type { FastifyReply } from 'fastify';

/** A file to download: its bytes, the name it is saved under, its type. */
export type TDownload = { bytes: Buffer; name: string; mime: string };

/** The extension of each type the server stores (detected from the bytes at upload, never the user's). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'text/csv; charset=utf-8': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls (a right-to-left override
 * makes `gnp.html` read as `lmth.png`): never part of a name shown or saved.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Strips what a name must never carry: folders, control and bidi characters, surrounding dots and spaces. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(UNSAFE_NAME_CHARACTERS, '').trim();
}

/**
 * The name a file is saved under: what the user called it, without its extension, then the
 * extension of the type detected from its bytes, so `poly.html` holding a PNG downloads as
 * `poly.png`.
 */
export function downloadName(name: string, mime: string): string {
  const extension = EXTENSIONS[mime] ?? 'bin';
  const stem = cleanFileName(name)
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${stem || 'document'}.${extension}`;
}

/**
 * Sends a stored file as a download (RFC 6266, encoded name): never rendered by the browser, never
 * cached by a shared cache.
 */
export function sendDownload(reply: FastifyReply, file: TDownload) {
  const name = downloadName(file.name, file.mime);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
