// The steps after `vite build` (apps/web `npm run build`): draw the public pages to HTML,
// then precompress every text file of the build, the pages included.
import path from 'node:path';
import { precompressDist } from './precompress-dist';
import { prerenderPages } from './prerender-pages';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB_DIR, 'dist');

let started = Date.now();
const pages = await prerenderPages(WEB_DIR, DIST);
console.log(`prerendered ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)}s`);
started = Date.now();
const copies = await precompressDist(DIST);
console.log(`precompressed ${copies} files in ${((Date.now() - started) / 1000).toFixed(1)}s`);
