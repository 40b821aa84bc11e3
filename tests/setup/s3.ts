// An S3-compatible server for tests (s3rver, files in a temporary folder), with the
// environment that points the app's S3 storage driver at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { startForFile } from './for-file.ts';

export type S3Fake = { env: Record<string, string>; close(): Promise<void> };

export async function startS3(bucket = 'dazu-test'): Promise<S3Fake> {
  const directory = mkdtempSync(join(tmpdir(), 'dazu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3 server of a file (or describe block): started before its tests, closed after them. */
export function s3ForFile(): S3Fake {
  return startForFile('The S3 server', startS3);
}
