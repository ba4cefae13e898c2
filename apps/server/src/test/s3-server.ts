import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../platform/storage/create-object-store';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'photos';

/**
 * An S3-compatible server in this process (s3rver, on a free port, its objects in a temporary
 * folder) with one bucket, the S3_* settings that point the app at it, and a client of its own
 * that reads what the bucket holds, so a test sees the objects without the code under test.
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  const config = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    // s3rver answers vhost-style requests only for hosts that resolve to it.
    S3_FORCE_PATH_STYLE: true,
  } satisfies S3Config;
  const client = new S3Client({ endpoint: config.S3_ENDPOINT, region: config.S3_REGION, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    config,
    /** Every key in the bucket that starts with prefix, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      // Version 1 of the listing, as s3-object-store.ts explains.
      const keys: string[] = [];
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: BUCKET, Prefix: prefix, Marker: keys.at(-1) }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        if (!page.IsTruncated) return keys.sort();
      }
    },
    /** The bytes stored under key. */
    async read(key: string): Promise<Buffer> {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
