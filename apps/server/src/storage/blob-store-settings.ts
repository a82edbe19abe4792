import { ConfigError } from '../config/config-error';
import type { Environment } from '../config/environment';
import type { S3Location } from './s3-blob-store';

/** Where blobs live (BLOB_STORE_URL): files under DATA_DIR/blobs, or an S3-compatible bucket. */
export type BlobStoreSettings = { kind: 'file' } | { kind: 's3'; location: S3Location };

const VARIABLE = 'BLOB_STORE_URL';
const EXAMPLE = 's3://bucket?endpoint=http://127.0.0.1:9000';
/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMETERS = new Set(['endpoint', 'region', 'pathStyle']);

/**
 * Reads BLOB_STORE_URL: unset (or `file:`) keeps the files under DATA_DIR/blobs;
 * `s3://bucket/optional/prefix?endpoint=…&region=…&pathStyle=true|false` names a bucket.
 * Without `endpoint` it is AWS S3 itself; with one, the bucket goes in the path unless
 * `pathStyle=false`. The region defaults to AWS_REGION, then us-east-1.
 */
export function readBlobStoreSettings(env: Environment): BlobStoreSettings {
  const value = env[VARIABLE]?.trim();
  if (!value || value === 'file:') return { kind: 'file' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(VARIABLE, `must be file: or an s3:// URL such as ${EXAMPLE} (got "${value}")`);
  }
  if (url.protocol !== 's3:') throw new ConfigError(VARIABLE, `must be file: or an s3:// URL such as ${EXAMPLE} (got "${value}")`);
  if (url.username || url.password) {
    throw new ConfigError(VARIABLE, 'must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  const bucket = url.hostname;
  if (!BUCKET_PATTERN.test(bucket)) throw new ConfigError(VARIABLE, `names no valid bucket (got "${bucket}")`);
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMETERS.has(name)) throw new ConfigError(VARIABLE, `has an unknown parameter "${name}" (known: ${[...KNOWN_PARAMETERS].join(', ')})`);
  }
  const endpoint = readEndpoint(url.searchParams.get('endpoint'));
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError(VARIABLE, `pathStyle must be true or false (got "${pathStyle}")`);
  }
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/\/+$/, ''));
  return {
    kind: 's3',
    location: {
      bucket,
      prefix: prefix === '' ? '' : `${prefix}/`,
      endpoint,
      region: url.searchParams.get('region') || env.AWS_REGION?.trim() || 'us-east-1',
      forcePathStyle: pathStyle === null ? endpoint !== null : pathStyle === 'true',
    },
  };
}

function readEndpoint(value: string | null): string | null {
  if (value === null) return null;
  let endpoint: URL;
  try {
    endpoint = new URL(value);
  } catch {
    throw new ConfigError(VARIABLE, `endpoint must be an http(s) URL (got "${value}")`);
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new ConfigError(VARIABLE, `endpoint must be an http(s) URL (got "${value}")`);
  }
  return endpoint.origin;
}
