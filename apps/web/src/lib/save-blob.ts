/**
 * Hands a downloaded file to the browser under `fileName`. Files of the API are fetched with the
 * session (`api(path, { blob: true })`): a plain link would carry no Bearer token.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later, not at once: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
