import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { checkedKey, type ObjectStore, type StoredObject } from './object-store';

export interface S3Settings {
  bucket: string;
  /** Another service's S3 API (R2, MinIO, Ceph); AWS S3 by default. */
  endpoint?: string;
  region: string;
  /** Without them the AWS SDK finds credentials itself (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** S3 deletes at most this many objects per request. */
const DELETE_BATCH = 1000;

/** Objects in an S3-compatible bucket: AWS S3, Cloudflare R2, MinIO, Ceph. */
export class S3ObjectStore implements ObjectStore {
  /** The AWS SDK, a large module, loads only when a bucket is used: most servers keep photos on disk. */
  private readonly sdk: Promise<typeof S3> = import('@aws-sdk/client-s3');
  private readonly client: Promise<S3.S3Client>;
  private readonly bucket: string;

  constructor({ bucket, endpoint, region, credentials, forcePathStyle }: S3Settings) {
    this.bucket = bucket;
    this.client = this.sdk.then(({ S3Client }) => new S3Client({
      endpoint,
      region,
      credentials,
      forcePathStyle,
      // Since January 2025 the SDK adds CRC32 checksums to every upload by default, which some
      // S3-compatible servers (older MinIO and Ceph releases among them) refuse; only where the
      // API requires one, as before.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const [{ PutObjectCommand }, client] = await Promise.all([this.sdk, this.client]);
    await client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    const [{ GetObjectCommand, NoSuchKey }, client] = await Promise.all([this.sdk, this.client]);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`S3 answered ${key} without a body stream and its length`);
      }
      return { body: object.Body, size: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const [{ DeleteObjectsCommand }, client] = await Promise.all([this.sdk, this.client]);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: checkedKey(key) }));
      const { Errors } = await client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      // A key that does not exist is no error in S3; these are real failures (access denied and the like).
      if (Errors?.length) throw new Error(`S3 kept ${Errors.length} objects: ${Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  }

  /**
   * Lists with ListObjects (version 1), which pages on from the last key seen: every S3-compatible
   * server has it, while version 2's continuation tokens are the server's own making, which s3rver
   * (the tests' S3) cannot make on Node 17 and later.
   */
  async deleteFolder(folder: string): Promise<void> {
    const [{ ListObjectsCommand }, client] = await Promise.all([this.sdk, this.client]);
    const prefix = `${checkedKey(folder)}/`;
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, Marker: marker }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      await this.delete(keys);
      if (!page.IsTruncated || keys.length === 0) return;
      marker = keys.at(-1);
    }
  }

  close(): void {
    void this.client.then((client) => client.destroy());
  }
}
