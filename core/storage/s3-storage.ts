// Files in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2...),
// so several app servers share uploads without a shared disk or growing the database.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  /** For services other than AWS (R2, MinIO...); AWS needs none. */
  endpoint: string | undefined;
  /** Path-style addressing (bucket in the path), which MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
  /** Without keys the SDK's usual chain applies (environment, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async touch(key) {
      // S3 has no "touch", and services differ on whether a copy onto itself renews an
      // object's date; writing it again does everywhere. It is rare (the same file
      // uploaded again) and the files are small renditions.
      const file = await this.get(key);
      if (!file) return null;
      await this.put(key, file.bytes, file.contentType);
      return file.bytes.length;
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
