// Static files: the pages' stylesheet and the demo accounts' profile pictures (SVG).
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

import { PICTURE_FILE_PATTERN } from '../demo-accounts';
import type { IdpServices } from '../idp-services';
import { sendNotice } from '../idp-services';

const STYLESHEET_FILE = new URL('../idp.css', import.meta.url);
let stylesheet: Promise<Buffer> | undefined;

function sendFile(res: ServerResponse, type: string, body: Buffer, maxAgeSeconds: number): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  // An SVG opened on its own runs nothing and cannot be framed.
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  // The portal (another origin) shows the pictures in <img>.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

export async function sendStylesheet(res: ServerResponse): Promise<void> {
  stylesheet ??= readFile(STYLESHEET_FILE);
  sendFile(res, 'text/css; charset=utf-8', await stylesheet, 300);
}

async function readPicture(dir: string, name: string): Promise<Buffer | undefined> {
  // Only plain file names from the seed's pictures folder: no path traversal.
  if (!PICTURE_FILE_PATTERN.test(name)) return undefined;
  try {
    return await readFile(join(dir, name));
  } catch {
    return undefined;
  }
}

export async function sendPicture(
  services: IdpServices,
  res: ServerResponse,
  name: string,
): Promise<void> {
  const picture = await readPicture(services.picturesDir, name);
  if (!picture) {
    sendNotice(services, res, 404, 'error.notFound.title', 'error.notFound.body');
    return;
  }
  sendFile(res, 'image/svg+xml', picture, 3600);
}
