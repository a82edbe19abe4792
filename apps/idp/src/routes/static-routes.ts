// Static files: the pages' stylesheet and the demo accounts' profile pictures (SVG).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { PICTURE_FILE_PATTERN } from '../demo-accounts';
import { STYLESHEET_PATH } from '../html';
import type { IdpServices } from '../idp-services';
import { sendNotice } from '../idp-services';
import { PAGE_PATHS } from '../provider-config';
import { ownRoute } from './own-route';

const STYLESHEET_FILE = new URL('../idp.css', import.meta.url);
let stylesheet: Promise<Buffer> | undefined;

function sendFile(reply: FastifyReply, type: string, body: Buffer, maxAgeSeconds: number): FastifyReply {
  return (
    reply
      .code(200)
      .type(type)
      .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
      // An SVG opened on its own runs nothing and cannot be framed.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      // The portal (another origin) shows the pictures in <img>.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(body)
  );
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

export async function staticRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  ownRoute(app, services, STYLESHEET_PATH, {
    GET: {
      handler: async (_request, reply) => {
        stylesheet ??= readFile(STYLESHEET_FILE);
        return sendFile(reply, 'text/css; charset=utf-8', await stylesheet, 300);
      },
    },
  });
  ownRoute(app, services, `${PAGE_PATHS.pictures}:name`, {
    GET: {
      handler: async (request, reply) => {
        const { name } = request.params as { name: string };
        const picture = await readPicture(services.picturesDir, name);
        if (!picture) return sendNotice(services, reply, 404, 'error.notFound.title', 'error.notFound.body');
        return sendFile(reply, 'image/svg+xml', picture, 3600);
      },
    },
  });
}
