// Draws the demo Gallery's photos into the folder named on the command line. The build
// (scripts/build-portal.mjs) bundles this and runs it in a process of its own; the server that
// `npm start` runs then reads the files (demo-photo-files.ts) instead of drawing them itself.
//
//   node dist/render-demo-photos.mjs <folder>
import { writeDemoPhotoFiles } from '@cloud-portal/server/demo/demo-photo-files';
import { DEMO_PHOTO_COUNT } from '@cloud-portal/server/demo/seed-gallery';

const dir = process.argv[2];
if (!dir) throw new Error('usage: render-demo-photos.mjs <folder>');
await writeDemoPhotoFiles(dir, DEMO_PHOTO_COUNT);
