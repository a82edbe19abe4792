import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('BLOB_STORE_URL', () => {
  it('keeps the files under DATA_DIR when unset, empty or file:', () => {
    for (const value of [undefined, '', '  ', 'file:']) expect(readConfig({ BLOB_STORE_URL: value }).blobStore).toEqual({ kind: 'file' });
  });

  it('names AWS S3 itself without an endpoint: virtual-host addressing, the region from AWS_REGION', () => {
    expect(readConfig({ BLOB_STORE_URL: 's3://my-photos', AWS_REGION: 'eu-west-1' }).blobStore).toEqual({
      kind: 's3',
      location: { bucket: 'my-photos', prefix: '', endpoint: null, region: 'eu-west-1', forcePathStyle: false },
    });
  });

  it("takes the URL's region before AWS_REGION, and us-east-1 when neither names one", () => {
    expect(readConfig({ BLOB_STORE_URL: 's3://my-photos?region=eu-north-1', AWS_REGION: 'eu-west-1' }).blobStore).toMatchObject({ location: { region: 'eu-north-1' } });
    expect(readConfig({ BLOB_STORE_URL: 's3://my-photos', AWS_REGION: '  ' }).blobStore).toMatchObject({ location: { region: 'us-east-1' } });
  });

  it('names a self-hosted service with its endpoint, the bucket in the path, under a prefix', () => {
    expect(readConfig({ BLOB_STORE_URL: 's3://portal/node-a/blobs/?endpoint=http://minio.local:9000/&region=garage' }).blobStore).toEqual({
      kind: 's3',
      location: { bucket: 'portal', prefix: 'node-a/blobs/', endpoint: 'http://minio.local:9000', region: 'garage', forcePathStyle: true },
    });
    expect(readConfig({ BLOB_STORE_URL: 's3://portal?endpoint=https://s3.example.com&pathStyle=false' }).blobStore).toMatchObject({
      location: { forcePathStyle: false, region: 'us-east-1' },
    });
  });

  it.each([
    ['http://minio.local/portal', /must be file: or an s3:\/\/ URL/],
    ['s3 bucket', /must be file: or an s3:\/\/ URL/],
    ['s3://My_Bucket', /names no valid bucket/],
    ['s3://ab', /names no valid bucket/],
    ['s3://key:secret@portal', /must not carry credentials/],
    ['s3://portal?endpoint=ftp://host', /endpoint must be an http\(s\) URL/],
    ['s3://portal?endpoint=not a url', /endpoint must be an http\(s\) URL/],
    ['s3://portal?pathStyle=yes', /pathStyle must be true or false/],
    ['s3://portal?bucket=other', /unknown parameter "bucket"/],
  ])('refuses %j, naming the variable', (value, message) => {
    expect(() => readConfig({ BLOB_STORE_URL: value }).blobStore).toThrow(message);
    expect(() => readConfig({ BLOB_STORE_URL: value }).blobStore).toThrow(/^BLOB_STORE_URL: /);
  });
});
