import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Location } from '../src/storage/s3-blob-store';

/** s3rver's fixed test credentials. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** A location in the server's one bucket; a prefix of its own keeps tests apart. */
  location(prefix?: string): S3Location;
  stop(): Promise<void>;
}

const S3RVER_CLI = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

/**
 * An S3-protocol server (s3rver) in a process of its own on a free loopback port, its bucket
 * in a throw-away folder. Its list continuation tokens use DES, which OpenSSL 3 keeps in its
 * legacy provider: without it a list of more than one page fails.
 */
export async function startS3TestServer(bucket = 'portal-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', S3RVER_CLI, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /S3rver listening on [^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(([code]) => reject(new Error(`s3rver ended (${String(code)}) before it listened: ${output}`)));
  });
  return {
    location: (prefix = '') => ({ bucket, prefix, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true }),
    async stop() {
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
