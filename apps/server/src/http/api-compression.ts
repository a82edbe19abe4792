import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How the API's answers are compressed on the way out: brotli or gzip as the caller accepts,
 * for answers of 1 KiB or more (below that the headers outweigh the gain). Brotli runs at
 * quality 4, not its default 11: about as small as gzip's best at a fraction of the CPU,
 * which a busy server spends on every answer.
 */
export const apiCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
