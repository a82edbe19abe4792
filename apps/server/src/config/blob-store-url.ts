import Type from 'typebox';
import type { BlobStoreSettings } from '../storage/open-blob-store';
import type { S3Location } from '../storage/s3-blob-store';
import { isHttpUrl } from './variable-types';

/** What BLOB_STORE_URL names: the region stays null when the URL gives none (AWS_REGION then decides). */
export type BlobStoreUrlParts = { kind: 'file' } | { kind: 's3'; location: Omit<S3Location, 'region'>; region: string | null };

const EXAMPLE = 's3://bucket?endpoint=http://127.0.0.1:9000';
/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMETERS = new Set(['endpoint', 'region', 'pathStyle']);

/**
 * BLOB_STORE_URL's value: `file:` keeps the files under DATA_DIR/blobs;
 * `s3://bucket/optional/prefix?endpoint=…&region=…&pathStyle=true|false` names a bucket.
 * Without `endpoint` it is AWS S3 itself; with one, the bucket goes in the path unless
 * `pathStyle=false`. The problem, when there is one, is the line start-up prints.
 */
function readBlobStoreUrl(value: string): { url: BlobStoreUrlParts } | { problem: string } {
  if (value === 'file:') return { url: { kind: 'file' } };
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 's3:') return { problem: `must be file: or an s3:// URL such as ${EXAMPLE} (got "${value}")` };
  if (url.username || url.password) {
    return { problem: 'must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead' };
  }
  const bucket = url.hostname;
  if (!BUCKET_PATTERN.test(bucket)) return { problem: `names no valid bucket (got "${bucket}")` };
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMETERS.has(name)) return { problem: `has an unknown parameter "${name}" (known: ${[...KNOWN_PARAMETERS].join(', ')})` };
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !isHttpUrl(endpoint)) return { problem: `endpoint must be an http(s) URL (got "${endpoint}")` };
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') return { problem: `pathStyle must be true or false (got "${pathStyle}")` };
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/\/+$/, ''));
  return {
    url: {
      kind: 's3',
      location: {
        bucket,
        prefix: prefix === '' ? '' : `${prefix}/`,
        endpoint: endpoint === null ? null : new URL(endpoint).origin,
        forcePathStyle: pathStyle === null ? endpoint !== null : pathStyle === 'true',
      },
      region: url.searchParams.get('region') || null,
    },
  };
}

/** BLOB_STORE_URL: `file:` (the default) or an s3:// URL, each rule with its own line. */
export function BlobStoreUrl() {
  return Type.Decode(
    Type.Refine(
      Type.String({ default: 'file:' }),
      (value) => 'url' in readBlobStoreUrl(value),
      (value) => {
        const read = readBlobStoreUrl(value);
        return 'problem' in read ? read.problem : '';
      },
    ),
    (value) => {
      const read = readBlobStoreUrl(value);
      // Decode runs only on text the refinement let through.
      if ('problem' in read) throw new Error(read.problem);
      return read.url;
    },
  );
}

/** The blob store's settings: an S3 region from the URL, else AWS_REGION, else us-east-1. */
export function blobStoreSettings(url: BlobStoreUrlParts, awsRegion: string | undefined): BlobStoreSettings {
  if (url.kind === 'file') return url;
  return { kind: 's3', location: { ...url.location, region: url.region ?? awsRegion ?? 'us-east-1' } };
}
