import type { TFileStorage } from './storage';
import { assertFileKey, newFileKey } from './storage';

export type TS3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Garage, a cloud's); AWS's own when null. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name: what most S3-compatible services expect. */
  forcePathStyle: boolean;
  /** Keys go under this prefix in the bucket (`files/`). */
  prefix: string;
};

/**
 * The files in an S3-compatible bucket: the same keys as on disk (server-made, checked on every
 * call), under `prefix`. The SDK loads with the first call: a server on local disk never pays it.
 */
export async function createS3FileStorage(config: TS3StorageConfig): Promise<TFileStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's default
    // trailing checksums on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${config.prefix}${assertFileKey(key)}`;
  return {
    async save(bytes) {
      const key = newFileKey();
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
      return key;
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
      if (!answer.Body) throw new Error(`File ${key} has no content`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(key) {
      // S3 answers a delete of a missing object as a success: as `rm --force` on disk.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
