/**
 * The files of the built web app that are sent compressed: the build writes a brotli (`.br`)
 * and a gzip (`.gz`) copy beside each (apps/web/build/precompress-dist.ts) and the server
 * picks the copy the browser accepts (apps/server/src/http/web-app-routes.ts). WOFF, WOFF2,
 * WebP and the videos are compressed formats already; TrueType and OpenType fonts are not.
 * Source maps are read by developer tools only.
 */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ttf',
  '.otf',
];

/** Whether the file at `filePath` has precompressed copies. */
export function isPrecompressedFile(filePath: string): boolean {
  const dot = filePath.lastIndexOf('.');
  return dot >= 0 && PRECOMPRESSED_EXTENSIONS.includes(filePath.slice(dot).toLowerCase());
}
