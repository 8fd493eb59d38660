/**
 * The type of an uploaded file, read from its bytes (never from its name or the type the client
 * sent), when it is one of `allowed`; null otherwise. file-type (30 modules) loads with the first upload.
 */
export async function recognizedMime<const T extends string>(bytes: Buffer, allowed: readonly T[]): Promise<T | null> {
  const detected = await (await import('file-type')).fileTypeFromBuffer(bytes);
  return allowed.find((type) => type === detected?.mime) ?? null;
}
