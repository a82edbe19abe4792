import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_MANIFEST_PATH, type PrerenderManifest } from '@cloud-portal/contract/prerendered-pages';

/**
 * The web build's list of prerendered pages (apps/web/build/prerender-pages.ts), or null
 * when the build has none (not built yet, or built without them): the empty app page is
 * sent then, as before.
 */
export function readPrerenderManifest(webDistDir: string): PrerenderManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(webDistDir, PRERENDER_MANIFEST_PATH), 'utf8')) as PrerenderManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
