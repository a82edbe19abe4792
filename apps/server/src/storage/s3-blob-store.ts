import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertValidBlobKey, isValidBlobKey, type BlobStore, type StoredBlob } from './blob-store';

/** Where an S3-compatible store is: parsed from BLOB_STORE_URL (see config/blob-store-url.ts). */
export interface S3Location {
  bucket: string;
  /** Keys are stored under this prefix ('' or ending in '/'), so one bucket can hold several portals. */
  prefix: string;
  /** The service's address; null for AWS itself (the SDK's regional default). */
  endpoint: string | null;
  region: string;
  /** Bucket in the path (http://host/bucket/key), as most self-hosted servers want it. */
  forcePathStyle: boolean;
}

/**
 * The blob store on an S3-compatible service (AWS S3, MinIO, Garage, Ceph …): one object per
 * key under the location's prefix. S3 writes an object whole or not at all, so a reader never
 * sees half a blob, and several portal nodes share one store. Credentials come from the AWS
 * SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  /**
   * Opens the store. The AWS SDK is loaded here, not when the server starts: a portal on its
   * own disk does not carry it in memory (and esbuild keeps a dynamic import of a package lazy).
   * @param credentials given here only by tests; otherwise the SDK's chain finds them.
   */
  static async open(location: S3Location, credentials?: S3ClientConfig['credentials']): Promise<S3BlobStore> {
    return new S3BlobStore(location, await import('@aws-sdk/client-s3'), credentials);
  }

  private constructor(
    private readonly location: S3Location,
    private readonly sdk: typeof S3Sdk,
    credentials?: S3ClientConfig['credentials'],
  ) {
    this.client = new sdk.S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint !== null && { endpoint: location.endpoint }),
      ...(credentials !== undefined && { credentials }),
      // Checksums only where the protocol needs them: servers other than AWS do not all
      // understand the newer default ones (aws-chunked uploads with trailing checksums).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), Body: bytes }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** S3 answers a deletion of a missing object with success, as the interface asks. */
  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  /** Every object under the prefix whose name is a valid key: anything else in the bucket is not the portal's. */
  async *list(): AsyncIterable<StoredBlob> {
    const pages = this.sdk.paginateListObjectsV2({ client: this.client }, { Bucket: this.location.bucket, Prefix: this.location.prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.location.prefix.length);
        if (key === undefined || !isValidBlobKey(key)) continue;
        yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Stops the client's connections (at shutdown, and in tests). */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertValidBlobKey(key);
    return `${this.location.prefix}${key}`;
  }
}
